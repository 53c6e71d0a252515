export * from './source/source-document';
export * from './llm';
export * from './facts';
export * from './text/normalise';
export * from './text/numbers';
export { parseText } from './source/text/parse-text';
