import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpin } from '../app/guards/RequireAuth';
import { TrialStartFailed, trialFingerprint, useTrialSession, useTrialStart } from '../features/account';

/** Where a trial lands: the works (articles and decks), the trial's writing area. */
const TRIAL_HOME = '/works';

/**
 * /ai/medical (and /medical): the trial site's entry, the one place a visitor becomes a temporary user. Anyone
 * already signed in (a registered user or a live trial) goes on with that session; a stale stored token is
 * dropped first. Pages that need a login never start a trial themselves: they send a visitor to /login.
 */
export function TrialEntryPage() {
  const navigate = useNavigate();
  const start = useTrialStart();
  const { ready, failed, retry } = useTrialSession(() => start.mutateAsync(trialFingerprint()));

  useEffect(() => {
    if (ready) void navigate(TRIAL_HOME, { replace: true });
  }, [ready, navigate]);

  if (!failed) return <FullPageSpin />;
  return <TrialStartFailed error={failed} onRetry={retry} />;
}
