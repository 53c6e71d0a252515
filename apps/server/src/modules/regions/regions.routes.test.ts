import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';

const regionConfig = (t: TestApp, host: string, url = '/api/login/regionconfig') =>
  t.app.inject({ method: 'GET', url, headers: { host } });

const sendSms = (t: TestApp, host: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/send/code',
    headers: { host },
    payload: { channel: 'sms', purpose: 'login', ...payload },
  });

describe('GET /api/login/regionconfig', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGION: 'CN', REGION_HOSTS: 'us.prowrite.test=US, *.us.prowrite.test=US' });
  });
  afterAll(async () => t.close());

  it('answers US for a US host and what follows from it (no login needed)', async () => {
    const res = await regionConfig(t, 'us.prowrite.test:8080');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        region: 'US',
        default_country: 'US',
        default_calling_code: '1',
        excluded_countries: ['CN'],
        product_site_paths: { medical: '/medical', article: '/article' },
      },
    });
    expect((await regionConfig(t, 'app.us.prowrite.test')).json().data.region).toBe('US');
  });

  it('answers the REGION default for any other host', async () => {
    const res = await regionConfig(t, 'prowrite.test');
    expect(res.json().data).toMatchObject({
      region: 'CN',
      default_calling_code: '86',
      excluded_countries: [],
      product_site_paths: { medical: '/ai/medical', article: '/ai/article' },
    });
  });

  it('ignores junk in the query, refuses NUL with 400, and never fails with a 5xx', async () => {
    expect((await regionConfig(t, 'us.prowrite.test', '/api/login/regionconfig?x=1')).statusCode).toBe(200);
    expect((await regionConfig(t, 'prowrite.test', '/api/login/regionconfig?x=%00')).statusCode).toBe(400);
    // A lone surrogate as UTF-8 bytes decodes to U+FFFD: harmless to a call that reads no query.
    const surrogate = await regionConfig(t, 'prowrite.test', '/api/login/regionconfig?x=%ED%A0%80');
    expect(surrogate.statusCode).toBeLessThan(500);
    const big = await regionConfig(t, 'prowrite.test', `/api/login/regionconfig?x=${'a'.repeat(60_000)}`);
    expect(big.statusCode).toBeLessThan(500);
    const long = await regionConfig(t, `${'a'.repeat(300)}.test`);
    expect(long.statusCode).toBeLessThan(500);
  });

  it('refuses SMS codes to +86 on the US host, and serves them on the CN host', async () => {
    const us = await sendSms(t, 'us.prowrite.test', { country_code: '86', mobile: '13812345678' });
    expect(us.statusCode).toBe(400);
    expect(us.json().msg).toMatch(/\+86 is not served in region US/);
    const usByCountry = await sendSms(t, 'us.prowrite.test', {
      country_code: '86',
      country: 'CN',
      mobile: '13812345678',
    });
    expect(usByCountry.statusCode).toBe(400);
    expect(
      (await sendSms(t, 'us.prowrite.test', { country_code: '1', mobile: '2015550123' })).statusCode,
    ).toBe(200);
    expect(
      (await sendSms(t, 'prowrite.test', { country_code: '86', mobile: '13812345678' })).statusCode,
    ).toBe(200);
  });
});

describe('REGION configuration', () => {
  it('refuses an unknown region and a malformed host map at start, naming the variable', () => {
    expect(() => loadConfig({ REGION: 'EU' })).toThrow(/REGION/);
    expect(() => loadConfig({ REGION_HOSTS: 'us.example.com' })).toThrow(/REGION_HOSTS/);
    expect(loadConfig({ REGION: 'US' }).region).toEqual({ fallback: 'US', hosts: [] });
  });
});
