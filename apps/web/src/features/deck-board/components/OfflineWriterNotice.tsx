import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchWriterMode } from '../api/writer-mode-api';
import { useDeckState } from '../state/deck-context';

/**
 * One line over a deck written without a language model: its text comes from templates, and what a configured
 * model would add (fluent rewriting and translation, numbers checked against the sources). Hidden while the
 * server's mode is unknown, with an LLM configured, and before the deck has slides.
 */
export function OfflineWriterNotice() {
  const { t } = useTranslation();
  const { slides } = useDeckState();
  const mode = useQuery({
    queryKey: ['writer-mode'],
    queryFn: ({ signal }) => fetchWriterMode(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (mode.data !== 'offline' || slides.length === 0) return null;
  return (
    <Alert
      className="pw-deck-writer-notice"
      data-testid="deck-offline-notice"
      type="info"
      showIcon
      banner
      title={t('deck.offlineWriter')}
    />
  );
}
