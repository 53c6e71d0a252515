import {
  type SaveResult,
  saveResultSchema,
  type Slide,
  slideSchema,
  type WorkDetail,
  workDetailSchema,
} from '@prowrite/contracts';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { urlTicket, withTicket } from '../../../lib/url-tickets';
import type { CompanyFlags } from '../state/deck-state';
import { takePrefetchedDetail } from './prefetch-detail';

/** Works answers nest their result as `{data: {data: ...}}`: unwrap the inner `data`. */
function inner(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) {
    throw new Error('expected {data: ...}');
  }
  return payload.data;
}

export interface DeckDetail {
  detail: WorkDetail;
  flags: CompanyFlags;
}

/** The detail answer checked against the contract, with the company flags when the server sends them. */
export function readDetail(payload: unknown): DeckDetail {
  const detail = workDetailSchema.parse(inner(payload));
  const flags: CompanyFlags = {};
  if (detail.roche_template_flag !== undefined) flags.companyTemplate = Boolean(detail.roche_template_flag);
  if (detail.roche_flag !== undefined) flags.companyElement = Boolean(detail.roche_flag);
  return { detail, flags };
}

export interface SaveSlideInput {
  id: string;
  slideNum: number;
  slide: Slide;
  version: number;
  reportId: string | null;
}

/** Board-only flags never travel with a save (the server drops them too). */
function storedForm(slide: Slide): Slide {
  const { loaded: _l, pptLoading: _p, showSkeleton: _s, isRewriteAimSlide: _r, styles: _st, ...rest } = slide;
  return rest;
}

export const deckApi = {
  /** Errors are shown by the board (not found, forbidden), not as a toast. */
  detail: (id: string, signal?: AbortSignal): Promise<DeckDetail> =>
    http.get('/api/prowrite/v1/detail', { query: { id }, signal, silent: true, parse: readDetail }),

  /** The first load: the answer prefetched by the route when there is one, else a request. */
  firstDetail: async (id: string, signal?: AbortSignal): Promise<DeckDetail> => {
    const prefetched = takePrefetchedDetail(id);
    if (prefetched) {
      try {
        return await prefetched;
      } catch {
        // Failed or not the expected shape: ask again, so the error comes from the ordinary path.
      }
    }
    return deckApi.detail(id, signal);
  },

  saveSlide: (input: SaveSlideInput): Promise<SaveResult> =>
    http.post(
      '/api/prowrite/v1/slide',
      {
        id: input.id,
        slide_num: input.slideNum,
        slide_data: storedForm(input.slide),
        version: input.version,
        ...(input.reportId ? { report_id: input.reportId } : {}),
      },
      { silent: true, parse: (d) => saveResultSchema.parse(inner(d)) },
    ),

  /** EventSource cannot send headers: the stream is opened with a `stream` URL ticket (null: none to be had). */
  streamUrl: async (id: string): Promise<string | null> => {
    const ticket = await urlTicket('stream');
    return ticket
      ? withTicket(`/api/prowrite/v1/generate/stream?${new URLSearchParams({ id })}`, ticket)
      : null;
  },
};

/** Parsers of the generation stream's events. */
export const streamEvents = {
  slide: (data: string) => slideSchema.parse(z.object({ slide: z.unknown() }).parse(JSON.parse(data)).slide),
};
