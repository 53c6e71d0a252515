import { LOGIN_METHODS } from '@prowrite/contracts';
import { Empty, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CodeLoginForm } from './CodeLoginForm';
import { LoginForm } from './LoginForm';

type Method = keyof typeof LOGIN_METHODS;
const ORDER: Method[] = ['sms', 'email', 'account', 'scan'];

/** `?type=` by number (0 account, 1 sms, 2 email, 3 scan) or name; sms by default (spec 2.4). */
export function methodFromQuery(type: string | null): Method {
  if (type === null) return 'sms';
  const byNumber = ORDER.find((m) => String(LOGIN_METHODS[m]) === type);
  return byNumber ?? (ORDER.includes(type as Method) ? (type as Method) : 'sms');
}

/** The login methods, switched in place; the choice is kept in `?type=` so a reload stays on it. */
export function LoginMethods() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const method = methodFromQuery(params.get('type'));
  return (
    <>
      <Segmented<Method>
        block
        value={method}
        onChange={(m) =>
          setParams(
            (p) => {
              p.set('type', String(LOGIN_METHODS[m]));
              return p;
            },
            { replace: true },
          )
        }
        options={ORDER.map((m) => ({
          value: m,
          label: <span data-testid={`login-method-${m}`}>{t(`login.method.${m}`)}</span>,
        }))}
        style={{ marginBottom: 20 }}
      />
      {method === 'account' ? <LoginForm /> : null}
      {method === 'sms' || method === 'email' ? <CodeLoginForm key={method} channel={method} /> : null}
      {method === 'scan' ? (
        <Empty description={t('login.scan.unavailable')} data-testid="login-scan-unavailable" />
      ) : null}
    </>
  );
}
