import { lazy } from 'react';

export {
  prefetchCurrentUser,
  useAccessToken,
  useCurrentUser,
  useSwitchAccount,
  useSwitchList,
  useMedicalTrialStart,
  useTrialStart,
} from './hooks/use-session';
export { trialApi } from './api/trial-api';
export { useTrialSession } from './hooks/use-trial-session';
export { useRegion } from './hooks/use-region';
export { useTrialMerge } from './hooks/use-trial-merge';
export { TrialKeepSignup } from './components/TrialKeepSignup';
export { isTrialUser, trialFingerprint } from './utils/trial-user';
export { partnerReturnUrl, withPartnerToken } from './utils/partner-return';
export { TrialSignupCta } from './components/TrialSignupCta';
export { TrialStartFailed } from './components/TrialStartFailed';
export { CurrentUserContext, useUser } from './state/current-user';
export { sessionStore } from './state/session-store';
export { useLogout } from './hooks/use-logout';
export { initials } from './utils/initials';
export { RoleTag } from './components/RoleTag';
export { UserAvatar } from './components/UserAvatar';
export { LoginForm } from './components/LoginForm';
export { LoginMethods } from './components/LoginMethods';
export { AuthPageFrame } from './components/AuthPageFrame';
export { SsoLogin } from './components/SsoLogin';
export { ScanApprove } from './components/ScanApprove';
export { SignupFlow } from './components/SignupFlow';
export { PhoneNumberField } from './components/PhoneNumberField';

/** `RoleTag` loaded on first render (antd's Tag comes with an open menu, not with the frame). */
export const LazyRoleTag = lazy(async () => ({ default: (await import('./components/RoleTag')).RoleTag }));

/** The trial role's welcome, downloaded only by trial users (antd's Modal is not part of the frame). */
export const LazyTrialWelcomeDialog = lazy(async () => ({
  default: (await import('./components/TrialWelcomeDialog')).TrialWelcomeDialog,
}));
