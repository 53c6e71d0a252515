import { MAX_QUOTE_CHARS } from '@prowrite/contracts';
import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charCount, limitChars } from '../utils/media-checks';
import { DIALOG_WIDTH } from './InsertTabsModal';
import './insert.css';

/**
 * Insert a quote, or replace one (`initial` is its text): up to 500 characters (extra input is ignored),
 * confirm disabled while blank, and closing with typed text asks for confirmation (workbench.md 2.7, 5).
 * Mounted only while open.
 */
export function QuoteDialog({
  onOk,
  onCancel,
  initial,
}: {
  onOk: (text: string) => void;
  onCancel: () => void;
  initial?: string;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [text, setText] = useState(initial ?? '');

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
        <Button
          key="ok"
          type="primary"
          disabled={!text.trim()}
          onClick={() => text.trim() && onOk(text.trim())}
          data-testid="insert-dialog-ok"
        >
          {t('insert.confirm.ok')}
        </Button>,
      ]}
    >
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
    </Modal>
  );
}
