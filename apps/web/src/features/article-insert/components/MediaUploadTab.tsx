import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUpload } from '../hooks/use-media-upload';
import { type Candidate, candidateKey, type TabReport } from '../utils/candidate';
import { formatDuration, IMAGE_ACCEPT, isImageFile, isVideoFile, VIDEO_ACCEPT } from '../utils/media-checks';
import { readVideoDuration } from '../utils/video-duration';
import { CheckGrid } from './CheckGrid';

type Uploaded = Extract<Candidate, { kind: 'upload' }>;

/**
 * Local upload of an image or a video: the type is checked before anything is sent, the bar walks the
 * spec's steps, the upload can be cancelled. Uploaded files stay listed; the newest is checked.
 */
export function MediaUploadTab({
  kind,
  onReport,
}: {
  kind: 'image' | 'video';
  onReport: (r: TabReport) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { state, start, cancel } = useMediaUpload();
  const [uploaded, setUploaded] = useState<Uploaded[]>([]);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);

  const checked = uploaded.find((u) => candidateKey(u) === checkedKey) ?? null;
  useEffect(() => onReport({ checked, busy: state.uploading }), [checked, state.uploading, onReport]);

  const accept = (file: File): boolean => {
    const ok = kind === 'video' ? isVideoFile(file) : isImageFile(file);
    if (!ok) void message.error(t(kind === 'video' ? 'insert.upload.videoOnly' : 'insert.upload.imageOnly'));
    return ok;
  };

  const upload = async (file: File) => {
    const duration = kind === 'video' ? await readVideoDuration(file) : 0;
    const result = await start(file);
    if (!result) return;
    // The browser's reading first; the server's probe when the browser could not tell.
    const item: Uploaded = {
      kind: 'upload',
      upload: result,
      fileName: file.name,
      duration: duration || result.duration,
    };
    setUploaded((list) => [item, ...list.filter((u) => u.upload.id !== result.id)]);
    setCheckedKey(candidateKey(item));
  };

  return (
    <div className="pw-insert-tab" data-testid={`insert-upload-${kind}`}>
      <Upload.Dragger
        accept={kind === 'video' ? VIDEO_ACCEPT : IMAGE_ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={state.uploading}
        beforeUpload={(file) => {
          if (accept(file)) void upload(file);
          // Never let antd send it: our upload reports its own progress steps (20/50/90/100).
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('insert.upload.drop')}</p>
        <p className="ant-upload-hint">
          {t(kind === 'video' ? 'insert.upload.videoHint' : 'insert.upload.imageHint')}
        </p>
      </Upload.Dragger>
      {state.uploading && (
        <div className="pw-insert-progress" data-testid="insert-upload-progress">
          <span className="pw-insert-progress-name">{state.fileName}</span>
          <Progress percent={state.percent} size="small" />
          <Button size="small" onClick={cancel} data-testid="insert-upload-cancel">
            {t('insert.upload.cancel')}
          </Button>
        </div>
      )}
      {uploaded.length > 0 && (
        <CheckGrid
          label={t('insert.upload.uploaded')}
          testId="insert-uploaded"
          checkedKey={checkedKey}
          onCheck={setCheckedKey}
          cards={uploaded.map((u) => ({
            key: candidateKey(u),
            src: u.upload.url,
            video: kind === 'video',
            title: u.fileName,
            meta: kind === 'video' && u.duration > 0 ? formatDuration(u.duration) : undefined,
          }))}
        />
      )}
    </div>
  );
}
