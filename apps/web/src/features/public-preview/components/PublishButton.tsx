import { CopyOutlined, ExportOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicApi } from '../api/public-api';
import { publicPreviewUrl } from '../utils/public-link';

/**
 * Board header button: publishes the deck (POST publish; the same link every time) and shows the public
 * read-only link to copy or open.
 */
export function PublishButton({ workId, disabled }: { workId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [link, setLink] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: () => publicApi.publish(workId),
    onSuccess: (pair) => setLink(publicPreviewUrl(window.location.origin, pair.ppt_id, pair.reportId)),
  });

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
    <>
      <Button
        icon={<ShareAltOutlined />}
        loading={publish.isPending}
        disabled={disabled}
        onClick={() => publish.mutate()}
        data-testid="publish-open"
      >
        {t('publish.button')}
      </Button>
      <Modal
        open={link !== null}
        title={t('publish.title')}
        onCancel={() => setLink(null)}
        footer={null}
        destroyOnHidden
      >
        <p>{t('publish.body')}</p>
        <Space.Compact block>
          <Input readOnly value={link ?? ''} data-testid="publish-link" onFocus={(e) => e.target.select()} />
          <Button icon={<CopyOutlined />} onClick={copy} data-testid="publish-copy">
            {t('publish.copy')}
          </Button>
          <Button
            icon={<ExportOutlined />}
            href={link ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('publish.openLink')}
          </Button>
        </Space.Compact>
      </Modal>
    </>
  );
}
