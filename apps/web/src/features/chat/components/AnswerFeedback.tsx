import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { type ChatFeedback, FEEDBACK_TEXT_MAX_CHARS, type FeedbackType } from '@prowrite/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Popover, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackApi } from '../api/feedback-api';
import { useUiLanguage } from '../hooks/use-ui-language';

/**
 * Like and dislike of a finished answer. A click rates at once and opens the tag popover (tags and an optional
 * comment refine the rating); clicking the active rating again removes it. The rating is stored, so a reload
 * shows it.
 */
export function AnswerFeedback({
  messageId,
  feedback,
  onChange,
}: {
  messageId: string;
  feedback: ChatFeedback | null;
  onChange: (feedback: ChatFeedback | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useUiLanguage();
  const [panel, setPanel] = useState<FeedbackType | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const tagSets = useQuery({
    queryKey: ['chat', 'feedback-tags', lang],
    queryFn: ({ signal }) => feedbackApi.tags(lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const rate = async (type: FeedbackType) => {
    setBusy(true);
    try {
      if (feedback?.type === type) {
        await feedbackApi.remove(messageId);
        onChange(null);
        setPanel(null);
        return;
      }
      onChange(await feedbackApi.save({ message_id: messageId, type, tags: [], content: '' }));
      setTags([]);
      setContent('');
      setPanel(type);
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    if (!panel) return;
    setBusy(true);
    try {
      onChange(await feedbackApi.save({ message_id: messageId, type: panel, tags, content }));
      setPanel(null);
      void message.success(t('chat.feedback.thanks'));
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  const options = panel ? (tagSets.data?.[panel] ?? []) : [];
  const popover = panel && (
    <div className="feedback-panel" data-testid="feedback-panel">
      <div className="feedback-tags">
        {options.map((o) => (
          <Tag.CheckableTag
            key={o.key}
            checked={tags.includes(o.key)}
            onChange={(on) => setTags((all) => (on ? [...all, o.key] : all.filter((x) => x !== o.key)))}
            data-testid={`feedback-tag-${o.key}`}
          >
            {o.label}
          </Tag.CheckableTag>
        ))}
      </div>
      <Input.TextArea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={FEEDBACK_TEXT_MAX_CHARS}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('chat.feedback.comment')}
        data-testid="feedback-comment"
      />
      <Space className="feedback-buttons">
        <Button size="small" onClick={() => setPanel(null)}>
          {t('common.cancel')}
        </Button>
        <Button size="small" type="primary" loading={busy} onClick={submit} data-testid="feedback-submit">
          {t('chat.feedback.submit')}
        </Button>
      </Space>
    </div>
  );

  const button = (type: FeedbackType) => {
    const active = feedback?.type === type;
    const Icon =
      type === 'like' ? (active ? LikeFilled : LikeOutlined) : active ? DislikeFilled : DislikeOutlined;
    const label = t(type === 'like' ? 'chat.feedback.like' : 'chat.feedback.dislike');
    return (
      <Tooltip title={active ? t('chat.feedback.undo') : label}>
        <Button
          type="text"
          size="small"
          icon={<Icon />}
          aria-label={label}
          aria-pressed={active}
          disabled={busy}
          onClick={() => void rate(type)}
          data-testid={`feedback-${type}`}
          data-active={active}
        />
      </Tooltip>
    );
  };

  return (
    <Popover
      open={panel !== null}
      onOpenChange={(open) => {
        if (!open) setPanel(null);
      }}
      trigger="click"
      placement="bottomLeft"
      title={panel ? t(`chat.feedback.${panel}.title`) : undefined}
      content={popover}
      destroyOnHidden
    >
      <span className="feedback-buttons" data-testid="feedback" data-feedback={feedback?.type ?? 'none'}>
        {button('like')}
        {button('dislike')}
        {feedback && feedback.tags.length > 0 && (
          // The chosen tags reopen the popover to change them (after a reload too).
          <button
            type="button"
            className="chat-muted feedback-chosen"
            data-testid="feedback-chosen"
            onClick={() => {
              setTags(feedback.tags);
              setContent(feedback.content);
              setPanel(feedback.type);
            }}
          >
            {feedback.tags
              .map((k) => tagSets.data?.[feedback.type].find((o) => o.key === k)?.label ?? k)
              .join(' · ')}
          </button>
        )}
      </span>
    </Popover>
  );
}
