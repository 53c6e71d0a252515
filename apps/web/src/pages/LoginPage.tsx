import { useTranslation } from 'react-i18next';
import { LoginForm, LoginShowcase } from '../features/account';
import { LanguageSwitch } from '../features/locale';

/**
 * /login. Only the account method exists so far (spec 2.4 lists sms, email and scan too); the method switch
 * appears once there is more than one method to switch to.
 */
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
            <LoginForm />
            <p className="pw-login-hint">{t('login.noAccount')}</p>
          </section>
        </div>
      </main>
    </div>
  );
}
