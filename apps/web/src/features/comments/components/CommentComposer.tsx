import { MAX_COMMENT_CHARS } from '@prowrite/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitComment, commentLength, limitComment } from '../utils/comment-text';
import { commentDrafts } from '../utils/draft-cache';
import './comments.css';

/** The text box with its counter and submit; the draft is kept per work and slide until it is sent. */
export function CommentComposer({
  workId,
  sectionId,
  sending,
  onSubmit,
}: {
  workId: string;
  sectionId: string;
  sending: boolean;
  /** Resolves true when the comment was saved (then the box and the draft are cleared). */
  onSubmit: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => commentDrafts.read(workId, sectionId));

  const change = (next: string) => {
    const limited = limitComment(next);
    setText(limited);
    commentDrafts.write(workId, sectionId, limited);
  };

  const submit = async () => {
    if (!canSubmitComment(text) || sending) return;
    if (await onSubmit(text.trim())) {
      setText('');
      commentDrafts.clear(workId, sectionId);
    }
  };

  return (
    <div className="pw-comment-composer">
      <Input.TextArea
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder={t('comments.placeholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        count={{ show: true, max: MAX_COMMENT_CHARS, strategy: commentLength }}
        aria-label={t('comments.placeholder')}
        data-testid="comment-input"
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter sends; a plain Enter is a new line.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <div className="pw-comment-actions">
        <Button
          type="primary"
          size="small"
          loading={sending}
          disabled={!canSubmitComment(text)}
          onClick={() => void submit()}
          data-testid="comment-submit"
        >
          {t('comments.submit')}
        </Button>
      </div>
    </div>
  );
}
