import { DatasetsConsole } from '../features/knowledge';

/** /knowledge: the console's datasets page (the route guard checks the knowledge read bit). */
export function KnowledgeConsolePage() {
  return <DatasetsConsole />;
}
