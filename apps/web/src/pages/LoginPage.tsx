import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginMethods, LoginShowcase, SsoLogin } from '../features/account';
import { LanguageSwitch } from '../features/locale';

/** /login: the four methods of spec 2.4 (scan shows that it is not available yet), and SSO when configured. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="pw-login">
      <LoginShowcase />
      <main className="pw-login-main">
        <div className="pw-login-topbar">
          <LanguageSwitch variant="outlined" />
        </div>
        <div className="pw-login-center">
          <section className="pw-login-card" aria-labelledby="login-title">
            <h2 id="login-title">{t('login.title')}</h2>
            <p className="pw-login-subtitle">{t('login.subtitle')}</p>
            <LoginMethods />
            <SsoLogin />
            <p className="pw-login-hint">{t('login.noAccount')}</p>
            <p className="pw-login-signup">
              <Link to="/signup" data-testid="login-signup-link">
                {t('login.signupLink')}
              </Link>
            </p>
          </section>
        </div>
      </main>
    </div>
  );
}
