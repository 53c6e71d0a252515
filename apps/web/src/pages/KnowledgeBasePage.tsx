import { canRead } from '@prowrite/contracts';
import { Navigate } from 'react-router';
import { useUser } from '../features/account';
import { KnowledgeBaseScreen } from '../features/knowledge';

/** /app/knowledge-base: the team's knowledge base; it needs the knowledge read bit. */
export function KnowledgeBasePage() {
  const user = useUser();
  if (!canRead(user.bizchat_auth, 'knowledge')) return <Navigate to="/no-permission" replace />;
  return <KnowledgeBaseScreen />;
}
