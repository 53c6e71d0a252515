import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The published deck's public link, to copy or open (loaded with the first publish: see PublishButton). */
export function PublishDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('publish.copied'));
    } catch {
      void message.warning(t('publish.copyFailed'));
    }
  };

  return (
    <Modal open={link !== null} title={t('publish.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <p>{t('publish.body')}</p>
      <Space.Compact block>
        <Input readOnly value={link ?? ''} data-testid="publish-link" onFocus={(e) => e.target.select()} />
        <Button icon={<CopyOutlined />} onClick={copy} data-testid="publish-copy">
          {t('publish.copy')}
        </Button>
        <Button icon={<ExportOutlined />} href={link ?? undefined} target="_blank" rel="noopener noreferrer">
          {t('publish.openLink')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
