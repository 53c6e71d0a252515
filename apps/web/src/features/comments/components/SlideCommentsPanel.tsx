import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../account';
import { useAddComment, useDeleteComment, useSlideComments } from '../hooks/use-slide-comments';
import { CommentComposer } from './CommentComposer';
import { CommentHistory } from './CommentHistory';

/** Toast duration of the success message: 3 s, as every toast in the app. */
const TOAST_SECONDS = 3;

export type CommentStatePatch = { slide_num: number; comment_num: number; is_read_comment: boolean };

/** Heading with the count, the history and the text box of one slide. */
export function SlideCommentsPanel({
  workId,
  slideNum,
  knownCount,
  onChange,
}: {
  workId: string;
  slideNum: number;
  /** The slide's comment_num, shown until the history has loaded. */
  knownCount: number;
  onChange?: (patch: CommentStatePatch) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useUser();
  const sectionId = String(slideNum);
  const history = useSlideComments(workId, sectionId);
  const add = useAddComment(workId, sectionId);
  const remove = useDeleteComment(workId, sectionId);
  const total = history.data?.total_num;
  const count = total ?? knownCount;

  // A successful read marks the slide's comments read; the board's list learns the count too.
  useEffect(() => {
    if (total !== undefined && history.isFetchedAfterMount)
      onChange?.({ slide_num: slideNum, comment_num: total, is_read_comment: true });
  }, [total, history.isFetchedAfterMount, slideNum, onChange]);

  const submit = async (text: string) => {
    try {
      await add.mutateAsync(text);
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
      data-testid="slide-comments"
    >
      <h4 className="pw-comments-heading" data-testid="comment-count">
        {t('comments.heading', { count })}
      </h4>
      <CommentHistory
        comments={history.data?.data ?? []}
        loading={history.isPending}
        expectedCount={count}
        currentUserId={user.id}
        onDelete={(id) => remove.mutateAsync(id)}
      />
      <CommentComposer workId={workId} sectionId={sectionId} sending={add.isPending} onSubmit={submit} />
    </section>
  );
}
