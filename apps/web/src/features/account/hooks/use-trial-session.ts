import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http';
import { trialApi } from '../api/trial-api';
import { sessionStore } from '../state/session-store';

export type TrialSession = { ready: boolean; failed: Error | null; retry: () => void };

/**
 * The trial pages' one way in (the entry /ai/medical and the medical inquiry gate): anyone signed in (a full
 * account or a live trial) goes on with that session; a stale stored token is dropped first; a visitor gets a
 * temporary user from `start`. One run per attempt: a development double effect must not mint a second trial.
 */
export function useTrialSession(start: () => Promise<unknown>): TrialSession {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const running = useRef(-1);
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
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
      await startRef.current();
      setReady(true);
    };
    enter().catch((error: unknown) => setFailed(error instanceof Error ? error : new Error(String(error))));
  }, [attempt]);

  const retry = useCallback(() => {
    setFailed(null);
    setAttempt((n) => n + 1);
  }, []);
  return { ready, failed, retry };
}
