import { useEffect, useRef, useState } from 'react';
import { sessionStore, TrialStartFailed, trialApi, useMedicalTrialStart } from '../../features/account';
import { HttpError } from '../../lib/http';
import { FullPageSpin, RequireAuth } from './RequireAuth';

/**
 * The medical inquiry (/medpilot) is a trial page: a visitor is not sent to /login but given a temporary user's
 * session for it (GET /api/user/temp-medical-token). Anyone signed in (a registered account or a live trial)
 * goes on with that session; a stale stored token is dropped first. Then it is RequireAuth as everywhere.
 */
export function MedicalTrialGate() {
  const start = useMedicalTrialStart();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const running = useRef(-1);

  useEffect(() => {
    // One run per attempt (a development double effect must not mint a second trial).
    if (running.current === attempt) return;
    running.current = attempt;
    const enter = async () => {
      if (sessionStore.getToken() !== null) {
        try {
          await trialApi.sessionUser();
          setReady(true);
          return;
        } catch (error) {
          if (!(error instanceof HttpError && error.status === 401)) throw error;
          sessionStore.clear('expired');
        }
      }
      await start.mutateAsync(true);
      setReady(true);
    };
    enter().catch((error: unknown) => setFailed(error instanceof Error ? error : new Error(String(error))));
  }, [attempt, start.mutateAsync]);

  if (ready) return <RequireAuth />;
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
