import { analyze, termFrequencies } from '@prowrite/engine';
import type { ChunkToStore } from '../knowledge.repository';

/**
 * A chunk of plain text as the ingest job stores it (terms analysed, no heading, file or page), for writing
 * straight through the repository's replaceChunks. The quote is the text's first `quoteChars` characters.
 */
export function storedChunk(text: string, quoteChars = text.length): ChunkToStore {
  const terms = analyze(text);
  return {
    text,
    tokens: terms.length,
    heading: '',
    fileId: null,
    page: null,
    url: '',
    quote: text.slice(0, quoteChars),
    terms: termFrequencies(terms),
    length: terms.length,
  };
}
