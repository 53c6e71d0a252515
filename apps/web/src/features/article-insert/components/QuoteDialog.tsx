import { MAX_QUOTE_CHARS, type SourcePassage } from '@prowrite/contracts';
import { App, Button, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount, limitChars } from '../utils/media-checks';
import { DIALOG_WIDTH } from './InsertTabsModal';
import { SourcePassagePicker } from './SourcePassagePicker';
import './insert.css';

/**
 * Insert a quote, or replace one (`initial` is its text). Inserting into a work (`workId`) starts on "from
 * the sources": search the work's source text and pick a passage, inserted with its provenance; "free text"
 * stays available and is marked unsourced. Free text: up to 500 characters (extra input is ignored), confirm
 * disabled while blank, and closing with typed text asks for confirmation. Mounted only while open.
 */
export function QuoteDialog({
  onOk,
  onCancel,
  initial,
  workId,
  onSourced,
}: {
  onOk: (text: string) => void;
  onCancel: () => void;
  initial?: string;
  /** The work whose sources can be quoted (insert mode). */
  workId?: string;
  onSourced?: (passage: SourcePassage) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [text, setText] = useState(initial ?? '');
  const canSource = workId !== undefined && onSourced !== undefined && initial === undefined;
  const [mode, setMode] = useState<'sources' | 'free'>(canSource ? 'sources' : 'free');
  const [passage, setPassage] = useState<SourcePassage | null>(null);

  const close = () => {
    // An untouched replacement loses nothing: it closes without asking.
    if (!text.trim() || text === initial) {
      onCancel();
      return;
    }
    modal.confirm({
      title: t('label.tips'),
      content: t('insert.confirm.cancel'),
      okText: t('insert.confirm.leave'),
      cancelText: t('insert.confirm.stay'),
      onOk: onCancel,
    });
  };

  const sourcing = canSource && mode === 'sources';
  const ready = sourcing ? passage !== null : text.trim() !== '';
  const confirm = () => {
    if (sourcing && passage) onSourced?.(passage);
    else if (!sourcing && text.trim()) onOk(text.trim());
  };

  return (
    <Modal
      open
      title={t(initial === undefined ? 'insert.quote.title' : 'insert.quote.replaceTitle')}
      width={DIALOG_WIDTH}
      onCancel={close}
      mask={{ closable: false }}
      className="pw-insert-dialog pw-insert-quote"
      footer={[
        <Button key="cancel" onClick={close} data-testid="insert-dialog-cancel">
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!ready} onClick={confirm} data-testid="insert-dialog-ok">
          {t('insert.confirm.ok')}
        </Button>,
      ]}
    >
      {canSource && (
        <Segmented
          block
          value={mode}
          onChange={(v) => setMode(v as 'sources' | 'free')}
          options={[
            {
              value: 'sources',
              label: <span data-testid="quote-mode-sources">{t('insert.quote.fromSources')}</span>,
            },
            { value: 'free', label: <span data-testid="quote-mode-free">{t('insert.quote.freeText')}</span> },
          ]}
          style={{ marginBottom: 12 }}
          data-testid="quote-mode"
        />
      )}
      {sourcing && workId ? (
        <SourcePassagePicker workId={workId} selected={passage} onSelect={setPassage} />
      ) : (
        <>
          {canSource && <p className="pw-quote-unsourced">{t('insert.quote.unsourcedHint')}</p>}
          <Input.TextArea
            value={text}
            onChange={(e) => setText(limitChars(e.target.value, MAX_QUOTE_CHARS))}
            placeholder={t('insert.quote.placeholder')}
            aria-label={t('insert.quote.title')}
            autoSize={{ minRows: 5, maxRows: 12 }}
            count={{ show: true, max: MAX_QUOTE_CHARS, strategy: charCount }}
            autoFocus
            data-testid="insert-quote-input"
          />
        </>
      )}
    </Modal>
  );
}
