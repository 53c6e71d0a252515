import { Navigate, Outlet } from 'react-router';
import { useUser } from '../../features/account';

/** Administrators only (spec 6: console needs the admin check); others see the no-permission page. */
export function RequireAdmin() {
  const user = useUser();
  return user.type === 'admin' ? <Outlet /> : <Navigate to="/no-permission" replace />;
}
