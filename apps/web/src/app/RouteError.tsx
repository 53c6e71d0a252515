import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last resort for a screen that failed to render or load (often a stale chunk right after an update, which a
 * reload fixes). Kept free of heavy components because it must work when code is failing to load.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <div className="pw-route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      {detail ? <pre>{detail}</pre> : null}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
