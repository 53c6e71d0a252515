import { ErrorCode } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { captureLog } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PartnerCredentials } from './partner-credentials';

const ACME = { id: 'acme', secret: 'acme-secret-0123456789abcdefghijklmnop' };
const GLOBEX = { id: 'globex_2', secret: 'globex:secret/with+odd=characters-0123456789' };

const log = captureLog();
let t: TestApp;

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const mint = (partnerId?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/basicauth/user/partnertoken${partnerId === undefined ? '' : `?partner_id=${partnerId}`}`,
    headers: { 'access-token': t.admin.token },
  });
const verify = (token: string, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/basicauth/partner/verify',
    payload: { token },
    headers: authorization === undefined ? {} : { authorization },
  });
async function tokenFor(partnerId: string): Promise<string> {
  const res = await mint(partnerId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'debug', PARTNERS: `${ACME.id}:${ACME.secret}, ${GLOBEX.id}:${GLOBEX.secret}` },
    { logStream: log.stream },
  );
});
afterAll(async () => t.close());

describe('per-partner credentials', () => {
  it('exchanges a token only for the partner it was minted for, authenticated by its own secret', async () => {
    const token = await tokenFor(ACME.id);
    // Another registered partner, with its own valid credentials, learns nothing and leaves the token intact.
    const other = await verify(token, basic(GLOBEX.id, GLOBEX.secret));
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe(ErrorCode.partnerTokenInvalid);
    const mine = await verify(token, basic(ACME.id, ACME.secret));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.email).toBeTruthy();
    // Single use still.
    expect((await verify(token, basic(ACME.id, ACME.secret))).json().code).toBe(
      ErrorCode.partnerTokenInvalid,
    );
    // A secret with ':' in it works (the id ends at the first one).
    const globex = await tokenFor(GLOBEX.id);
    expect((await verify(globex, basic(GLOBEX.id, GLOBEX.secret))).statusCode).toBe(200);
  });

  it('refuses missing, malformed and wrong credentials with 401, a Basic challenge and code 170405', async () => {
    const token = await tokenFor(ACME.id);
    for (const authorization of [
      undefined,
      basic(ACME.id, `${ACME.secret}x`),
      basic(ACME.id, GLOBEX.secret),
      basic('nobody', ACME.secret),
      `Bearer ${ACME.secret}`,
      'Basic !!!',
      `Basic ${Buffer.from(ACME.secret).toString('base64')}`,
    ]) {
      const res = await verify(token, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe(ErrorCode.partnerCredentialsInvalid);
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm="partner"/);
    }
    // None of those attempts used the token up.
    expect((await verify(token, basic(ACME.id, ACME.secret))).statusCode).toBe(200);
  });

  it('mints only for a registered partner: none named or an unknown one is a 400 with code 170404', async () => {
    for (const partner of [undefined, 'initech']) {
      const res = await mint(partner);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.partnerUnknown);
    }
    const malformed = await mint('no%20spaces');
    expect(malformed.statusCode).toBe(400);
  });

  it('never logs a partner secret or a token', async () => {
    const token = await tokenFor(ACME.id);
    await verify(token, basic(ACME.id, ACME.secret));
    await verify(token, basic(ACME.id, 'wrong-secret-wrong-secret-wrong-secret'));
    const text = log.text();
    expect(text).not.toContain(ACME.secret);
    expect(text).not.toContain(Buffer.from(`${ACME.id}:${ACME.secret}`).toString('base64'));
    expect(text).not.toContain(token);
  });
});

describe('PARTNERS configuration', () => {
  const load = (PARTNERS: string) => () => loadConfig({ DATA_DIR: '/tmp/prowrite-partners', PARTNERS });

  it('reads id:secret pairs and refuses short secrets, bad ids, repeats and missing secrets', () => {
    expect(load(`a:${'s'.repeat(32)},b-2:${'t'.repeat(40)}`)().partners).toEqual([
      { id: 'a', secret: 's'.repeat(32) },
      { id: 'b-2', secret: 't'.repeat(40) },
    ]);
    expect(load('')().partners).toEqual([]);
    for (const bad of [
      `a:${'s'.repeat(31)}`,
      `bad id:${'s'.repeat(32)}`,
      `a:${'s'.repeat(32)},a:${'t'.repeat(32)}`,
      'a',
      `:${'s'.repeat(32)}`,
    ]) {
      expect(load(bad), bad).toThrow(/PARTNERS/);
    }
  });

  it('compares secrets whole: a prefix or the digest of another partner does not pass', () => {
    const partners = new PartnerCredentials([ACME, GLOBEX]);
    expect(partners.authenticate(basic(ACME.id, ACME.secret))).toEqual({ kind: 'partner', id: ACME.id });
    expect(partners.authenticate(basic(ACME.id, ACME.secret.slice(0, -1))).kind).toBe('invalid');
    expect(partners.authenticate(basic(GLOBEX.id, ACME.secret)).kind).toBe('invalid');
    expect(partners.authenticate(undefined).kind).toBe('none');
    expect(new PartnerCredentials([]).refuses({ kind: 'none' })).toBe(false);
    expect(partners.refuses({ kind: 'none' })).toBe(true);
  });
});
