import { DesktopOutlined, QrcodeOutlined } from '@ant-design/icons';
import { LOGIN_METHODS } from '@prowrite/contracts';
import { Segmented, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CodeLoginForm } from './CodeLoginForm';
import { LoginForm } from './LoginForm';

type Method = keyof typeof LOGIN_METHODS;
const ORDER: Method[] = ['sms', 'email', 'account', 'scan'];
/** The methods in the switcher; scan is reached by the corner icon instead (it swaps with account). */
const SWITCHER: Method[] = ['sms', 'email', 'account'];

// The QR view (and its QR library) loads only when it opens.
const ScanLogin = lazy(async () => ({ default: (await import('./ScanLogin')).ScanLogin }));

/** `?type=` by number (0 account, 1 sms, 2 email, 3 scan) or name; sms by default. */
export function methodFromQuery(type: string | null): Method {
  if (type === null) return 'sms';
  const byNumber = ORDER.find((m) => String(LOGIN_METHODS[m]) === type);
  return byNumber ?? (ORDER.includes(type as Method) ? (type as Method) : 'sms');
}

/** Business paths (a bot's login: `bot_id` and `target`) and phones offer no scan: there is nothing to scan with. */
export function scanOffered(params: URLSearchParams, mobile: boolean): boolean {
  return !mobile && !(params.has('bot_id') && params.has('target'));
}

const MOBILE_QUERY = '(max-width: 767px)';
function subscribeMobile(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function useMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * The login methods, switched in place; the choice is kept in `?type=` so a reload stays on it. Scan and
 * account swap by the corner icon, except on business paths and phones, where scan is not offered.
 */
export function LoginMethods() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const withScan = scanOffered(params, useMobile());
  const asked = methodFromQuery(params.get('type'));
  const method: Method = asked === 'scan' && !withScan ? 'account' : asked;
  const choose = (m: Method) =>
    setParams(
      (p) => {
        p.set('type', String(LOGIN_METHODS[m]));
        return p;
      },
      { replace: true },
    );
  const toScan = method !== 'scan';
  return (
    <div className="pw-login-methods">
      {withScan ? (
        <Tooltip title={toScan ? t('login.scan.toScan') : t('login.scan.toAccount')} placement="left">
          <button
            type="button"
            className="pw-login-swap"
            onClick={() => choose(toScan ? 'scan' : 'account')}
            aria-label={toScan ? t('login.scan.toScan') : t('login.scan.toAccount')}
            data-testid={toScan ? 'login-method-scan' : 'login-method-scan-back'}
          >
            {toScan ? <QrcodeOutlined /> : <DesktopOutlined />}
          </button>
        </Tooltip>
      ) : null}
      {method === 'scan' ? (
        <Suspense fallback={<Spin />}>
          <ScanLogin />
        </Suspense>
      ) : (
        <>
          <Segmented<Method>
            block
            value={method}
            onChange={choose}
            options={SWITCHER.map((m) => ({
              value: m,
              label: <span data-testid={`login-method-${m}`}>{t(`login.method.${m}`)}</span>,
            }))}
            style={{ marginBottom: 20 }}
          />
          {method === 'account' ? <LoginForm /> : null}
          {method === 'sms' || method === 'email' ? <CodeLoginForm key={method} channel={method} /> : null}
        </>
      )}
    </div>
  );
}
