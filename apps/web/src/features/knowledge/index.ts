/** Knowledge base: categories, items and their ingestion status, chunks, and retrieval testing. */
export { DatasetsConsole } from './components/DatasetsConsole';
export { KnowledgeBaseScreen } from './components/KnowledgeBaseScreen';
