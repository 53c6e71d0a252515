import type { Facts, Provenance } from '@prowrite/contracts';
import type { SourceDocument } from '../source/source-document';

function isProvenance(value: object): value is Provenance {
  const o = value as Record<string, unknown>;
  return typeof o.file_id === 'string' && typeof o.page === 'number' && typeof o.quote === 'string';
}

/**
 * Marks every provenance that cites a page read by OCR with `ocr: true`, wherever it sits in the facts
 * (values, arms, endpoints, effects, per-arm results, lists of sources): an OCR'd quote may differ from the
 * printed page by a misread character, and readers and writers must be able to tell.
 */
export function markOcrProvenance(doc: SourceDocument, facts: Facts): Facts {
  const ocrPages = new Set(doc.pages.filter((p) => p.ocr).map((p) => p.number));
  if (ocrPages.size === 0) return facts;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
    if (isProvenance(value)) return ocrPages.has(value.page) ? { ...value, ocr: true } : value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
  };
  return visit(facts) as Facts;
}
