export * from './source/source-document';
export * from './llm';
