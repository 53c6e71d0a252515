import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  FileTextOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { Button, Progress, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../hooks/use-source-files';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One source of the work: upload progress, then its parse status (and why it failed). */
export function SourceFileRow({ item, onRemove }: { item: SourceItem; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  const errorText =
    item.errorKind === 'network'
      ? t('label.network-error')
      : item.errorKind === 'notSource'
        ? t('workbench.sources.notSource')
        : item.error || t('workbench.sources.failed');

  return (
    <li className="pw-source-row" data-testid="source-file" data-status={item.status}>
      <FileTextOutlined className="pw-source-icon" />
      <div className="pw-source-main">
        <div className="pw-source-name">
          <Typography.Text ellipsis={{ tooltip: item.name }}>{item.name}</Typography.Text>
          <span className="pw-source-meta">
            {formatSize(item.size)}
            {item.pages ? ` · ${t('workbench.sources.pages', { count: item.pages })}` : ''}
          </span>
        </div>
        {item.status === 'uploading' && (
          <Progress
            percent={item.progress}
            size="small"
            status="active"
            aria-label={t('workbench.sources.uploading')}
          />
        )}
        {item.status === 'parsing' && (
          <span className="pw-source-state" data-testid="source-state">
            <LoadingOutlined /> {t('workbench.sources.parsing')}
          </span>
        )}
        {item.status === 'ready' && (
          <span className="pw-source-state is-ready" data-testid="source-state">
            <CheckCircleFilled /> {t('workbench.sources.ready')}
          </span>
        )}
        {item.status === 'error' && (
          <span className="pw-source-state is-error" role="alert" data-testid="source-state">
            <CloseCircleFilled /> {errorText}
          </span>
        )}
      </div>
      <Tooltip
        title={item.status === 'uploading' ? t('workbench.sources.cancel') : t('workbench.sources.remove')}
      >
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={
            item.status === 'uploading' ? t('workbench.sources.cancel') : t('workbench.sources.remove')
          }
          data-testid="source-remove"
          onClick={() => onRemove(item.key)}
        />
      </Tooltip>
    </li>
  );
}
