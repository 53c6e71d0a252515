import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { articleApi } from '../../api/article-api';
import { useEditorDispatch, useEditorState } from '../../state/editor-context';
import { componentTexts } from '@prowrite/contracts';
import { richToPlain } from '../../utils/rich-text';

/**
 * A save met a newer version of the work (409), as on the deck board: reload and keep my edits on top of
 * the newer work (default), copy my text, or drop my edits and take the newer work.
 */
export function ConflictDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id, conflict, dirty, components } = useEditorState();
  const dispatch = useEditorDispatch();
  const [busy, setBusy] = useState<'mine' | 'theirs' | null>(null);
  if (conflict === null) return null;

  const mine = components.filter((c) => dirty.includes(c.id));
  const reload = async (keepMine: boolean) => {
    setBusy(keepMine ? 'mine' : 'theirs');
    try {
      const { detail } = await articleApi.detail(id);
      dispatch({ type: 'reloaded', detail, keepMine });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const copy = async () => {
    const text = mine.flatMap((c) => componentTexts(c).map(richToPlain)).join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('deck.conflict.copied'));
    } catch {
      void message.error(t('deck.conflict.copyFailed'));
    }
  };

  return (
    <Modal
      open
      title={t('article.conflict.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="copy" onClick={() => void copy()} disabled={mine.length === 0}>
          {t('deck.conflict.copy')}
        </Button>,
        <Button
          key="theirs"
          danger
          loading={busy === 'theirs'}
          onClick={() => void reload(false)}
          data-testid="article-conflict-reload"
        >
          {t('article.conflict.reload')}
        </Button>,
        <Button
          key="mine"
          type="primary"
          loading={busy === 'mine'}
          onClick={() => void reload(true)}
          data-testid="article-conflict-keep"
        >
          {t('article.conflict.keepMine')}
        </Button>,
      ]}
    >
      <p data-testid="article-conflict">{t('article.conflict.body')}</p>
      {conflict && <p className="pw-art-conflict-detail">{conflict}</p>}
    </Modal>
  );
}
