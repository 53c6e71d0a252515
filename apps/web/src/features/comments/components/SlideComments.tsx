import { CommentOutlined } from '@ant-design/icons';
import type { Slide } from '@prowrite/contracts';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommentStatePatch, SlideCommentsPanel } from './SlideCommentsPanel';
import './comments.css';

export type { CommentStatePatch };

/**
 * The comment control beside a slide, for the board's `renderSlideAside`: a button with the count (a dot
 * while unread comments wait) opening the slide's comment popover. The board shows it only when the
 * company-template flag is on (decks.md 6).
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
        <SlideCommentsPanel
          workId={workId}
          slideNum={slide.slide_num}
          knownCount={slide.comment_num}
          onChange={onChange}
        />
      }
    >
      <Tooltip title={open ? undefined : t('comments.open')} placement="right">
        <Badge
          count={slide.comment_num}
          size="small"
          dot={false}
          offset={[-2, 2]}
          color={unread ? '#f5222d' : '#2a5a9b'}
        >
          <Button
            shape="circle"
            icon={<CommentOutlined />}
            aria-label={t('comments.openFor', { num: slide.slide_num, count: slide.comment_num })}
            aria-expanded={open}
            className={unread ? 'pw-comment-trigger is-unread' : 'pw-comment-trigger'}
            data-testid="comment-trigger"
            data-slide-num={slide.slide_num}
          />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
