import type { Reference, Slide } from '@prowrite/contracts';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { traceApi } from '../api/trace-api';
import { provenanceFor, quoteQuery, referenceAction } from '../utils/trace-target';
import { useSourcePanel } from './source-panel-context';

/** The loading tip stays until the answer arrives (it is closed then; 200 s is only its upper bound). */
const LOADING_SECONDS = 200;

/**
 * The board's `onNumberClick` and `onReferenceClick`: a number opens the source panel at the page and quote
 * it was read from; a reference opens its file (or its web address).
 */
export function useSourceTrace(workId: string, slides: readonly Slide[]) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const panel = useSourcePanel();
  const slidesRef = useRef(slides);
  slidesRef.current = slides;

  const onNumberClick = useCallback(
    async (numberText: string, slideNum: number, _element?: unknown) => {
      const slide = slidesRef.current.find((s) => s.slide_num === slideNum);
      const provenance = provenanceFor(slide, numberText);
      const key = `trace:${slideNum}:${numberText}`;
      void message.loading({ content: t('trace.locating'), key, duration: LOADING_SECONDS });
      try {
        const found = await traceApi.quote(workId, quoteQuery(numberText, provenance));
        panel.open({
          fileId: found.source_id,
          page: found.page_idx,
          quote: found.high_light_text,
          number: numberText,
        });
      } catch (error) {
        if (provenance) {
          panel.open({
            fileId: provenance.file_id,
            page: provenance.page,
            quote: provenance.quote,
            number: numberText,
          });
        } else if (error instanceof HttpError && error.status === 404) {
          void message.error(t('label.console.application-hrtool-empty'));
        }
        // Other failures show nothing: the panel just does not open.
      } finally {
        message.destroy(key);
      }
    },
    [workId, panel, message, t],
  );

  const onReferenceClick = useCallback(
    (input: Reference | { reference: Reference }) => {
      const action = referenceAction('reference' in input ? input.reference : input);
      if (action.kind === 'file') panel.toggleFile({ fileId: action.fileId, page: action.page });
      else if (action.kind === 'url') window.open(action.url, '_blank', 'noopener,noreferrer');
    },
    [panel],
  );

  return { onNumberClick, onReferenceClick };
}
