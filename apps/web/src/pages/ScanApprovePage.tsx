import { scanSecretFromHash } from '@prowrite/contracts';
import { Result } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ScanApprove, useAccessToken } from '../features/account';

/** The secret waits here while the user signs in (never in the address of the login page, or a server log). */
const PENDING_SECRET_KEY = 'prowrite.scanSecret';

function takeSecret(hash: string): string | null {
  const fromHash = scanSecretFromHash(hash);
  if (fromHash) {
    sessionStorage.setItem(PENDING_SECRET_KEY, fromHash);
    // Out of the address bar and history: the secret is single use and the page may be shared or reloaded.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromHash;
  }
  return sessionStorage.getItem(PENDING_SECRET_KEY);
}

/**
 * /scan-login#k=<secret>: the URL in the login page's QR code, opened on a phone. Without a session the user
 * signs in first and comes back here; the secret is kept in this tab's session storage meanwhile.
 */
export function ScanApprovePage() {
  const { t } = useTranslation();
  const token = useAccessToken();
  const { hash } = useLocation();
  const [secret, setSecret] = useState(() => takeSecret(hash));
  // Another QR code opened while this page shows (only the fragment changes: the page is not loaded again).
  useEffect(() => {
    if (scanSecretFromHash(hash)) setSecret(takeSecret(hash));
  }, [hash]);
  const finished = useCallback(() => sessionStorage.removeItem(PENDING_SECRET_KEY), []);

  if (!secret) {
    return (
      <Result status="warning" title={t('scanApprove.error.invalid')} data-testid="scan-approve-error" />
    );
  }
  if (!token) return <Navigate to={`/login?type=0&redirect=${encodeURIComponent('/scan-login')}`} replace />;
  return (
    <main className="pw-scan-approve">
      <ScanApprove key={secret} secret={secret} onFinished={finished} />
    </main>
  );
}
