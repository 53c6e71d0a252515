import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The trial user's call to sign up, in the header of every trial page (works, medical inquiry): opens the
 * sign-up that keeps the trial (decision 0069), with the trial's session still signed in.
 */
export function TrialSignupCta() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <span className="pw-trial-cta">
      <span className="pw-trial-badge">{t('trial.badge')}</span>
      <button
        type="button"
        className="pw-header-button pw-trial-signup"
        data-testid="trial-signup"
        title={t('trial.keep.cta')}
        onClick={() => void navigate('/signup?keep_trial=1')}
      >
        {t('trial.keep.cta')}
      </button>
    </span>
  );
}
