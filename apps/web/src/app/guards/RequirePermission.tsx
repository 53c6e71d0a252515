import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '../../features/account';
import { mayVisit } from './route-permissions';

/**
 * The one permission guard of the signed-in screens: a screen whose read bit the user lacks is not rendered
 * (its calls would only answer 403); the user lands on /no-permission instead.
 */
export function RequirePermission() {
  const user = useUser();
  const { pathname } = useLocation();
  return mayVisit(user.bizchat_auth, pathname) ? <Outlet /> : <Navigate to="/no-permission" replace />;
}
