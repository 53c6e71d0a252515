import { ErrorCode } from '@prowrite/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton';
import { HttpError } from '../../../lib/http';

/**
 * A trial that could not start: over the network's trial limit (429 with its code) the visitor is sent to log
 * in or sign up; any other failure may be retried.
 */
export function TrialStartFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const limited = error instanceof HttpError && error.code === ErrorCode.tempUserLimit;
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f3f5f9' }}>
      <Result
        status={limited ? 'warning' : 'error'}
        title={
          <span data-testid="trial-entry-error">
            {t(limited ? 'trialEntry.limit.title' : 'trialEntry.failed.title')}
          </span>
        }
        subTitle={limited ? t('trialEntry.limit.body') : error.message}
        extra={[
          <LinkButton key="login" to="/login" type={limited ? 'primary' : 'default'}>
            {t('trialEntry.toLogin')}
          </LinkButton>,
          ...(limited
            ? []
            : [
                <Button key="retry" type="primary" onClick={onRetry}>
                  {t('common.retry')}
                </Button>,
              ]),
        ]}
      />
    </div>
  );
}
