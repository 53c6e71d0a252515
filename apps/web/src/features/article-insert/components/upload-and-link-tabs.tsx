import type { TFunction } from 'i18next';
import type { TabReport } from '../utils/candidate';
import type { InsertTab } from './InsertTabsModal';
import { LinkFetchTab } from './LinkFetchTab';
import { MediaUploadTab } from './MediaUploadTab';

/** The tabs the image and video dialogs both open with: a local upload and a web link of that kind. */
export function uploadAndLinkTabs(
  kind: 'image' | 'video',
  workId: string,
  reportTo: { local: (r: TabReport) => void; link: (r: TabReport) => void },
  t: TFunction,
): InsertTab<'local' | 'link'>[] {
  return [
    {
      key: 'local',
      label: t('insert.tab.local'),
      children: <MediaUploadTab kind={kind} onReport={reportTo.local} />,
    },
    {
      key: 'link',
      label: t('insert.tab.link'),
      children: <LinkFetchTab kind={kind} workId={workId} onReport={reportTo.link} />,
    },
  ];
}
