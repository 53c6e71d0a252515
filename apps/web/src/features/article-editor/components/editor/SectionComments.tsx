import { CommentOutlined } from '@ant-design/icons';
import { App, Badge, Button, Popover, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../account';
import {
  CommentComposer,
  CommentHistory,
  useAddComment,
  useDeleteComment,
  useSlideComments,
} from '../../../comments';
import { useRefreshCommentStats, useSectionCount } from '../../hooks/use-comment-stats';

/** Toasts last 3 s, as everywhere in the app. */
const TOAST_SECONDS = 3;

/**
 * The section comment popover for a component or a body item, built from the slide comments' pieces: heading
 * with the count, collapsible history with skeleton rows, the 500-character box whose draft is kept per work
 * and section.
 */
function SectionCommentsPanel({
  workId,
  sectionId,
  knownCount,
}: {
  workId: string;
  sectionId: string;
  knownCount: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useUser();
  const history = useSlideComments(workId, sectionId);
  const add = useAddComment(workId, sectionId);
  const remove = useDeleteComment(workId, sectionId);
  const refresh = useRefreshCommentStats(workId);
  const count = history.data?.total_num ?? knownCount;

  // Opening reads the comments (the server marks them read): the counts follow.
  useEffect(() => {
    if (history.isFetchedAfterMount) refresh();
  }, [history.isFetchedAfterMount, refresh]);

  const submit = async (text: string) => {
    try {
      await add.mutateAsync(text);
      refresh();
      void message.success({ content: t('nana.feedback.record.tip'), duration: TOAST_SECONDS });
      return true;
    } catch {
      return false; // A failed comment call shows nothing; the draft stays so nothing typed is lost.
    }
  };

  return (
    <section
      className="pw-comments"
      aria-label={t('comments.heading', { count })}
      data-testid="section-comments"
    >
      <h4 className="pw-comments-heading" data-testid="comment-count">
        {t('comments.heading', { count })}
      </h4>
      <CommentHistory
        comments={history.data?.data ?? []}
        loading={history.isPending}
        expectedCount={count}
        currentUserId={user.id}
        onDelete={(id) => remove.mutateAsync(id).then(refresh)}
      />
      <CommentComposer workId={workId} sectionId={sectionId} sending={add.isPending} onSubmit={submit} />
    </section>
  );
}

/** The comment button beside a component or body item: the count (red while unread), opening the popover. */
export function SectionCommentButton({
  workId,
  sectionId,
  small,
}: {
  workId: string;
  sectionId: string;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { count, unread } = useSectionCount(sectionId);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="rightTop"
      destroyOnHidden
      classNames={{ root: 'pw-comments-popover' }}
      content={<SectionCommentsPanel workId={workId} sectionId={sectionId} knownCount={count} />}
    >
      <Tooltip title={open ? undefined : t('comments.open')} placement="right">
        <Badge count={count} size="small" offset={[-2, 2]} color={unread > 0 ? '#f5222d' : '#2a5a9b'}>
          <Button
            shape="circle"
            size={small ? 'small' : 'middle'}
            icon={<CommentOutlined />}
            aria-label={t('article.comments.open', { count })}
            aria-expanded={open}
            className={`pw-art-comment-trigger${count > 0 ? ' has-comments' : ''}`}
            data-testid="section-comment-trigger"
            data-section-id={sectionId}
          />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
