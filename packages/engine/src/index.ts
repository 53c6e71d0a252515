export * from './source/source-document';
