export * from './source/source-document';
export * from './llm';
export * from './facts';
export * from './text/normalise';
export * from './text/numbers';
export * from './text/value-tokens';
export { parseText } from './source/text/parse-text';
export { type ParseSourceOptions, parseSource } from './source/parse-source';
export { readPngSize } from './source/figures/png-info';
export { MAX_PDF_PAGES } from './source/pdf/pdf-loader';
export * from './knowledge';
export * from './search';
export * from './writer';
export * from './article';
export {
  INFOGRAPHIC_DEFAULT_TEMPLATE,
  INFOGRAPHIC_OPTIONAL_COMPONENTS,
  infographicWriter,
} from './article/kinds/infographic';
export { warmUpEngine } from './source/warm-up';
export * from './chat';
export * from './check-work';
export * from './results';
