/** Knowledge base: categories, items and their ingestion status, chunks, and retrieval testing. */
export { KnowledgeBaseScreen } from './components/KnowledgeBaseScreen';
