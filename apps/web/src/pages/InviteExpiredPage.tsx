import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../components/LinkButton';

/**
 * /invite-expired (code 170006): the invitation can no longer be used. Only the inviter can send a new one,
 * so the page says whom to ask, and offers the login for those who already have an account.
 */
export function InviteExpiredPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const used = params.get('reason') === 'used';
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f3f5f9' }}>
      <Result
        status="warning"
        title={
          <span data-testid="invite-expired-title">
            {t(used ? 'inviteExpired.usedTitle' : 'inviteExpired.title')}
          </span>
        }
        subTitle={t('inviteExpired.body')}
        extra={[
          <LinkButton key="login" to="/login" type="primary" data-testid="invite-expired-login">
            {t('inviteExpired.toLogin')}
          </LinkButton>,
          <LinkButton key="code" to="/signup">
            {t('inviteExpired.haveNewCode')}
          </LinkButton>,
        ]}
      />
    </div>
  );
}
