import { FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useSourceFiles } from '../hooks/use-source-files';
import { looksLikeSource, SOURCE_ACCEPT } from '../utils/upload-answer';
import { PickFilesModal } from './PickFilesModal';
import { SourceFileRow } from './SourceFileRow';

type Sources = ReturnType<typeof useSourceFiles>;

/** Drop or choose source files (uploaded at once, with progress), or pick earlier uploads. */
export function SourceFilesField({ sources, disabled }: { sources: Sources; disabled?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);

  const accept = (files: File[]) => {
    const good = files.filter((f) => looksLikeSource(f.name));
    const rejected = files.length - good.length;
    if (rejected > 0) void message.error(t('workbench.sources.wrongType', { count: rejected }));
    if (good.length > 0) sources.upload(good);
  };

  return (
    <div className="pw-sources">
      <div data-testid="source-dropzone">
        <Upload.Dragger
          multiple
          accept={SOURCE_ACCEPT}
          disabled={disabled}
          showUploadList={false}
          // The files are uploaded by useSourceFiles (progress, cancel, parse status), not by antd.
          beforeUpload={(_file, fileList) => {
            if (_file === fileList[0]) accept(fileList as unknown as File[]);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('workbench.sources.drop')}</p>
          <p className="ant-upload-hint">{t('workbench.sources.hint')}</p>
        </Upload.Dragger>
      </div>
      <Button
        icon={<FolderOpenOutlined />}
        onClick={() => setPicking(true)}
        disabled={disabled}
        block
        data-testid="source-pick"
      >
        {t('workbench.sources.pick')}
      </Button>
      {sources.items.length > 0 && (
        <ul className="pw-source-list" aria-label={t('workbench.sources.label')}>
          {sources.items.map((item) => (
            <SourceFileRow key={item.key} item={item} onRemove={sources.remove} />
          ))}
        </ul>
      )}
      <PickFilesModal
        open={picking}
        excluded={new Set(sources.items.map((i) => i.fileId).filter((id): id is string => Boolean(id)))}
        onClose={() => setPicking(false)}
        onPick={sources.pick}
      />
    </div>
  );
}
