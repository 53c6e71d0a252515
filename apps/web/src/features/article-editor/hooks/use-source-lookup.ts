import { type ArticleComponent, MAX_QUOTE_QUERY_CHARS } from '@prowrite/contracts';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { provenanceFor, quoteQuery, useSourcePanel } from '../../traceability';
import { articleApi } from '../api/article-api';

/** The loading tip stays until the answer arrives (it is closed then; 200 s is only its upper bound). */
const LOADING_SECONDS = 200;

/** The query of a selected sentence: white space folded, at most 500 characters. */
export function selectionQuery(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, MAX_QUOTE_QUERY_CHARS).join('');
}

/**
 * Opens the source panel for a number (its recorded provenance first) or for a selected sentence
 * (`POST /api/prowrite/v1/source/quote`), with the loading tip until the answer, and the "no source" error
 * toast when nothing is found.
 */
export function useSourceLookup(workId: string, components: readonly ArticleComponent[]) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const panel = useSourcePanel();
  const componentsRef = useRef(components);
  componentsRef.current = components;

  const lookup = useCallback(
    async (
      query: string,
      key: string,
      fallback: { fileId: string; page: number; quote: string } | null,
      number?: string,
    ) => {
      if (!query) return;
      void message.loading({ content: t('trace.locating'), key, duration: LOADING_SECONDS });
      try {
        const found = await articleApi.sourceQuote(workId, query);
        if (!found.source_id) throw new Error('no source');
        panel.open({
          fileId: found.source_id,
          page: found.page_idx,
          quote: found.high_light_text,
          ...(number ? { number } : {}),
        });
      } catch {
        if (fallback) panel.open({ ...fallback, ...(number ? { number } : {}) });
        else void message.error(t('label.console.application-hrtool-empty'));
      } finally {
        message.destroy(key);
      }
    },
    [workId, panel, message, t],
  );

  const onNumber = useCallback(
    (componentId: string, numberText: string) => {
      const component = componentsRef.current.find((c) => c.id === componentId);
      const provenance = provenanceFor(
        component ? { provenance: component.provenance } : undefined,
        numberText,
      );
      const fallback = provenance
        ? { fileId: provenance.file_id, page: provenance.page, quote: provenance.quote }
        : null;
      void lookup(
        quoteQuery(numberText, provenance),
        `trace:${componentId}:${numberText}`,
        fallback,
        numberText,
      );
    },
    [lookup],
  );

  const onSentence = useCallback(
    (text: string) => void lookup(selectionQuery(text), 'trace:selection', null),
    [lookup],
  );

  return { onNumber, onSentence };
}
