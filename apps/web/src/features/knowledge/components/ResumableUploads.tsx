import { CloseOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type UploadEntry, uploadPercent } from '../utils/upload-states';

type Props = {
  entries: UploadEntry[];
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onDismiss: (key: string) => void;
};

const BAR_STATUS = { error: 'exception', success: 'success', paused: 'normal' } as const;

/** Large files being sent in parts: a moving bar, the state in words, pause/resume, the reason on error. */
export function ResumableUploads({ entries, onPause, onResume, onDismiss }: Props) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <div className="kb-resumable" data-testid="kb-resumable">
      {entries.map((entry) => (
        <div
          key={entry.key}
          className="kb-resumable__row"
          data-testid="kb-resumable-row"
          data-state={entry.state}
        >
          <Space className="kb-resumable__head">
            <Typography.Text ellipsis className="kb-resumable__name">
              {entry.name}
            </Typography.Text>
            <Typography.Text type={entry.state === 'error' ? 'danger' : 'secondary'}>
              {t(`knowledge.upload.state.${entry.state}`)}
            </Typography.Text>
            {entry.state === 'inProgress' || entry.state === 'wait' ? (
              <Button
                size="small"
                icon={<PauseOutlined />}
                data-testid="kb-resumable-pause"
                onClick={() => onPause(entry.key)}
              >
                {t('knowledge.upload.pause')}
              </Button>
            ) : null}
            {entry.state === 'paused' || entry.state === 'error' ? (
              <Button
                size="small"
                icon={<CaretRightOutlined />}
                data-testid="kb-resumable-resume"
                onClick={() => onResume(entry.key)}
              >
                {t('knowledge.upload.resume')}
              </Button>
            ) : null}
            {entry.state !== 'process' ? (
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('knowledge.upload.dismiss')}
                onClick={() => onDismiss(entry.key)}
              />
            ) : null}
          </Space>
          <Progress
            percent={uploadPercent(entry)}
            size="small"
            status={entry.state in BAR_STATUS ? BAR_STATUS[entry.state as keyof typeof BAR_STATUS] : 'active'}
          />
          {entry.state === 'error' ? (
            <Typography.Text type="danger" data-testid="kb-resumable-error">
              {entry.error}
            </Typography.Text>
          ) : null}
        </div>
      ))}
    </div>
  );
}
