import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPageFrame, LoginMethods, SsoLogin } from '../features/account';

/** /login: the four login methods (account, sms, email, scan by the corner icon), and SSO when configured. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame titleId="login-title" title={t('login.title')}>
      <p className="pw-login-subtitle">{t('login.subtitle')}</p>
      <LoginMethods />
      <SsoLogin />
      <p className="pw-login-hint">{t('login.noAccount')}</p>
      <p className="pw-login-signup">
        <Link to="/signup" data-testid="login-signup-link">
          {t('login.signupLink')}
        </Link>
      </p>
    </AuthPageFrame>
  );
}
