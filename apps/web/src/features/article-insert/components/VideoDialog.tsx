import type { ArticleComponent } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useInsertTabs } from '../hooks/use-insert-tabs';
import { candidateToVideo } from '../utils/candidate';
import { InsertTabsModal } from './InsertTabsModal';
import { LinkFetchTab } from './LinkFetchTab';
import { MediaUploadTab } from './MediaUploadTab';

type ArticleVideo = NonNullable<ArticleComponent['contents'][number]['video']>;

const TABS = ['local', 'link'] as const;

/** Insert or replace a video: local upload (video files only) or a web link. Mounted only while open. */
export function VideoDialog({
  workId,
  mode = 'insert',
  onOk,
  onCancel,
}: {
  workId: string;
  mode?: 'insert' | 'replace';
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
    <InsertTabsModal
      title={t(mode === 'insert' ? 'insert.video.title' : 'insert.video.replaceTitle')}
      className="pw-insert-video"
      tabs={tabs}
      onConfirm={confirm}
      items={[
        {
          key: 'local',
          label: t('insert.tab.local'),
          children: <MediaUploadTab kind="video" onReport={tabs.reportTo.local} />,
        },
        {
          key: 'link',
          label: t('insert.tab.link'),
          children: <LinkFetchTab kind="video" workId={workId} onReport={tabs.reportTo.link} />,
        },
      ]}
    />
  );
}
