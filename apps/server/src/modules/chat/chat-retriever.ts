import type { ChatPassage } from '@prowrite/engine';
import type { TeamScope } from '../../http/auth';

/**
 * Where knowledge-base chat gets its passages. The knowledge-base module implements it and plugs it in
 * with `ChatService.useKnowledge`; chat keeps no knowledge storage of its own. Every passage must be an
 * exact span of the text of page `page` of file `fileId` (its quote is shown and opened as a citation).
 */
export interface ChatRetriever {
  retrieve(scope: TeamScope, question: string, limit: number): Promise<ChatPassage[]>;
}

/** Source rows a knowledge answer quotes by default (the chat settings' evaluate.source_row_num default). */
export const KNOWLEDGE_SOURCE_ROWS = 2;
