import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthPageFrame, SignupFlow, sessionStore } from '../features/account';

/**
 * /signup: sign-up by invitation, also the invitation link's page (`?sid=`, or `invite_id`). A visitor
 * already signed in goes into the app, as on /login.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sid = params.get('sid') ?? params.get('invite_id');
  // Decided once: the sign-up's own last step signs in and then navigates to the workbench itself.
  const [startedSignedIn] = useState(() => sessionStore.getToken() !== null);
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
