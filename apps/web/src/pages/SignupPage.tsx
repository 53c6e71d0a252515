import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthPageFrame, SignupFlow, sessionStore, TrialKeepSignup } from '../features/account';

/**
 * /signup: sign-up by invitation, also the invitation link's page (`?sid=`, or `invite_id`). A visitor
 * already signed in goes into the app, as on /login; a trial user with `?keep_trial=1` signs up keeping its trial.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sid = params.get('sid') ?? params.get('invite_id');
  // Decided once: the sign-up's own last step signs in and then navigates to the workbench itself.
  const [startedSignedIn] = useState(() => sessionStore.getToken() !== null);
  // A trial user signing up keeps its trial (decision 0069): the one signed-in caller this page serves.
  if (startedSignedIn && params.get('keep_trial') === '1') {
    return (
      <AuthPageFrame titleId="signup-title" title={t('trial.keep.title')}>
        <TrialKeepSignup />
      </AuthPageFrame>
    );
  }
  if (startedSignedIn) return <Navigate to="/" replace />;
  return (
    <AuthPageFrame titleId="signup-title" title={t(sid ? 'signup.invite.title' : 'signup.title')}>
      <SignupFlow sid={sid} onInviteCode={(code) => setParams({ sid: code })} />
      <p className="pw-login-hint">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.toLogin')}</Link>
      </p>
    </AuthPageFrame>
  );
}
