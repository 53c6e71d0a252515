import type { KnowledgeItem } from '@prowrite/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusView } from '../utils/item-status';

const TAG_COLOR = {
  default: 'default',
  processing: 'processing',
  success: 'success',
  error: 'error',
  warning: 'warning',
} as const;

/** The item's status tag and, for failed or stuck items, the reason written out beside it. */
export function StatusTag({ item }: { item: KnowledgeItem }) {
  const { t } = useTranslation();
  const view = statusView(item);
  const reason = view.reason ? ('key' in view.reason ? t(view.reason.key) : view.reason.text) : null;
  const progress = item.status === 'inProgress' && !item.stuck ? ` ${item.schedule}%` : '';
  return (
    <div className="kb-status" data-testid="kb-status" data-status={item.stuck ? 'stuck' : item.status}>
      <Tooltip title={reason}>
        <Tag color={TAG_COLOR[view.tone]}>
          {t(view.label)}
          {progress}
        </Tag>
      </Tooltip>
      {reason && (
        <Typography.Text
          type={view.tone === 'error' ? 'danger' : 'warning'}
          className="kb-status-reason"
          data-testid="kb-status-reason"
        >
          {reason}
        </Typography.Text>
      )}
    </div>
  );
}
