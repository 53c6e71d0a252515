import { BulbOutlined } from '@ant-design/icons';
import type { OptimizeQuestionResult } from '@prowrite/contracts';
import { Alert, Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { askToolsApi } from '../api/ask-tools-api';

/**
 * The optimise-question button of the chat input: asks the server for a more specific question (with the
 * selected file, so "this study" gets its trial's name) and shows it with what changed; the user accepts it
 * into the input or keeps their own.
 */
export function OptimizeQuestion({
  question,
  fileId,
  onAccept,
}: {
  question: string;
  fileId: string | undefined;
  onAccept: (optimized: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<OptimizeQuestionResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await askToolsApi.optimize({ question, ...(fileId ? { file_id: fileId } : {}) }));
    } catch (err) {
      setError(err instanceof HttpError || err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const unchanged = result !== null && result.optimized === result.original;
  const card = (
    <div className="chat-optimized" data-testid="chat-optimized">
      {error && <Alert type="error" showIcon title={t('chat.optimize.failed', { msg: error })} />}
      {result &&
        (unchanged ? (
          <p className="chat-muted">{t('chat.optimize.unchanged')}</p>
        ) : (
          <>
            <div className="chat-sources-title">{t('chat.optimize.title')}</div>
            <p data-testid="chat-optimized-text">{result.optimized}</p>
            {result.changes.some((c) => c.kind === 'expanded' || c.kind === 'named') && (
              <ul className="chat-optimized-changes">
                {result.changes
                  .filter((c) => c.kind === 'expanded' || c.kind === 'named')
                  .map((c) => (
                    <li key={`${c.kind}-${c.from}`}>
                      {c.from} → {c.to}
                    </li>
                  ))}
              </ul>
            )}
            {result.note && <p className="chat-muted">{result.note}</p>}
          </>
        ))}
      <div className="chat-optimized-actions">
        {result && !unchanged && (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              onAccept(result.optimized);
              setResult(null);
            }}
            data-testid="chat-optimize-accept"
          >
            {t('chat.optimize.use')}
          </Button>
        )}
        <Button
          size="small"
          onClick={() => {
            setResult(null);
            setError(null);
          }}
        >
          {t('chat.optimize.dismiss')}
        </Button>
      </div>
    </div>
  );
  const cardOpen = result !== null || error !== null;
  return (
    <Popover open={cardOpen} content={card} placement="topLeft">
      {/* The tooltip would cover the card's buttons: none while the card is open. */}
      <Tooltip title={cardOpen ? undefined : t('chat.optimize')}>
        <Button
          icon={<BulbOutlined />}
          loading={busy}
          disabled={!question.trim()}
          onClick={run}
          aria-label={t('chat.optimize')}
          data-testid="chat-optimize"
        />
      </Tooltip>
    </Popover>
  );
}
