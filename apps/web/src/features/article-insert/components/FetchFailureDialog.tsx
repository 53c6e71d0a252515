import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The link fetch found nothing: the user may change the link or try again. */
export function FetchFailureDialog({
  open,
  kind,
  onRetry,
  onClose,
}: {
  open: boolean;
  kind: 'image' | 'video';
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('label.tips')}
      onCancel={onClose}
      width={420}
      centered
      footer={[
        <Button key="ok" onClick={onClose} data-testid="fetch-failure-ok">
          {t('insert.link.iSee')}
        </Button>,
        <Button key="retry" type="primary" onClick={onRetry} data-testid="fetch-failure-retry">
          {t('common.retry')}
        </Button>,
      ]}
    >
      <p data-testid="fetch-failure-text">
        {t(kind === 'video' ? 'insert.link.videoFailed' : 'insert.link.imageFailed')}
      </p>
    </Modal>
  );
}
