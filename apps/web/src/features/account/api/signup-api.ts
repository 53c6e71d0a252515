import type {
  InviteInfo,
  LoginResult,
  SendCodeResult,
  SignupCompleteBody,
  SignupVerifyResult,
} from '@prowrite/contracts';
import { http } from '../../../lib/http';
import type { CodeAddress } from './account-api';

// Public calls: no session is sent, and errors are shown by the sign-up screen itself.
const PUBLIC = { anonymous: true, silent: true, skipAuthHandling: true } as const;

/** Sign-up by invitation: invite info, a code to the invited address, verify, personal info. */
export const signupApi = {
  inviteInfo: (sid: string, signal?: AbortSignal) =>
    http.get<InviteInfo>('/invite/info', { ...PUBLIC, query: { sid }, signal }),
  sendCode: (to: CodeAddress, registerCode: string) =>
    http.post<SendCodeResult>(
      '/api/password/send/code',
      { ...to, purpose: 'signup', register_code: registerCode },
      PUBLIC,
    ),
  verify: (to: CodeAddress, code: string, registerCode: string) =>
    http.post<SignupVerifyResult>('/api/signup/verify', { ...to, code, register_code: registerCode }, PUBLIC),
  complete: (body: SignupCompleteBody) =>
    http.post<LoginResult & { improve_flag: number }>('/api/signup/complete', body, PUBLIC),
};
