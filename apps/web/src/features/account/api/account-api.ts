import type {
  LoginBody,
  LoginResult,
  LoginSalt,
  RegionConfig,
  SendCodeResult,
  SsoConfig,
  SwitchAccount,
  User,
} from '@prowrite/contracts';
import { signAccountLogin } from '@prowrite/contracts';
import { http } from '../../../lib/http';

// Types and the zod-free signer only from the contract here: the login screen stays free of the schema library.
const LOGIN_OPTIONS = { anonymous: true, silent: true, skipAuthHandling: true } as const;

/** 16 random bytes, base64url: the signed login's single-use nonce. */
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export type CodeAddress =
  | { channel: 'email'; email: string }
  | { channel: 'sms'; mobile: string; country_code: string; country?: string };

export const accountApi = {
  /**
   * Account login as the spec has it: the password hash and a timestamp, never the password (decision 0028):
   * the account's salt, then an HMAC of account, timestamp and nonce keyed by the derived hash. 401 means wrong
   * credentials here, not a lost session; the form shows the error itself.
   */
  login: async ({ account, password }: LoginBody) => {
    const salt = await http.get<LoginSalt>(
      `/api/login/salt?account=${encodeURIComponent(account)}`,
      LOGIN_OPTIONS,
    );
    const body = await signAccountLogin({
      account,
      password,
      salt,
      timestamp: Date.now(),
      nonce: randomNonce(),
    });
    return http.post<LoginResult>('/api/login/account', body, LOGIN_OPTIONS);
  },
  /** A login code to an email (method 2) or a phone (method 1). */
  sendLoginCode: (to: CodeAddress) =>
    http.post<SendCodeResult>('/api/password/send/code', { ...to, purpose: 'login' }, LOGIN_OPTIONS),
  loginWithCode: (to: CodeAddress, code: string) =>
    http.post<LoginResult>('/api/login/code', { ...to, code }, LOGIN_OPTIONS),
  /** Whether single sign-on is configured (the login page shows its button). */
  ssoConfig: (signal?: AbortSignal) =>
    http.get<SsoConfig>('/api/sso/oidc/config', { ...LOGIN_OPTIONS, signal }),
  /** The one-time code the SSO callback put in `?sso_code=`, exchanged once for a session. */
  ssoExchange: (code: string) => http.post<LoginResult>('/api/sso/oidc/exchange', { code }, LOGIN_OPTIONS),
  /** The variant this host is served as (CN or US) and what follows from it. */
  regionConfig: (signal?: AbortSignal) =>
    http.get<RegionConfig>('/api/login/regionconfig', { ...LOGIN_OPTIONS, signal }),
  /** The caller's account and the accounts linked to it (one person with accounts in several teams). */
  switchList: async (signal?: AbortSignal) =>
    (await http.get<{ data: SwitchAccount[] }>('/api/account/switchlist', { signal })).data,
  switchAccount: (userId: string) => http.post<LoginResult>('/api/account/switch', { user_id: userId }),
  currentUser: (signal?: AbortSignal) => http.get<User>('/api/user/getuserbytoken', { signal }),
  /** The path segment is the access token itself (`GET /logout/{session id}`). */
  logout: (token: string) =>
    http.get<null>(`/logout/${encodeURIComponent(token)}`, {
      anonymous: true,
      silent: true,
      skipAuthHandling: true,
    }),
};
