import { TrialStartFailed, useMedicalTrialStart, useTrialSession } from '../../features/account';
import { FullPageSpin, RequireAuth } from './RequireAuth';

/**
 * The medical inquiry (/medpilot) is a trial page: a visitor is not sent to /login but given a temporary user's
 * session for it (GET /api/user/temp-medical-token, sent anonymously so an old token never makes it a 409).
 * Then it is RequireAuth as everywhere.
 */
export function MedicalTrialGate() {
  const start = useMedicalTrialStart();
  const { ready, failed, retry } = useTrialSession(() => start.mutateAsync(true));
  if (ready) return <RequireAuth />;
  if (!failed) return <FullPageSpin />;
  return <TrialStartFailed error={failed} onRetry={retry} />;
}
