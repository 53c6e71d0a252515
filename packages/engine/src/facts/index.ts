export { extractFacts } from './extract-facts';
export { type ProvenanceFailure, type ProvenanceReport, verifyProvenance } from './verify-provenance';
export { markOcrProvenance } from './mark-ocr';
