import type { User } from '@prowrite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { accountApi } from '../api/account-api';
import { sessionStore } from '../state/session-store';

export const currentUserKey = (token: string | null) => ['account', 'me', token] as const;

export function useAccessToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken, () => null);
}

export function useCurrentUser() {
  const token = useAccessToken();
  return useQuery<User>({
    queryKey: currentUserKey(token),
    queryFn: ({ signal }) => accountApi.currentUser(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** On success the token is stored; the login route's guard then leaves for the remembered page. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.login,
    onSuccess: (result) => {
      // Nothing of a previous user may show to this one.
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserKey(result.access_token), result.user);
      sessionStore.setToken(result.access_token);
    },
  });
}
