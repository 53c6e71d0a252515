import type { ArticleComponent } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useInsertTabs } from '../hooks/use-insert-tabs';
import { candidateToVideo } from '../utils/candidate';
import { InsertTabsModal } from './InsertTabsModal';
import { uploadAndLinkTabs } from './upload-and-link-tabs';

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
      items={uploadAndLinkTabs('video', workId, tabs.reportTo, t)}
    />
  );
}
