import { ErrorCode, type ScanLoginScanResult } from '@prowrite/contracts';
import { Alert, Button, Descriptions, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { scanLoginApi } from '../api/scan-login-api';
import './login.css';

/** The two phrases the browser line is made of, already in the UI's language. */
type BrowserPhrases = { unknown: string; onSystem: (browser: string, system: string) => string };

/** "Chrome on Windows" in the UI's language; what the User-Agent does not tell reads as unknown. */
function browserText(requester: ScanLoginScanResult['requester'], phrases: BrowserPhrases): string {
  const browser = requester.browser || phrases.unknown;
  return requester.system ? phrases.onSystem(browser, requester.system) : browser;
}

type Stage =
  | { kind: 'loading' }
  | { kind: 'ask'; info: ScanLoginScanResult }
  | { kind: 'deciding'; info: ScanLoginScanResult; approving: boolean }
  | { kind: 'done'; approved: boolean }
  | { kind: 'error'; reason: 'expired' | 'taken' | 'invalid' | 'failed' };

function reasonOf(error: unknown): 'expired' | 'taken' | 'invalid' | 'failed' {
  if (!(error instanceof HttpError)) return 'failed';
  if (error.code === ErrorCode.scanLoginExpired) return 'expired';
  if (error.code === ErrorCode.scanLoginTaken) return 'taken';
  if (error.code === ErrorCode.scanLoginInvalid || error.status === 400) return 'invalid';
  return 'failed';
}

/**
 * The phone's side of scan login: marks the login scanned, shows who is asking (browser, address, time; a
 * warning when the request comes from another network) and lets the user approve or refuse it.
 */
export function ScanApprove({ secret, onFinished }: { secret: string; onFinished: () => void }) {
  const { t, i18n } = useTranslation();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const scanned = useRef(false);

  useEffect(() => {
    if (scanned.current) return;
    scanned.current = true;
    scanLoginApi
      .scan(secret)
      .then((info) => setStage({ kind: 'ask', info }))
      .catch((error: unknown) => {
        onFinished();
        setStage({ kind: 'error', reason: reasonOf(error) });
      });
  }, [secret, onFinished]);

  const decide = async (info: ScanLoginScanResult, approving: boolean) => {
    setStage({ kind: 'deciding', info, approving });
    try {
      await (approving ? scanLoginApi.approve(secret) : scanLoginApi.reject(secret));
      setStage({ kind: 'done', approved: approving });
    } catch (error) {
      setStage({ kind: 'error', reason: reasonOf(error) });
    } finally {
      onFinished();
    }
  };

  if (stage.kind === 'loading') return <Spin size="large" />;
  if (stage.kind === 'error') {
    return (
      <Result
        status="warning"
        title={t(`scanApprove.error.${stage.reason}`)}
        data-testid="scan-approve-error"
        data-reason={stage.reason}
      />
    );
  }
  if (stage.kind === 'done') {
    return (
      <Result
        status={stage.approved ? 'success' : 'info'}
        title={stage.approved ? t('scanApprove.approved') : t('scanApprove.refused')}
        data-testid="scan-approve-done"
        data-approved={String(stage.approved)}
      />
    );
  }
  const { info } = stage;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(info.requester.created_at * 1000),
  );
  const busy = stage.kind === 'deciding';
  return (
    <div data-testid="scan-approve">
      <h2>{t('scanApprove.title')}</h2>
      <p>{t('scanApprove.question')}</p>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('scanApprove.browser')}>
          <span data-testid="scan-approve-browser" title={info.requester.user_agent}>
            {browserText(info.requester, {
              unknown: t('scanApprove.unknownBrowser'),
              onSystem: (browser, system) => t('scanApprove.browserOnSystem', { browser, system }),
            })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('scanApprove.address')}>{info.requester.address}</Descriptions.Item>
        <Descriptions.Item label={t('scanApprove.time')}>{when}</Descriptions.Item>
      </Descriptions>
      {info.requester.same_address ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={t('scanApprove.otherNetwork')}
          data-testid="scan-approve-other-network"
        />
      )}
      <p style={{ marginTop: 16 }}>{t('scanApprove.warning')}</p>
      <div className="pw-scan-approve-actions">
        <Button
          type="primary"
          size="large"
          block
          loading={busy && stage.approving}
          disabled={busy}
          onClick={() => void decide(info, true)}
          data-testid="scan-approve-button"
        >
          {t('scanApprove.approve')}
        </Button>
        <Button
          size="large"
          block
          danger
          loading={busy && !stage.approving}
          disabled={busy}
          onClick={() => void decide(info, false)}
          data-testid="scan-reject-button"
        >
          {t('scanApprove.refuse')}
        </Button>
      </div>
    </div>
  );
}
