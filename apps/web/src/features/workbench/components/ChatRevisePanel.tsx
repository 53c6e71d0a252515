import { MessageOutlined, SendOutlined } from '@ant-design/icons';
import type { ArticleComponent, WorkRevision } from '@prowrite/contracts';
import { Alert, Button, Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerMarkdown, AskShortcuts, useUiLanguage } from '../../chat';
import { useWorkRevise } from '../hooks/use-work-revise';
import { useWorkPreview } from '../hooks/use-works';
import { type ReviseTarget, targetFor } from '../utils/revise-target';
import { RevisePartPicker } from './RevisePartPicker';
import { RevisionCard } from './RevisionCard';

/**
 * The chat-revise panel: talk about the selected work (questions about its sources are
 * answered with citations) and ask for revisions of a slide or an article component, each shown as a diff
 * to accept or reject.
 */
export function ChatRevisePanel({ workId }: { workId: string | null }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const detail = useWorkPreview(workId);
  const work = detail.data;
  const session = useWorkRevise(work);
  const [question, setQuestion] = useState('');
  // The pick belongs to the work it was made in: switching works drops it (stored, so going back starts empty).
  const [picked, setPicked] = useState<ReviseTarget>({ workId });
  const target = targetFor(picked, workId);
  if (target !== picked) setPicked(target);
  const { slideNum, componentId } = target;
  const setSlideNum = (n: number | undefined) => setPicked({ workId, ...(n ? { slideNum: n } : {}) });
  const setComponentId = (id: string | undefined) =>
    setPicked({ workId, ...(id ? { componentId: id } : {}) });
  const [busy, setBusy] = useState<string | null>(null);

  if (!workId || !work)
    return (
      <Empty
        data-testid="chat-revise-empty"
        image={<MessageOutlined style={{ fontSize: 40, color: '#9aa7b4' }} />}
        description={workId ? <Spin size="small" /> : t('workbench.chat.none')}
      />
    );
  const ready = work.process === 'end';
  const isDeck = work.baseInfo.type === 'PPT';
  const send = () => {
    const text = question.trim();
    if (!text || session.streaming) return;
    session.ask(text, isDeck ? { slideNum } : { componentId });
    setQuestion('');
  };
  const componentName = (id: string | null) => {
    const component = id ? work.components.find((c) => c.id === id) : undefined;
    return component ? componentLabel(component) : undefined;
  };
  const decide = async (revision: WorkRevision, action: 'accept' | 'reject') => {
    setBusy(revision.id);
    try {
      await (action === 'accept' ? session.accept(revision) : session.reject(revision));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="pw-chat-revise" data-testid="chat-revise">
      <div className="pw-chat-revise-list">
        {session.answers.map((answer, i) => (
          <div key={answer.id || `pending-${i}`} className="pw-chat-turn" data-testid="revise-turn">
            <div className="chat-question">{answer.question}</div>
            <div className="chat-answer" data-testid="revise-answer" data-status={answer.status}>
              {answer.content ? (
                <AnswerMarkdown text={answer.content} citations={answer.citations} />
              ) : (
                answer.status === 'streaming' && <Spin size="small" />
              )}
              {answer.error && <Alert type="error" showIcon title={answer.error} />}
            </div>
            {session.revisions
              .filter((r) => r.message_id === answer.id)
              .map((r) => (
                <RevisionCard
                  key={r.id}
                  revision={r}
                  componentName={componentName(r.component_id)}
                  busy={busy === r.id}
                  onAccept={() => void decide(r, 'accept')}
                  onReject={() => void decide(r, 'reject')}
                />
              ))}
          </div>
        ))}
      </div>
      {session.error && (
        <Alert type="error" showIcon title={session.error} data-testid="chat-revise-error" closable />
      )}
      {!ready && <Alert type="info" showIcon title={t('workbench.chat.generating')} />}
      {!isDeck && (
        <RevisePartPicker
          placeholder={t('workbench.chat.component')}
          value={componentId}
          onChange={setComponentId}
          testId="revise-component"
          options={work.components.map((c, i) => ({ value: c.id, label: `${i + 1}. ${componentLabel(c)}` }))}
        />
      )}
      {isDeck && (
        <RevisePartPicker
          placeholder={t('workbench.chat.slide')}
          value={slideNum}
          onChange={setSlideNum}
          testId="revise-slide"
          options={work.slide_list.map((s) => ({
            value: s.slide_num,
            label: `${s.slide_num}. ${s.catchy_title || s.content.find((c) => /title/i.test(c.id) && c.text)?.text || s.slide_id}`,
          }))}
        />
      )}
      <AskShortcuts
        disabled={!ready || session.streaming}
        onAsk={(id) => {
          session.ask(question.trim(), {
            ...(isDeck ? { slideNum } : { componentId }),
            shortcutId: id,
            lang,
          });
          setQuestion('');
        }}
      />
      <div className="pw-chat-revise-composer">
        <Input.TextArea
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('workbench.chat.placeholder')}
          disabled={!ready}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              send();
            }
          }}
          data-testid="revise-input"
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={!ready || !question.trim() || session.streaming}
          onClick={send}
          data-testid="revise-send"
        >
          {t('workbench.chat.send')}
        </Button>
      </div>
    </div>
  );
}

/** How the picker and the revision cards name a component: its title, else its kind. */
function componentLabel(c: ArticleComponent): string {
  return c.title || c.component_name || c.component;
}
