import type { ArticleComponent } from '@prowrite/contracts';
import { Button, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInsertTabs } from '../hooks/use-insert-tabs';
import { candidateToVideo } from '../utils/candidate';
import { DIALOG_WIDTH } from './ImageDialog';
import { LinkFetchTab } from './LinkFetchTab';
import { MediaUploadTab } from './MediaUploadTab';
import './insert.css';

type ArticleVideo = NonNullable<ArticleComponent['contents'][number]['video']>;

const TABS = ['local', 'link'] as const;

/** Insert a video: local upload (video files only) or a web link. Mounted only while open. */
export function VideoDialog({
  workId,
  onOk,
  onCancel,
}: {
  workId: string;
  onOk: (video: ArticleVideo) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tabs = useInsertTabs(TABS, onCancel);

  const confirm = () => {
    const video = tabs.checked && tabs.canConfirm ? candidateToVideo(tabs.checked) : null;
    if (video) onOk(video);
  };

  return (
    <Modal
      open
      title={t('insert.video.title')}
      width={DIALOG_WIDTH}
      onCancel={tabs.requestClose}
      mask={{ closable: false }}
      className="pw-insert-dialog pw-insert-video"
      footer={[
        <Button key="cancel" onClick={tabs.requestClose} data-testid="insert-dialog-cancel">
          {t('common.cancel')}
        </Button>,
        tabs.hideConfirm ? null : (
          <Button
            key="ok"
            type="primary"
            disabled={!tabs.canConfirm}
            onClick={confirm}
            data-testid="insert-dialog-ok"
          >
            {t('insert.confirm.ok')}
          </Button>
        ),
      ]}
    >
      <Tabs
        activeKey={tabs.active}
        onChange={(key) => tabs.setActive(key as (typeof TABS)[number])}
        items={[
          {
            key: 'local',
            label: <span data-testid="insert-tab-local">{t('insert.tab.local')}</span>,
            children: <MediaUploadTab kind="video" onReport={tabs.reportTo.local} />,
          },
          {
            key: 'link',
            label: <span data-testid="insert-tab-link">{t('insert.tab.link')}</span>,
            children: <LinkFetchTab kind="video" workId={workId} onReport={tabs.reportTo.link} />,
          },
        ]}
      />
    </Modal>
  );
}
