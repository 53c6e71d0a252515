import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oidcIdentities, oidcLoginStates, teams } from '../../../db/schema';
import { captureLog } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { STARTS_PER_CLIENT } from './oidc-login.service';
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from './testing/oidc-test-provider';

const REDIRECT_URL = 'http://127.0.0.1:9/api/sso/oidc/callback';
const LOGIN_PAGE = 'http://127.0.0.1:9/login';

describe('OpenID Connect single sign-on against a real provider', () => {
  let provider: TestProvider;
  let t: TestApp;
  // Debug level: request lines are logged too, and must not carry the flow's credentials.
  const log = captureLog();
  /** Every credential the flows below handled (codes, states, one-time codes, session tokens). */
  const credentials: string[] = [];

  beforeAll(async () => {
    provider = await startTestProvider(REDIRECT_URL);
    t = await createTestApp(
      {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_REDIRECT_URL: REDIRECT_URL,
        OIDC_TEAM_CLAIM: 'groups',
        OIDC_TEAM_MAP: JSON.stringify({
          sales: 'team-sales',
          research: 'team-research',
          ghosts: 'team-missing',
        }),
        OIDC_ROLE_CLAIM: 'roles',
        OIDC_ROLE_MAP: JSON.stringify({ writers: 'member', leads: 'admin', readers: 'viewer' }),
        LOG_LEVEL: 'debug',
      },
      { logStream: log.stream },
    );
    await t.database.db.insert(teams).values([
      { id: 'team-sales', name: 'Sales' },
      { id: 'team-research', name: 'Research' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  beforeEach(() => {
    provider.tamper = null;
  });

  /** The redirect our start route answers: the provider's authorization URL. */
  async function start(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/api/sso/oidc/start' });
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  }

  /** Our callback's answer to what the provider sent the browser back with: the login page URL it redirects to. */
  async function callback(back: URL): Promise<URL> {
    const res = await t.app.inject({ method: 'GET', url: `/api/sso/oidc/callback${back.search}` });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(LOGIN_PAGE);
    return location;
  }

  async function exchange(code: string) {
    return t.app.inject({ method: 'POST', url: '/api/sso/oidc/exchange', payload: { code } });
  }

  async function me(token: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: { 'access-token': token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      id: string;
      type: string;
      team_id: string;
      name: string;
      email: string;
      is_super_admin: boolean;
    };
  }

  /** The whole flow for one provider account: start, sign in at the provider, callback, exchange. */
  async function signIn(login: string): Promise<{ token: string; landing: URL; back: URL }> {
    const back = await signInAtProvider(await start(), REDIRECT_URL, login);
    const landing = await callback(back);
    const code = landing.searchParams.get('sso_code');
    expect(landing.searchParams.get('sso_error'), 'refused').toBeNull();
    expect(code).toBeTruthy();
    const res = await exchange(code!);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.access_token as string;
    credentials.push(back.searchParams.get('code')!, back.searchParams.get('state')!, code!, token);
    return { token, landing, back };
  }

  it('says it is configured; the authorization URL carries state, nonce and PKCE (S256)', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/sso/oidc/config' });
    expect(config.json().data).toEqual({ oidc: true });
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URL);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(p)?.length).toBeGreaterThan(20);
  });

  it('creates the user just in time in the mapped team with the mapped role; the session works', async () => {
    provider.accounts.set('alice', {
      email: 'Alice@Corp.Example',
      name: 'Alice Doe',
      groups: ['all-staff', 'sales'],
      roles: ['writers'],
    });
    const { token } = await signIn('alice');
    const user = await me(token);
    expect(user).toMatchObject({
      team_id: 'team-sales',
      type: 'member',
      name: 'Alice Doe',
      email: 'alice@corp.example',
    });
    const identities = await t.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, 'alice'));
    expect(identities).toEqual([expect.objectContaining({ issuer: provider.issuer, userId: user.id })]);
    // The SSO user has no password: password login with anything fails.
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/login/account',
      payload: { account: 'alice@corp.example', password: 'sso-only' },
    });
    expect(pw.statusCode).toBe(401);
  });

  it('reuses the user on the next login and follows a role change in the claims (live sessions too)', async () => {
    provider.accounts.set('carol', { name: 'Carol', groups: 'research', roles: ['readers'] });
    const first = await signIn('carol');
    const before = await me(first.token);
    expect(before).toMatchObject({ team_id: 'team-research', type: 'viewer' });

    provider.accounts.set('carol', { name: 'Carol', groups: 'research', roles: ['readers', 'leads'] });
    const second = await signIn('carol');
    const after = await me(second.token);
    expect(after.id).toBe(before.id);
    expect(after.type).toBe('admin');
    expect((await me(first.token)).type).toBe('admin');

    // No role claim mapped: the default role (member).
    provider.accounts.set('carol', { name: 'Carol', groups: 'research' });
    expect((await me((await signIn('carol')).token)).type).toBe('member');
  });

  it('never links by email: an SSO user with an existing address is a new user without that email', async () => {
    provider.accounts.set('mallory', { email: t.admin.email, name: 'Mallory', groups: ['sales'] });
    const user = await me((await signIn('mallory')).token);
    expect(user.id).not.toBe((await me(t.admin.token)).id);
    expect(user).toMatchObject({ email: '', team_id: 'team-sales', is_super_admin: false });
  });

  it('two first logins of one new identity at once end with one user', async () => {
    provider.accounts.set('hank', { name: 'Hank', groups: ['sales'] });
    const backs = [
      await signInAtProvider(await start(), REDIRECT_URL, 'hank'),
      await signInAtProvider(await start(), REDIRECT_URL, 'hank'),
    ];
    const landings = await Promise.all(backs.map((b) => callback(b)));
    const ids = await Promise.all(
      landings.map(async (l) => {
        const res = await exchange(l.searchParams.get('sso_code')!);
        return (await me(res.json().data.access_token)).id;
      }),
    );
    expect(ids[0]).toBe(ids[1]);
    const rows = await t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, 'hank'));
    expect(rows).toHaveLength(1);
  });

  it('the one-time code works once; unknown codes are refused with 401', async () => {
    provider.accounts.set('dave', { name: 'Dave', groups: ['sales'] });
    const back = await signInAtProvider(await start(), REDIRECT_URL, 'dave');
    const code = (await callback(back)).searchParams.get('sso_code')!;
    expect((await exchange(code)).statusCode).toBe(200);
    expect((await exchange(code)).statusCode).toBe(401);
    expect((await exchange('made-up')).statusCode).toBe(401);
    expect((await exchange('')).statusCode).toBe(400);
  });

  it('refuses a replayed, unknown, missing or expired state', async () => {
    provider.accounts.set('erin', { name: 'Erin', groups: ['sales'] });
    const { back } = await signIn('erin');
    expect((await callback(back)).searchParams.get('sso_error')).toBe('state');

    const forged = new URL(back);
    forged.searchParams.set('state', 'not-a-state-we-issued');
    expect((await callback(forged)).searchParams.get('sso_error')).toBe('state');
    forged.searchParams.delete('state');
    expect((await callback(forged)).searchParams.get('sso_error')).toBe('state');

    const authUrl = await start();
    await t.database.db.update(oidcLoginStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await signInAtProvider(authUrl, REDIRECT_URL, 'erin');
    expect((await callback(late)).searchParams.get('sso_error')).toBe('state');
  });

  it('refuses an ID token for another audience, from another issuer, with another nonce or expired (validly signed)', async () => {
    provider.accounts.set('frank', { name: 'Frank', groups: ['sales'] });
    const past = Math.floor(Date.now() / 1000) - 3600;
    const tampers = [
      { aud: 'another-client' },
      { iss: 'https://evil.example' },
      { nonce: 'not-the-nonce-we-sent' },
      { exp: past, iat: past - 600 },
    ];
    for (const tamper of tampers) {
      provider.tamper = tamper;
      const back = await signInAtProvider(await start(), REDIRECT_URL, 'frank');
      const landing = await callback(back);
      expect(landing.searchParams.get('sso_error'), JSON.stringify(tamper)).toBe('token');
      expect(landing.searchParams.get('sso_code')).toBeNull();
    }
    const users = await t.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, 'frank'));
    expect(users).toEqual([]);
    // The control: a token re-signed the same way with the right audience is accepted, so the refusals above
    // are for the claims, not for the re-signing.
    provider.tamper = { aud: TEST_CLIENT.id };
    expect((await me((await signIn('frank')).token)).name).toBe('Frank');
  });

  it('refuses a user whose team claim maps to no team, to a missing team or to two teams', async () => {
    const cases: Record<string, Record<string, unknown>> = {
      nobody: { name: 'Nobody', groups: ['unknown-group'] },
      noclaim: { name: 'No claim' },
      ghost: { name: 'Ghost', groups: ['ghosts'] },
      both: { name: 'Both', groups: ['sales', 'research'] },
    };
    for (const [login, claims] of Object.entries(cases)) {
      provider.accounts.set(login, claims);
      const landing = await callback(await signInAtProvider(await start(), REDIRECT_URL, login));
      expect(landing.searchParams.get('sso_error'), login).toBe('team');
    }
    const created = await t.database.db.select().from(oidcIdentities);
    expect(created.map((i) => i.subject)).not.toContain('nobody');
  });

  it('refuses a code the provider does not know (its token endpoint answers invalid_grant)', async () => {
    provider.accounts.set('ivan', { name: 'Ivan', groups: ['sales'] });
    const back = await signInAtProvider(await start(), REDIRECT_URL, 'ivan');
    back.searchParams.set('code', 'a-code-the-provider-never-issued');
    expect((await callback(back)).searchParams.get('sso_error')).toBe('token');
  });

  it('refuses when the user cancels at the provider (an error answer)', async () => {
    provider.accounts.set('gina', { name: 'Gina', groups: ['sales'] });
    const back = await signInAtProvider(await start(), REDIRECT_URL, 'gina', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect((await callback(back)).searchParams.get('sso_error')).toBe('provider');
  });

  it('limits the logins one client address may start (429 with the wait), others are not affected', async () => {
    const from = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/api/sso/oidc/start', remoteAddress: ip });
    for (let i = 0; i < STARTS_PER_CLIENT.limit; i++) expect((await from('10.9.9.9')).statusCode).toBe(302);
    const refused = await from('10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/try again in \d+ s/);
    expect((await from('10.9.9.10')).statusCode).toBe(302);
  });

  it('logs none of the codes, states, one-time codes, session tokens or the client secret (debug level)', () => {
    const text = log.text();
    expect(text).toContain('/api/sso/oidc/callback');
    expect(credentials.length).toBeGreaterThan(8);
    for (const secret of [...credentials, TEST_CLIENT.secret]) expect(text).not.toContain(secret);
  });
});

