import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpin } from '../app/guards/RequireAuth';
import {
  sessionStore,
  TrialStartFailed,
  trialApi,
  trialFingerprint,
  useTrialStart,
} from '../features/account';
import { HttpError } from '../lib/http';

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
  const [failed, setFailed] = useState<HttpError | Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const running = useRef(-1);

  useEffect(() => {
    // One run per attempt (a development double effect must not mint a second session).
    if (running.current === attempt) return;
    running.current = attempt;
    const enter = async () => {
      if (sessionStore.getToken() !== null) {
        try {
          await trialApi.sessionUser();
          void navigate(TRIAL_HOME, { replace: true });
          return;
        } catch (error) {
          if (!(error instanceof HttpError && error.status === 401)) throw error;
          sessionStore.clear('expired');
        }
      }
      await start.mutateAsync(trialFingerprint());
      void navigate(TRIAL_HOME, { replace: true });
    };
    enter().catch((error: unknown) => setFailed(error instanceof Error ? error : new Error(String(error))));
  }, [attempt, navigate, start.mutateAsync]);

  if (!failed) return <FullPageSpin />;
  return (
    <TrialStartFailed
      error={failed}
      onRetry={() => {
        setFailed(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
