import { BookOutlined, DeleteOutlined } from '@ant-design/icons';
import { PROMPT_TITLE_MAX_CHARS, type PromptItem } from '@prowrite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, Modal, Popconfirm, Spin, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { promptsApi } from '../api/prompts-api';
import { useUiLanguage } from '../hooks/use-ui-language';
import { defaultPromptTitle, matchesPrompt } from '../utils/prompt-search';

/**
 * The composer's prompt library: built-in prompts in the UI language and the user's own, searchable; a pick
 * goes into the composer. The composer's current text can be saved as an own prompt; own prompts can be
 * deleted.
 */
export function PromptPicker({ draft, onInsert }: { draft: string; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useUiLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [title, setTitle] = useState('');
  const queryKey = ['chat', 'prompts', lang];
  const prompts = useQuery({
    queryKey,
    queryFn: ({ signal }) => promptsApi.list(lang, signal),
    enabled: open,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['chat', 'prompts'] });
  const save = useMutation({
    mutationFn: () => promptsApi.save({ title: title.trim() || defaultPromptTitle(draft), text: draft }),
    onSuccess: () => {
      setTitle('');
      void message.success(t('chat.prompts.saved'));
      void refresh();
    },
    onError: (error) =>
      void message.error(
        error instanceof HttpError && error.status === 409 ? t('chat.prompts.full') : error.message,
      ),
  });
  const remove = useMutation({
    mutationFn: (id: string) => promptsApi.remove(id),
    onSuccess: () => refresh(),
  });

  const shown = useMemo(
    () => (prompts.data?.data ?? []).filter((p) => matchesPrompt(p, search)),
    [prompts.data, search],
  );
  const builtin = shown.filter((p) => p.kind === 'builtin');
  const own = shown.filter((p) => p.kind === 'own');
  const canSave = draft.trim().length > 0 && (prompts.data?.remaining ?? 1) > 0;

  const pick = (p: PromptItem) => {
    onInsert(p.text);
    setOpen(false);
  };
  const row = (p: PromptItem) => (
    <li key={p.id} className="prompt-row">
      <button
        type="button"
        className="prompt-pick"
        onClick={() => pick(p)}
        data-testid="prompt-item"
        data-prompt-id={p.id}
      >
        <span className="prompt-title">
          {p.title}
          {p.category && <Tag className="prompt-category">{t(`chat.prompts.category.${p.category}`)}</Tag>}
        </span>
        <span className="prompt-text">{p.text}</span>
      </button>
      {p.kind === 'own' && (
        <Popconfirm title={t('chat.prompts.deleteConfirm')} onConfirm={() => remove.mutateAsync(p.id)}>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('chat.prompts.delete')}
            data-testid="prompt-delete"
          />
        </Popconfirm>
      )}
    </li>
  );

  return (
    <>
      <Tooltip title={t('chat.prompts.title')}>
        <Button icon={<BookOutlined />} onClick={() => setOpen(true)} data-testid="chat-prompts">
          {t('chat.prompts.open')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('chat.prompts.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        <Input.Search
          allowClear
          placeholder={t('chat.prompts.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="prompt-search"
        />
        {prompts.isLoading ? (
          <Spin className="prompt-loading" />
        ) : (
          <div className="prompt-lists" data-testid="prompt-picker">
            <h4>{t('chat.prompts.builtin')}</h4>
            {builtin.length === 0 ? (
              <p className="chat-muted">{t('chat.prompts.empty')}</p>
            ) : (
              <ul className="prompt-list">{builtin.map(row)}</ul>
            )}
            <h4>{t('chat.prompts.mine')}</h4>
            {own.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={search ? t('chat.prompts.empty') : t('chat.prompts.mineEmpty')}
              />
            ) : (
              <ul className="prompt-list">{own.map(row)}</ul>
            )}
          </div>
        )}
        <div className="prompt-save">
          <Input
            value={title}
            maxLength={PROMPT_TITLE_MAX_CHARS}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={draft.trim() ? defaultPromptTitle(draft) : t('chat.prompts.saveTitle.placeholder')}
            aria-label={t('chat.prompts.saveTitle')}
            disabled={!canSave}
            data-testid="prompt-save-title"
          />
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={!canSave}
            data-testid="prompt-save"
          >
            {t('chat.prompts.saveCurrent')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
