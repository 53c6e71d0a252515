export * from './source/source-document';
export * from './llm';
export * from './facts';
export * from './text/normalise';
export * from './text/numbers';
export { parseText } from './source/text/parse-text';
export { type ParseSourceOptions, parseSource } from './source/parse-source';
export { readPngSize } from './source/figures/png-info';
export { MAX_PDF_PAGES } from './source/pdf/pdf-loader';
