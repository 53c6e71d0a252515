import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CurrentUserContext, sessionStore, useAccessToken, useCurrentUser } from '../../features/account';
import { HttpError } from '../../lib/http';
import { LazyResult } from '../lazy/LazyResult';
import { loginPathFor } from './redirect';

export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}

/** Screens behind it need a session: without one the user goes to /login and comes back here afterwards. */
export function RequireAuth() {
  const { t } = useTranslation();
  const token = useAccessToken();
  const location = useLocation();
  const me = useCurrentUser();

  if (!token) {
    // After "Exit" start afresh; after an expired session or a direct visit, come back here.
    const target = sessionStore.lastEnd() === 'logout' ? '/login' : loginPathFor(location);
    return <Navigate to={target} replace />;
  }
  if (me.data) {
    return (
      <CurrentUserContext.Provider value={me.data}>
        <Outlet />
      </CurrentUserContext.Provider>
    );
  }
  // A 401 is handled by the HTTP client (session dropped, back to /login); wait for that.
  if (me.isPending || (me.error instanceof HttpError && me.error.status === 401)) return <FullPageSpin />;
  return (
    <LazyResult
      status="error"
      title={t('account.loadFailed')}
      subTitle={me.error?.message}
      extra={
        <Button type="primary" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
