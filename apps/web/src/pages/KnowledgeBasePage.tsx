import { KnowledgeBaseScreen } from '../features/knowledge';

/** /app/knowledge-base: the team's knowledge base (the route guard checks the knowledge read bit). */
export function KnowledgeBasePage() {
  return <KnowledgeBaseScreen />;
}
