import type { ArticleImage } from '@prowrite/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertApi } from '../api/insert-api';
import { useInsertTabs } from '../hooks/use-insert-tabs';
import { candidateToImage } from '../utils/candidate';
import { AiImageTab } from './AiImageTab';
import { InsertTabsModal } from './InsertTabsModal';
import { SourceImagesTab } from './SourceImagesTab';
import { uploadAndLinkTabs } from './upload-and-link-tabs';

export type ImageDialogProps = {
  open: boolean;
  workId: string;
  mode: 'insert' | 'replace';
  onOk: (image: ArticleImage) => void;
  onCancel: () => void;
};

const TABS = ['local', 'link', 'ai', 'source'] as const;

/** Insert or replace an image: local upload, web link, AI generated, or a figure of the sources. */
export function ImageDialog(props: ImageDialogProps) {
  // Mounted only while open: every opening starts with empty tabs.
  if (!props.open) return null;
  return <ImageDialogBody {...props} />;
}

function ImageDialogBody({ workId, mode, onOk, onCancel }: ImageDialogProps) {
  const { t } = useTranslation();
  const tabs = useInsertTabs(TABS, onCancel);
  const [resolving, setResolving] = useState(false);

  const confirm = async () => {
    const candidate = tabs.checked;
    if (!candidate || !tabs.canConfirm || resolving) return;
    let sha1: string | undefined;
    if (candidate.kind === 'source' && candidate.figure.fid) {
      // The screenshot tool later needs the source file's sha1; a failure only loses that tool's sha1.
      setResolving(true);
      sha1 = (await insertApi.fileSha1(candidate.figure.fid)) ?? undefined;
      setResolving(false);
    }
    onOk(candidateToImage(candidate, sha1));
  };

  return (
    <InsertTabsModal
      title={t(mode === 'insert' ? 'insert.image.insertTitle' : 'insert.image.replaceTitle')}
      className="pw-insert-image"
      tabs={tabs}
      confirming={resolving}
      onConfirm={() => void confirm()}
      items={[
        ...uploadAndLinkTabs('image', workId, tabs.reportTo, t),
        {
          key: 'ai',
          label: t('insert.tab.ai'),
          children: <AiImageTab workId={workId} onReport={tabs.reportTo.ai} />,
        },
        {
          key: 'source',
          label: t('insert.tab.source'),
          children: <SourceImagesTab workId={workId} onReport={tabs.reportTo.source} />,
        },
      ]}
    />
  );
}