describe('single sign-on without configuration or with an unreachable provider', () => {
  it('answers 404 on every SSO route and says it is not configured', async () => {
    const t = await createTestApp();
    try {
      const config = await t.app.inject({ method: 'GET', url: '/api/sso/oidc/config' });
      expect(config.json().data).toEqual({ oidc: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/sso/oidc/start' })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/sso/oidc/callback?code=x&state=y' })).statusCode,
      ).toBe(404);
      const ex = await t.app.inject({
        method: 'POST',
        url: '/api/sso/oidc/exchange',
        payload: { code: 'x' },
      });
      expect(ex.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('sends the browser back to the login page with `unavailable` when the provider cannot be reached', async () => {
    // A port that was just free: nothing listens there.
    const gone = await startTestProvider(REDIRECT_URL);
    const issuer = gone.issuer;
    await gone.close();
    const t = await createTestApp({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_REDIRECT_URL: REDIRECT_URL,
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/sso/oidc/start' });
      expect(res.statusCode).toBe(302);
      expect(new URL(res.headers.location as string).searchParams.get('sso_error')).toBe('unavailable');
    } finally {
      await t.close();
    }
  });

  it('refuses a partial configuration at start-up, naming what is missing', async () => {
    await expect(createTestApp({ OIDC_ISSUER: 'https://id.example' })).rejects.toThrow(/OIDC_CLIENT_ID/);
  });
});
