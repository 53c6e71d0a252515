import type { LoginBody, LoginResult, User } from '@prowrite/contracts';
import { http } from '../../../lib/http';

// Types only from the contract here: the login screen stays free of the schema library.
export const accountApi = {
  /** 401 means wrong credentials here, not a lost session; the form shows the error itself. */
  login: (body: LoginBody) =>
    http.post<LoginResult>('/api/login/account', body, {
      anonymous: true,
      silent: true,
      skipAuthHandling: true,
    }),
  currentUser: (signal?: AbortSignal) => http.get<User>('/api/user/getuserbytoken', { signal }),
  /** The path segment is the access token itself (spec: GET /logout/{session id}). */
  logout: (token: string) =>
    http.get<null>(`/logout/${encodeURIComponent(token)}`, {
      anonymous: true,
      silent: true,
      skipAuthHandling: true,
    }),
};
