import type { WorkRevision } from '@prowrite/contracts';
import { Alert, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<WorkRevision['status'], string> = {
  proposed: 'processing',
  refused: 'error',
  accepted: 'success',
  rejected: 'default',
};

/** One proposed revision as a diff (each changed text before and after), with accept and reject. */
export function RevisionCard({
  revision,
  componentName,
  busy,
  onAccept,
  onReject,
}: {
  revision: WorkRevision;
  /** The revised article component's name (article revisions). */
  componentName?: string | undefined;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pw-revision" data-testid="revision-card" data-status={revision.status}>
      <div className="pw-revision-head">
        <strong>
          {revision.component_id
            ? t('workbench.chat.componentRevision', { name: componentName ?? revision.component_id })
            : t('workbench.chat.revision', { n: revision.slide_num })}
        </strong>
        <span className="pw-revision-op">{t(`workbench.chat.op.${revision.operation}`)}</span>
        <Tag color={STATUS_COLOR[revision.status]} data-testid="revision-status">
          {t(`workbench.chat.status.${revision.status}`)}
        </Tag>
      </div>
      {revision.status === 'refused' && (
        <Alert type="warning" showIcon title={t('workbench.chat.refused', { reason: revision.reason })} />
      )}
      {revision.changes.map((c) => (
        <div key={c.content_id} className="pw-revision-diff" data-testid="revision-change">
          <del className="pw-diff-before">{c.before}</del>
          <ins className="pw-diff-after">{c.after}</ins>
        </div>
      ))}
      {revision.status === 'accepted' && revision.saved_version !== null && (
        <div className="pw-revision-saved">
          {t('workbench.chat.saved', { version: revision.saved_version })}
        </div>
      )}
      {revision.status === 'proposed' && (
        <Space>
          <Button type="primary" size="small" loading={busy} onClick={onAccept} data-testid="revision-accept">
            {t('workbench.chat.accept')}
          </Button>
          <Button size="small" disabled={busy} onClick={onReject} data-testid="revision-reject">
            {t('workbench.chat.reject')}
          </Button>
        </Space>
      )}
    </div>
  );
}
