import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/account-api';
import { sessionStore } from '../state/session-store';

/**
 * The trial user's call to sign up, in the header: ends the trial's session here (the browser keeps its trial
 * id, so the trial page gives the same user and its works back while it lives) and opens the sign-up page,
 * which a signed-in visitor could not use. A full page load: nothing of the trial stays in memory.
 */
export function TrialSignupCta() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const signUp = async () => {
    const token = sessionStore.getToken();
    setPending(true);
    try {
      if (token) await accountApi.logout(token);
    } catch {
      // The session ends with the trial anyway; leaving locally is what matters.
    }
    sessionStore.clear('logout');
    window.location.assign('/signup');
  };
  return (
    <span className="pw-trial-cta">
      <span className="pw-trial-badge">{t('trial.badge')}</span>
      <button
        type="button"
        className="pw-header-button pw-trial-signup"
        data-testid="trial-signup"
        disabled={pending}
        onClick={() => void signUp()}
      >
        {t('trial.signup')}
      </button>
    </span>
  );
}
