import { ReloadOutlined } from '@ant-design/icons';
import { type ScanLoginCreated, type ScanLoginEvent, scanApproveUrl } from '@prowrite/contracts';
import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanLoginApi } from '../api/scan-login-api';
import { useScanExchange } from '../hooks/use-session';

/** What the QR view shows: the server's states, plus creating the QR code and failures of this page. */
type View = 'creating' | 'pending' | 'scanned' | 'approved' | 'rejected' | 'expired' | 'failed';

const QR_SIZE = 192;

const STATUS_KEYS = {
  creating: 'login.scan.creating',
  pending: 'login.scan.waiting',
  scanned: 'login.scan.scanned',
  approved: 'login.scan.approved',
  rejected: 'login.scan.rejected',
  expired: 'login.scan.expired',
  failed: 'login.scan.failed',
} as const satisfies Record<View, string>;

/** The QR code of `text` as a PNG data URL (`qrcode` is loaded only when the scan view opens). */
async function qrDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: QR_SIZE });
}

/**
 * Login method 3: a QR code of a pending scan login. The page follows the login by server push: scanned
 * (confirm on the phone), refused, expired (a new code on request), or approved, when its one-time ticket
 * is exchanged for a session and the login route's guard moves on.
 */
export function ScanLogin() {
  const { t } = useTranslation();
  const exchange = useScanExchange();
  const [view, setView] = useState<View>('creating');
  const [login, setLogin] = useState<ScanLoginCreated | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const watching = useRef<AbortController | null>(null);
  const exchangeRef = useRef(exchange.mutate);
  exchangeRef.current = exchange.mutate;

  const start = useCallback(async () => {
    watching.current?.abort();
    const controller = new AbortController();
    watching.current = controller;
    setView('creating');
    setQr(null);
    try {
      const created = await scanLoginApi.create();
      const url = scanApproveUrl(window.location.origin, created.secret);
      const image = await qrDataUrl(url);
      if (controller.signal.aborted) return;
      setLogin(created);
      setQr(image);
      setView('pending');
      const onEvent = (event: ScanLoginEvent) => {
        if (controller.signal.aborted) return;
        if (event.state === 'approved') {
          setView('approved');
          exchangeRef.current({ id: created.id, ticket: event.ticket });
        } else if (event.state === 'used') {
          setView('expired');
        } else {
          setView(event.state);
        }
      };
      await scanLoginApi.watch(created, onEvent, controller.signal);
    } catch {
      if (!controller.signal.aborted) setView('failed');
    }
  }, []);

  useEffect(() => {
    void start();
    return () => watching.current?.abort();
  }, [start]);

  const approveUrl = login ? scanApproveUrl(window.location.origin, login.secret) : undefined;
  const dimmed = view !== 'pending';
  const failed = view === 'failed' || exchange.isError;
  const canRefresh = view === 'expired' || view === 'rejected' || failed;

  return (
    <div className="pw-scan-login" data-testid="scan-login" data-state={failed ? 'failed' : view}>
      <div className="pw-scan-qr" data-approve-url={approveUrl} data-testid="scan-qr">
        {qr ? (
          <img
            src={qr}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={t('login.scan.qrAlt')}
            className={dimmed ? 'pw-dim' : ''}
          />
        ) : (
          <Spin />
        )}
        {canRefresh ? (
          <Button
            className="pw-scan-refresh"
            type="primary"
            icon={<ReloadOutlined />}
            onClick={() => void start()}
            data-testid="scan-refresh"
          >
            {t('login.scan.refresh')}
          </Button>
        ) : null}
      </div>
      <p className="pw-scan-status" data-testid="scan-status" aria-live="polite">
        {t(STATUS_KEYS[failed ? 'failed' : view])}
      </p>
      {view === 'rejected' ? <Alert type="warning" showIcon title={t('login.scan.rejectedHint')} /> : null}
      {approveUrl && view === 'pending' ? (
        <a
          className="pw-scan-link"
          href={approveUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="scan-open-here"
        >
          {t('login.scan.openHere')}
        </a>
      ) : null}
    </div>
  );
}
