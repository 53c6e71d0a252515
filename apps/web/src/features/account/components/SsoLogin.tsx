import { SafetyCertificateOutlined } from '@ant-design/icons';
import { SSO_CODE_PARAM, SSO_ERROR_PARAM, type SsoErrorReason } from '@prowrite/contracts';
import { Alert, Button, Divider } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSsoConfig, useSsoExchange } from '../hooks/use-session';

const REASONS: readonly SsoErrorReason[] = ['state', 'provider', 'token', 'team', 'unavailable'];

/**
 * Single sign-on on the login page: the button (only when the server has SSO configured) leaves for the
 * provider through `/api/sso/oidc/start`; back from it, `?sso_code=` is exchanged once for a session (then
 * removed from the address) and `?sso_error=` shows why the sign-in was refused.
 */
export function SsoLogin() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const config = useSsoConfig();
  const exchange = useSsoExchange();
  const code = params.get(SSO_CODE_PARAM);
  const reason = params.get(SSO_ERROR_PARAM);
  const exchanged = useRef(false);

  useEffect(() => {
    if (!code || exchanged.current) return;
    exchanged.current = true;
    // The code is single use: it leaves the address (and history) before it is spent.
    setParams(
      (p) => {
        p.delete(SSO_CODE_PARAM);
        return p;
      },
      { replace: true },
    );
    exchange.mutate(code);
  }, [code, exchange, setParams]);

  // An unknown reason (a hand-made address) reads as the generic verification failure.
  const refused: SsoErrorReason | null = reason ? (REASONS.find((r) => r === reason) ?? 'token') : null;
  const error: string | null = exchange.isError
    ? t('login.sso.error.exchange')
    : refused
      ? t(`login.sso.error.${refused}`)
      : null;

  if (!config.data?.oidc && !error && !exchange.isPending) return null;
  return (
    <div data-testid="sso-login">
      <Divider plain>{t('login.sso.divider')}</Divider>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="sso-error" />
      ) : null}
      {config.data?.oidc ? (
        <Button
          block
          size="large"
          icon={<SafetyCertificateOutlined />}
          href="/api/sso/oidc/start"
          loading={exchange.isPending}
          data-testid="sso-login-button"
        >
          {exchange.isPending ? t('login.sso.signingIn') : t('login.sso.button')}
        </Button>
      ) : null}
    </div>
  );
}
