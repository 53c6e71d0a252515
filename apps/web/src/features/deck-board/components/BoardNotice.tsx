import { REPORT_STATUS } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '../../../app/lazy/LazyResult';

/** The empty-result notice: status 3 has its own text, everything else the generic one. */
export function BoardNotice({ reportStatus, errMsg }: { reportStatus: number; errMsg: string }) {
  const { t } = useTranslation();
  const noNew = reportStatus === REPORT_STATUS.noNewContent;
  return (
    <div className="pw-board-notice" data-testid="deck-empty">
      <LazyResult
        status={reportStatus === REPORT_STATUS.failed ? 'warning' : 'info'}
        title={noNew ? t('deck.empty.noNewContent') : t('deck.empty.noContent')}
        subTitle={reportStatus === REPORT_STATUS.failed && errMsg ? errMsg : undefined}
      />
    </div>
  );
}
