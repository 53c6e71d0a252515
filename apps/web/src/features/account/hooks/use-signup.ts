import type { InviteInfo, SignupCompleteBody } from '@prowrite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signupApi } from '../api/signup-api';
import { sessionStore } from '../state/session-store';
import { currentUserKey } from './use-session';

/** The invitation behind an invite code (inviter, team, masked address); not retried: its errors are answers. */
export function useInviteInfo(sid: string | null) {
  return useQuery<InviteInfo>({
    queryKey: ['account', 'invite-info', sid],
    queryFn: ({ signal }) => signupApi.inviteInfo(sid ?? '', signal),
    enabled: sid !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** The last sign-up step: the account is created, and its session starts as a login's would. */
export function useSignupComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupCompleteBody) => signupApi.complete(body),
    onSuccess: (result) => {
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserKey(result.access_token), result.user);
      sessionStore.setToken(result.access_token);
    },
  });
}
