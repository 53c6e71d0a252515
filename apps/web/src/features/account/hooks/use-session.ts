import type { LoginResult, User } from '@prowrite/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { accountApi, type CodeAddress } from '../api/account-api';
import { scanLoginApi } from '../api/scan-login-api';
import { trialApi } from '../api/trial-api';
import { sessionStore } from '../state/session-store';

export const currentUserKey = (token: string | null) => ['account', 'me', token] as const;

export function useAccessToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken, () => null);
}

const CURRENT_USER_STALE_MS = 5 * 60_000;

export function useCurrentUser() {
  const token = useAccessToken();
  return useQuery<User>({
    queryKey: currentUserKey(token),
    queryFn: ({ signal }) => accountApi.currentUser(signal),
    enabled: token !== null,
    staleTime: CURRENT_USER_STALE_MS,
  });
}

/**
 * Starts the session check as the app starts, so it travels while the route's code loads instead of after it
 * (the guard's query then finds it under way or done). A 401 goes through the HTTP client's usual handling.
 */
export function prefetchCurrentUser(queryClient: QueryClient): void {
  const token = sessionStore.getToken();
  if (token === null) return;
  void queryClient.prefetchQuery<User>({
    queryKey: currentUserKey(token),
    queryFn: ({ signal }) => accountApi.currentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });
}

/** On success the token is stored; the login route's guard then leaves for the remembered page. */
export function useLogin() {
  return useSessionStart(accountApi.login);
}

/** Login with a code sent by email or SMS (methods 2 and 1). */
export function useCodeLogin() {
  return useSessionStart((v: { to: CodeAddress; code: string }) => accountApi.loginWithCode(v.to, v.code));
}

/** Switch to a linked account (the server ends this session and opens one for the other account). */
export function useSwitchAccount() {
  return useSessionStart(accountApi.switchAccount);
}

/**
 * The caller's account and those linked to it (GET /api/account/switchlist). `enabled` false for a trial user:
 * the server refuses it (403), a throw-away user has no other accounts.
 */
export function useSwitchList(enabled = true) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['account', 'switch-list', token],
    queryFn: ({ signal }) => accountApi.switchList(signal),
    enabled: enabled && token !== null,
    staleTime: CURRENT_USER_STALE_MS,
  });
}

/** Single sign-on: the one-time code from the SSO callback, exchanged for a session. */
export function useSsoExchange() {
  return useSessionStart(accountApi.ssoExchange);
}

/** Scan login (method 3): the approval's one-time ticket, exchanged for a session. */
export function useScanExchange() {
  return useSessionStart((v: { id: string; ticket: string }) => scanLoginApi.exchange(v.id, v.ticket));
}

/** Whether the server offers single sign-on; an unreachable answer hides the button (the other methods remain). */
export function useSsoConfig() {
  return useQuery({
    queryKey: ['account', 'sso-config'],
    queryFn: ({ signal }) => accountApi.ssoConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The trial entry: a temporary user for this browser's fingerprint, signed in like any login. */
export function useTrialStart() {
  return useSessionStart((fingerprint: string) => trialApi.start(fingerprint));
}

/** The medical inquiry trial (/medpilot): a temporary user's session by GET /api/user/temp-medical-token. */
export function useMedicalTrialStart() {
  return useSessionStart((asVisitor: boolean) => trialApi.medicalToken(asVisitor));
}

function useSessionStart<V>(start: (v: V) => Promise<LoginResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: (result) => {
      // Nothing of a previous user may show to this one.
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserKey(result.access_token), result.user);
      sessionStore.setToken(result.access_token);
    },
  });
}
