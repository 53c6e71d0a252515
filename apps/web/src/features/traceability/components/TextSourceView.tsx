import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRawFile } from '../api/trace-api';
import { findLoose, findNumber, segmentText } from '../utils/loose-match';
import { MarkedText } from './MarkedText';

/** A text or Markdown source with the passage (and the number in it) marked and scrolled into view. */
export function TextSourceView({
  fileId,
  quote,
  number,
}: {
  fileId: string;
  quote?: string;
  number?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLPreElement>(null);
  const raw = useQuery({
    queryKey: ['files', 'text', fileId],
    queryFn: async ({ signal }) => new TextDecoder().decode(await fetchRawFile(fileId, signal)),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const text = raw.data ?? '';
  const quoteRange = quote ? findLoose(text, quote) : null;
  const numberRange = number ? findNumber(text, number, quoteRange) : null;

  // The marks move when the text or the quote changes; scroll to the first one again then.
  const markAt = numberRange?.start ?? quoteRange?.start ?? -1;
  useEffect(() => {
    if (markAt >= 0) ref.current?.querySelector('[data-first-mark]')?.scrollIntoView({ block: 'center' });
  }, [markAt]);

  if (raw.isPending) return <Spin className="pw-source-spin" />;
  if (raw.isError)
    return (
      <Alert type="error" showIcon title={t('trace.panel.fileFailed')} description={raw.error.message} />
    );
  return (
    <>
      {quote && !quoteRange && <Alert type="warning" showIcon title={t('trace.panel.quoteNotFound')} />}
      <pre className="pw-source-text" ref={ref} data-testid="source-text">
        <MarkedText segments={segmentText(text, quoteRange, numberRange)} />
      </pre>
    </>
  );
}
