import { Button, Card, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../components/LinkButton';
import { isTrialUser, partnerReturnUrl, trialApi, useUser, withPartnerToken } from '../features/account';

const pageStyle = {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  background: '#f3f5f9',
} as const;

/**
 * /partner-auth?redirect_uri=&partner_id=: a partner page asks who the signed-in user is. The user sees which site asks and
 * confirms; the page then fetches a single-use partner token and returns to the partner with `?token=`, which
 * the partner's server exchanges once (POST /basicauth/partner/verify). Nothing is sent without the click, so
 * a link alone cannot hand the user's identity to a site. A trial user has no identity to give (the server
 * refuses it too) and is offered a sign-up instead.
 */
export function PartnerAuthPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [params] = useSearchParams();
  const target = partnerReturnUrl(params.get('redirect_uri'));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (isTrialUser(user)) {
    return (
      <div style={pageStyle}>
        <Result
          status="info"
          title={<span data-testid="partner-auth-trial">{t('partnerAuth.trial.title')}</span>}
          subTitle={t('partnerAuth.trial.body')}
          extra={<LinkButton to="/">{t('common.backHome')}</LinkButton>}
        />
      </div>
    );
  }
  if (!target) {
    return (
      <div style={pageStyle}>
        <Result
          status="warning"
          title={<span data-testid="partner-auth-invalid">{t('partnerAuth.invalid.title')}</span>}
          subTitle={t('partnerAuth.invalid.body')}
          extra={<LinkButton to="/">{t('common.backHome')}</LinkButton>}
        />
      </div>
    );
  }

  const allow = async () => {
    setPending(true);
    setError(null);
    try {
      // The token is minted for the partner named (when the server registers partners, only it can use it).
      const { token } = await trialApi.partnerToken(params.get('partner_id') ?? undefined);
      window.location.assign(withPartnerToken(target, token));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  return (
    <div style={pageStyle}>
      <Card style={{ maxWidth: 460 }} title={t('partnerAuth.title')}>
        <p data-testid="partner-auth-host">{t('partnerAuth.asks', { host: target.host })}</p>
        <p>{t('partnerAuth.shares', { name: user.name, team: user.team_name })}</p>
        {error && (
          <p role="alert" style={{ color: '#cf1322' }}>
            {error}
          </p>
        )}
        <Space>
          <Button
            type="primary"
            loading={pending}
            data-testid="partner-auth-allow"
            onClick={() => void allow()}
          >
            {t('partnerAuth.allow')}
          </Button>
          <LinkButton to="/">{t('common.cancel')}</LinkButton>
        </Space>
      </Card>
    </div>
  );
}
