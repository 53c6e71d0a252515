import { CommentOutlined } from '@ant-design/icons';
import type { Slide } from '@prowrite/contracts';
import { Button, Popover, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentStatePatch } from './SlideCommentsPanel';
import './comments.css';

export type { CommentStatePatch };

// The history and the text box (antd's TextArea, Popconfirm, Avatar, Skeleton) load when a popover first opens:
// the board shows many comment buttons, but most sessions open none.
const SlideCommentsPanel = lazy(async () => ({
  default: (await import('./SlideCommentsPanel')).SlideCommentsPanel,
}));

/**
 * The comment control beside a slide, for the board's `renderSlideAside`: a button with the count (a dot
 * while unread comments wait) opening the slide's comment popover. The board shows it only when the
 * company-template flag is on: slide comments are a company-template feature.
 */
export function SlideComments({
  workId,
  slide,
  onChange,
}: {
  workId: string;
  slide: Pick<Slide, 'slide_num' | 'comment_num' | 'is_read_comment'>;
  /** The slide's new comment_num / is_read_comment, for the board's slide list. */
  onChange?: (patch: CommentStatePatch) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = slide.comment_num > 0 && !slide.is_read_comment;

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="rightTop"
      destroyOnHidden
      classNames={{ root: 'pw-comments-popover' }}
      content={
        <Suspense fallback={<div className="pw-comments pw-comments-loading" aria-busy="true" />}>
          <SlideCommentsPanel
            workId={workId}
            slideNum={slide.slide_num}
            knownCount={slide.comment_num}
            onChange={onChange}
          />
        </Suspense>
      }
    >
      <Tooltip title={open ? undefined : t('comments.open')} placement="right">
        {/* A count bubble like antd's small Badge, without its animated digits. */}
        <span className="pw-comment-badge">
          <Button
            shape="circle"
            icon={<CommentOutlined />}
            aria-label={t('comments.openFor', { num: slide.slide_num, count: slide.comment_num })}
            aria-expanded={open}
            className={unread ? 'pw-comment-trigger is-unread' : 'pw-comment-trigger'}
            data-testid="comment-trigger"
            data-slide-num={slide.slide_num}
          />
          {slide.comment_num > 0 && (
            <sup className={unread ? 'pw-comment-count is-unread' : 'pw-comment-count'} aria-hidden="true">
              {slide.comment_num > 99 ? '99+' : slide.comment_num}
            </sup>
          )}
        </span>
      </Tooltip>
    </Popover>
  );
}
