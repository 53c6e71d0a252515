import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAccessToken } from '../../features/account';
import { safeRedirect } from './redirect';

/** The login screen: a logged-in user goes on into the app (to the remembered page, if any). */
export function GuestOnly() {
  const token = useAccessToken();
  const [params] = useSearchParams();
  if (token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
