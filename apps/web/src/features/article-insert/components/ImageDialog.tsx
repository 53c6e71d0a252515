import type { ArticleImage } from '@prowrite/contracts';
import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertApi } from '../api/insert-api';
import { useInsertTabs } from '../hooks/use-insert-tabs';
import { candidateToImage } from '../utils/candidate';
import { AiImageTab } from './AiImageTab';
import { LinkFetchTab } from './LinkFetchTab';
import { MediaUploadTab } from './MediaUploadTab';
import { SourceImagesTab } from './SourceImagesTab';
import './insert.css';

export type ImageDialogProps = {
  open: boolean;
  workId: string;
  mode: 'insert' | 'replace';
  onOk: (image: ArticleImage) => void;
  onCancel: () => void;
};

const TABS = ['local', 'link', 'ai', 'source'] as const;
/** workbench.md 9: dialog default width. */
export const DIALOG_WIDTH = 680;

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
    <Modal
      open
      title={t(mode === 'insert' ? 'insert.image.insertTitle' : 'insert.image.replaceTitle')}
      width={DIALOG_WIDTH}
      onCancel={tabs.requestClose}
      mask={{ closable: false }}
      className="pw-insert-dialog pw-insert-image"
      footer={[
        <Button key="cancel" onClick={tabs.requestClose} data-testid="insert-dialog-cancel">
          {t('common.cancel')}
        </Button>,
        tabs.hideConfirm ? null : (
          <Button
            key="ok"
            type="primary"
            disabled={!tabs.canConfirm}
            loading={resolving}
            onClick={() => void confirm()}
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
            children: <MediaUploadTab kind="image" onReport={tabs.reportTo.local} />,
          },
          {
            key: 'link',
            label: <span data-testid="insert-tab-link">{t('insert.tab.link')}</span>,
            children: <LinkFetchTab kind="image" workId={workId} onReport={tabs.reportTo.link} />,
          },
          {
            key: 'ai',
            label: <span data-testid="insert-tab-ai">{t('insert.tab.ai')}</span>,
            children: <AiImageTab workId={workId} onReport={tabs.reportTo.ai} />,
          },
          {
            key: 'source',
            label: <span data-testid="insert-tab-source">{t('insert.tab.source')}</span>,
            children: <SourceImagesTab workId={workId} onReport={tabs.reportTo.source} />,
          },
        ]}
      />
    </Modal>
  );
}
