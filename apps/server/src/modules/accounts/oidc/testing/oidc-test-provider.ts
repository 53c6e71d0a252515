import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export const TEST_CLIENT = { id: 'prowrite-test', secret: 'test-client-secret-0123456789abcdef' };

/** What the provider does to the next ID tokens it issues: nothing, or claims made wrong (then re-signed). */
export type Tamper = null | Partial<Pick<JWTPayload, 'aud' | 'iss' | 'exp' | 'iat'>> | { nonce: string };

export type TestProvider = {
  issuer: string;
  /** Accounts by login name; their claims are read at each sign-in (change them between logins). */
  accounts: Map<string, Record<string, unknown>>;
  tamper: Tamper;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 with one confidential client for `redirectUrl` and its
 * development login pages (any password). Account claims land in the ID token (conformIdTokenClaims off), as
 * enterprise providers put groups and roles there. `tamper` re-signs the issued ID token with the provider's
 * own key after changing one claim: a valid signature over a wrong audience or issuer.
 */
export async function startTestProvider(redirectUrl: string): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, Record<string, unknown>>();
  const handle: TestProvider = { issuer, accounts, tamper: null, close: async () => {} };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'groups', 'roles'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const tamper = handle.tamper;
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (!tamper || ctx.path !== '/token' || typeof body?.id_token !== 'string') return;
    const payload: JWTPayload = { ...decodeJwt(body.id_token), ...tamper };
    body.id_token = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(privateKey);
  });
  server.on('request', provider.callback());
  handle.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return handle;
}

/**
 * Drives a browser through the provider's login and consent pages from the authorization URL until the
 * provider redirects to `redirectUrl`; answers that redirect (with `code` and `state`, or `error`).
 * `cancel` follows the login page's Cancel link instead of logging in.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUrl: string,
  login: string,
  opts: { cancel?: boolean } = {},
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUrl)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`The provider answered ${res.status}: ${html.slice(0, 200)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (opts.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error('The provider page has no Cancel link');
      url = new URL(abort, url).href;
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page: ${html.slice(0, 200)}`);
    url = new URL(action, url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('The provider did not redirect back');
}
