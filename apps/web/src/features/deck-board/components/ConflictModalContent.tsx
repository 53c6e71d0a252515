import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deckApi } from '../api/deck-api';
import { useDeckDispatch, useDeckState } from '../state/deck-context';

/**
 * A save met a newer version of the deck (409). The user's edits stay in the board's state: reload and type
 * them again on top of the newer deck (default), copy them, or drop them and take the newer deck.
 */
export function ConflictModalContent() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id, conflict, unsavedEdits } = useDeckState();
  const dispatch = useDeckDispatch();
  const [busy, setBusy] = useState<'reapply' | 'discard' | null>(null);

  const reload = async (mode: 'reapply' | 'discard') => {
    setBusy(mode);
    try {
      const { detail } = await deckApi.detail(id);
      if (mode === 'reapply') dispatch({ type: 'reloaded', detail, reapply: unsavedEdits });
      else dispatch({ type: 'discardEdits', detail });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    const text = unsavedEdits.map((e) => e.text).join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('deck.conflict.copied'));
    } catch {
      void message.error(t('deck.conflict.copyFailed'));
    }
  };

  return (
    <Modal
      open={conflict !== null}
      title={t('deck.conflict.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="copy" onClick={() => void copy()} disabled={unsavedEdits.length === 0}>
          {t('deck.conflict.copy')}
        </Button>,
        <Button key="discard" danger loading={busy === 'discard'} onClick={() => void reload('discard')}>
          {t('deck.conflict.discard')}
        </Button>,
        <Button
          key="reapply"
          type="primary"
          loading={busy === 'reapply'}
          onClick={() => void reload('reapply')}
          data-testid="deck-conflict-reapply"
        >
          {t('deck.conflict.reapply')}
        </Button>,
      ]}
    >
      <p data-testid="deck-conflict">{t('deck.conflict.body')}</p>
      {conflict && <p className="pw-board-conflict-detail">{conflict}</p>}
      {unsavedEdits.length > 0 && (
        <ul className="pw-board-conflict-edits">
          {unsavedEdits.slice(-5).map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list for this dialog
            <li key={i}>
              {t('deck.slide.label', { num: e.slideNum })}: {e.text}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
