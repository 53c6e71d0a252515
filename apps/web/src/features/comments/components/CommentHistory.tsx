import { DeleteOutlined, DownOutlined, RightOutlined } from '@ant-design/icons';
import type { Comment } from '@prowrite/contracts';
import { Avatar, Button, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../public-preview';
import { skeletonRows } from '../utils/comment-text';
import './comments.css';

/** The collapsible history; skeleton rows (min(2, count)) while it loads; delete for the author only. */
export function CommentHistory({
  comments,
  loading,
  expectedCount,
  currentUserId,
  onDelete,
}: {
  comments: Comment[];
  loading: boolean;
  expectedCount: number;
  currentUserId: string;
  onDelete: (commentId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const rows = skeletonRows(expectedCount);

  if (!loading && comments.length === 0) return null;
  return (
    <div className="pw-comment-history">
      <button
        type="button"
        className="pw-comment-toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="comment-history-toggle"
      >
        {open ? <DownOutlined /> : <RightOutlined />} {t('comments.history')}
      </button>
      {open && (
        <ul className="pw-comment-list" data-testid="comment-list">
          {loading && comments.length === 0
            ? Array.from({ length: rows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={i} className="pw-comment-skeleton" data-testid="comment-skeleton">
                  <Skeleton avatar={{ size: 'small' }} active title={false} paragraph={{ rows: 2 }} />
                </li>
              ))
            : comments.map((comment) => (
                <li key={comment.comment_id} className="pw-comment" data-testid="comment-item">
                  <Avatar size="small" src={comment.comment_user.avatar || undefined}>
                    {comment.comment_user.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <div className="pw-comment-body">
                    <div className="pw-comment-head">
                      <span className="pw-comment-author">{comment.comment_user.name}</span>
                      <span className="pw-comment-time">{formatDateTime(comment.created_at)}</span>
                      {comment.comment_user.id === currentUserId && (
                        <Popconfirm
                          title={t('label.tips')}
                          description={t('nana.knowledge.delete.tip2')}
                          okText={t('comments.delete')}
                          okButtonProps={{ danger: true }}
                          cancelText={t('common.cancel')}
                          onConfirm={() => onDelete(comment.comment_id).catch(() => undefined)}
                        >
                          <Button
                            type="text"
                            size="small"
                            icon={<DeleteOutlined />}
                            aria-label={t('comments.delete')}
                            className="pw-comment-delete"
                            data-testid="comment-delete"
                          />
                        </Popconfirm>
                      )}
                    </div>
                    <p className="pw-comment-text">{comment.content}</p>
                  </div>
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
