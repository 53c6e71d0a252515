import { CopyOutlined, RedoOutlined } from '@ant-design/icons';
import type { ChatFeedback } from '@prowrite/contracts';
import { Alert, App, Button, Space, Spin, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSourcePanel } from '../../traceability';
import type { AnswerView } from '../utils/answer-state';
import { AnswerFeedback } from './AnswerFeedback';
import { AnswerMarkdown } from './AnswerMarkdown';

/** One question and its answer: reasoning (folded), the answer, its sources, copy, regenerate and rating. */
export function AnswerItem({
  answer,
  canRegenerate,
  onRegenerate,
  onFeedback,
}: {
  answer: AnswerView;
  canRegenerate: boolean;
  onRegenerate: () => void;
  onFeedback: (feedback: ChatFeedback | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const panel = useSourcePanel();
  const streaming = answer.status === 'streaming';
  return (
    <div className="chat-turn" data-testid="chat-turn">
      <div className="chat-question">{answer.question}</div>
      <div className="chat-answer" data-testid="chat-answer" data-status={answer.status}>
        {answer.reasoning && (
          <details className="chat-reasoning">
            <summary>{t('chat.reasoning')}</summary>
            <p>{answer.reasoning}</p>
          </details>
        )}
        {answer.content ? (
          <AnswerMarkdown text={answer.content} citations={answer.citations} />
        ) : (
          streaming && <Spin size="small" />
        )}
        {answer.citations.length > 0 && (
          <div className="chat-sources">
            <div className="chat-sources-title">{t('chat.sources')}</div>
            <ol>
              {[...answer.citations]
                .sort((a, b) => a.n - b.n)
                .map((c) => (
                  <li key={c.n} value={c.n}>
                    {c.url ? (
                      <span className="chat-source-web">
                        <a
                          href={c.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          data-testid={`chat-source-link-${c.n}`}
                        >
                          {c.title || c.url}
                        </a>
                        : “{c.quote.slice(0, 160)}
                        {c.quote.length > 160 ? '…' : ''}”
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="chat-source-link"
                        onClick={() => panel.open({ fileId: c.file_id, page: c.page, quote: c.quote })}
                      >
                        {t('chat.source.page', { page: c.page })}: “{c.quote.slice(0, 160)}
                        {c.quote.length > 160 ? '…' : ''}”
                      </button>
                    )}
                  </li>
                ))}
            </ol>
          </div>
        )}
        {answer.status === 'error' && answer.error && (
          <Alert type="error" showIcon title={t('chat.status.error', { msg: answer.error })} />
        )}
        {answer.status === 'stopped' && <Tag>{t('chat.status.stopped')}</Tag>}
        {!streaming && (
          <Space size={4} className="chat-actions">
            <Tooltip title={t('chat.copy')}>
              <Button
                type="text"
                size="small"
                icon={<CopyOutlined />}
                aria-label={t('chat.copy')}
                onClick={() =>
                  void navigator.clipboard
                    .writeText(answer.content)
                    .then(() => message.success(t('chat.copied')))
                    .catch(() => {})
                }
              />
            </Tooltip>
            {answer.id && (
              <AnswerFeedback messageId={answer.id} feedback={answer.feedback} onChange={onFeedback} />
            )}
            {canRegenerate && (
              <Tooltip title={t('chat.regenerate')}>
                <Button
                  type="text"
                  size="small"
                  icon={<RedoOutlined />}
                  aria-label={t('chat.regenerate')}
                  onClick={onRegenerate}
                />
              </Tooltip>
            )}
          </Space>
        )}
      </div>
    </div>
  );
}
