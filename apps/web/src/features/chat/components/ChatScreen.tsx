import { DeleteOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChatConversation, FileDetail } from '@prowrite/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Popconfirm, Switch, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { filesApi, PickFilesModal } from '../../workbench';
import { askToolsApi } from '../api/ask-tools-api';
import { chatApi } from '../api/chat-api';
import { useChatSession } from '../hooks/use-chat-session';
import { useUiLanguage } from '../hooks/use-ui-language';
import { limitDialogFor } from '../utils/model-picker';
import { AnswerItem } from './AnswerItem';
import { ChatSourceUpload } from './ChatSourceUpload';
import { ModelPicker, PREMIUM_USAGE_KEY, usePremiumSwitch } from './ModelPicker';
import { OptimizeQuestion } from './OptimizeQuestion';
import { PromptPicker } from './PromptPicker';
import './chat.css';

type ChatKind = 'text' | 'pdf';

/** /chat-text and /chat-pdf: the conversation sidebar, the answers, the composer (and the file picker). */
export function ChatScreen({ type }: { type: ChatKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const chatId = params.get('id');
  const [question, setQuestion] = useState('');
  const [files, setFiles] = useState<Pick<FileDetail, 'id' | 'name'>[]>([]);
  const [picking, setPicking] = useState(false);
  const [webSearch, setWebSearch] = useState(false);
  const lang = useUiLanguage();
  // The toggle exists only where the server has a search service (GET /api/health web_search).
  const webSearchAvailable = useQuery({
    queryKey: ['chat', 'web-search-available'],
    queryFn: ({ signal }) => askToolsApi.webSearchAvailable(signal),
    enabled: type === 'text',
    staleTime: 60_000,
  });
  const searching = type === 'text' && webSearch && webSearchAvailable.data === true;
  const list = useQuery({
    queryKey: ['chat', 'list', type],
    queryFn: ({ signal }) => chatApi.list(type, signal),
  });
  const conversations = list.data?.data ?? [];
  const current = conversations.find((c) => c.id === chatId);
  const open = useCallback(
    (id: string | null) => navigate(id ? `?id=${encodeURIComponent(id)}` : '?', { replace: false }),
    [navigate],
  );
  const session = useChatSession(type, chatId, open);
  const premium = usePremiumSwitch();
  const bottom = useRef<HTMLDivElement>(null);

  // An answer that ended may have used one of the team's premium answers.
  useEffect(() => {
    if (!session.streaming) void queryClient.invalidateQueries({ queryKey: PREMIUM_USAGE_KEY });
  }, [session.streaming, queryClient]);

  // A conversation's files are the ones asked about next, until others are picked; their names are looked up.
  const conversationFiles = current?.file_ids.join(',') ?? '';
  useEffect(() => {
    if (!conversationFiles) {
      if (!chatId) setFiles([]);
      return;
    }
    const abort = new AbortController();
    const ids = conversationFiles.split(',');
    setFiles(ids.map((id) => ({ id, name: '…' })));
    void Promise.all(
      ids.map((id) =>
        filesApi
          .detail(id, abort.signal)
          .then((d) => ({ id, name: d.name }))
          .catch(() => ({ id, name: id })),
      ),
    ).then((named) => {
      if (!abort.signal.aborted) setFiles(named);
    });
    return () => abort.abort();
  }, [conversationFiles, chatId]);

  const lastContent = session.answers.at(-1)?.content.length ?? 0;
  useEffect(() => {
    if (lastContent >= 0) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastContent]);

  const send = () => {
    const text = question.trim();
    if (!text || session.streaming || (type === 'pdf' && files.length === 0)) return;
    session.ask(
      text,
      files.map((f) => f.id),
      false,
      searching ? { webSearch: true, lang } : {},
    );
    setQuestion('');
  };
  const remove = async (c: ChatConversation) => {
    await chatApi.remove(c.id);
    if (c.id === chatId) open(null);
    void queryClient.invalidateQueries({ queryKey: ['chat', 'list', type] });
  };
  // 10004 and 10005 open the spec's dialogs (overLimitTip, msgOverLimit); other refusals show inline.
  const limitDialog = limitDialogFor(session.refusal?.code, premium.premiumOn);
  const limitText = limitDialog ? null : session.refusal?.msg;
  const useStandard = async () => {
    await premium.setPremium(false);
    session.dismissRefusal();
  };

  return (
    <div className="chat-screen" data-testid={`chat-${type}`}>
      <aside className="chat-sidebar" aria-label={t('chat.conversations')}>
        <Button block icon={<PlusOutlined />} onClick={() => open(null)} data-testid="chat-new">
          {t('chat.new')}
        </Button>
        {conversations.length === 0 && !list.isLoading && <p className="chat-muted">{t('chat.empty')}</p>}
        <ul className="chat-list">
          {conversations.map((c) => (
            <li key={c.id} className={c.id === chatId ? 'is-active' : undefined}>
              <button type="button" className="chat-list-item" onClick={() => open(c.id)}>
                {c.name}
              </button>
              <Popconfirm title={t('chat.delete.confirm')} onConfirm={() => remove(c)}>
                <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('chat.delete')} />
              </Popconfirm>
            </li>
          ))}
        </ul>
      </aside>
      <section className="chat-main">
        <h1 className="chat-title">
          {current?.name ?? t(type === 'pdf' ? 'chat.title.pdf' : 'chat.title.text')}
        </h1>
        <div className="chat-thread">
          {session.answers.length === 0 && (
            <p className="chat-muted">{t(type === 'pdf' ? 'chat.welcome.pdf' : 'chat.welcome.text')}</p>
          )}
          {session.answers.map((answer, i) => (
            <AnswerItem
              key={answer.id || `pending-${i}`}
              answer={answer}
              canRegenerate={i === session.answers.length - 1 && !!chatId}
              onFeedback={(feedback) => session.setFeedback(answer.id, feedback)}
              onRegenerate={() =>
                session.ask(
                  '',
                  files.map((f) => f.id),
                  true,
                  searching ? { webSearch: true, lang } : {},
                )
              }
            />
          ))}
          <div ref={bottom} />
        </div>
        {limitText && <Alert type="warning" showIcon title={limitText} className="chat-refusal" />}
        <Modal
          open={limitDialog !== null}
          title={t(
            limitDialog?.kind === 'msgOverLimit' ? 'chat.limit.title.daily' : 'chat.limit.title.total',
          )}
          onCancel={session.dismissRefusal}
          footer={[
            ...(limitDialog?.offerStandard
              ? [
                  <Button key="standard" onClick={useStandard} data-testid="chat-limit-standard">
                    {t('chat.limit.useStandard')}
                  </Button>,
                ]
              : []),
            <Button key="ok" type="primary" onClick={session.dismissRefusal}>
              {t('chat.limit.close')}
            </Button>,
          ]}
        >
          <p data-testid="chat-limit-kind" data-kind={limitDialog?.kind}>
            {t(limitDialog?.kind === 'msgOverLimit' ? 'chat.limit.daily' : 'chat.limit.total')}
          </p>
          {limitDialog?.offerStandard && <p>{t('chat.limit.premium')}</p>}
        </Modal>
        {type === 'pdf' && (
          <div className="chat-files">
            <Button icon={<FilePdfOutlined />} onClick={() => setPicking(true)} data-testid="chat-pick-file">
              {t('chat.files.pick')}
            </Button>
            <ChatSourceUpload
              onReady={(file) =>
                setFiles((all) => (all.some((f) => f.id === file.id) ? all : [...all, file]))
              }
            />
            {files.length === 0 ? (
              <span className="chat-muted">{t('chat.files.none')}</span>
            ) : (
              files.map((f) => (
                <Tag key={f.id} closable onClose={() => setFiles((all) => all.filter((x) => x.id !== f.id))}>
                  {f.name}
                </Tag>
              ))
            )}
          </div>
        )}
        {type === 'text' && webSearchAvailable.data === true && (
          <div className="chat-web-search">
            <Tooltip title={t('chat.webSearch.hint')}>
              <Switch
                size="small"
                checked={webSearch}
                onChange={setWebSearch}
                data-testid="chat-web-search"
              />
            </Tooltip>
            <span>{t('chat.webSearch')}</span>
          </div>
        )}
        <ModelPicker premium={premium} />
        <div className="chat-composer">
          <OptimizeQuestion question={question} fileId={files[0]?.id} onAccept={setQuestion} />
          <PromptPicker
            draft={question}
            onInsert={(text) => setQuestion((q) => (q.trim() ? `${q.trimEnd()}\n\n${text}` : text))}
          />
          <Input.TextArea
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 8 }}
            placeholder={t(type === 'pdf' ? 'chat.composer.placeholder.pdf' : 'chat.composer.placeholder')}
            data-testid="chat-input"
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send();
              }
            }}
          />
          {session.streaming ? (
            <Button onClick={session.stop} data-testid="chat-stop">
              {t('chat.stop')}
            </Button>
          ) : (
            <Button
              type="primary"
              onClick={send}
              disabled={!question.trim() || (type === 'pdf' && files.length === 0)}
              data-testid="chat-send"
            >
              {t('chat.send')}
            </Button>
          )}
        </div>
      </section>
      <PickFilesModal
        open={picking}
        excluded={new Set(files.map((f) => f.id))}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setFiles((all) => [...all, ...picked.map((f) => ({ id: f.id, name: f.name }))]);
          setPicking(false);
        }}
      />
    </div>
  );
}
