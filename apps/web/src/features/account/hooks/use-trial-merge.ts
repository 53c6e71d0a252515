import type { User } from '@prowrite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trialApi } from '../api/trial-api';
import { pendingTrialMerge } from '../utils/pending-trial-merge';
import { isTrialUser } from '../utils/trial-user';

export type TrialMergeState = 'idle' | 'merging' | 'done' | 'failed';

/**
 * After "log in to merge": once a full account is signed in, the trial kept in this tab moves into its team
 * (POST /api/account/trial/merge), and every cached list is read again so the trial's works show.
 */
export function useTrialMerge(user: User): TrialMergeState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TrialMergeState>('idle');
  const started = useRef(false);
  const full = !isTrialUser(user);

  useEffect(() => {
    if (!full || started.current || !pendingTrialMerge.has()) return;
    started.current = true;
    const token = pendingTrialMerge.take();
    if (!token) return;
    setState('merging');
    trialApi
      .merge(token)
      .then(async () => {
        await queryClient.invalidateQueries();
        setState('done');
      })
      .catch(() => setState('failed'));
  }, [full, queryClient]);
  return state;
}
