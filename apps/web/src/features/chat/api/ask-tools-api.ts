import {
  type AskShortcutList,
  askShortcutListSchema,
  healthSchema,
  nestedDataSchema,
  type OptimizeQuestionBody,
  type OptimizeQuestionResult,
  optimizeQuestionResultSchema,
  type UiLanguage,
} from '@prowrite/contracts';
import { http } from '../../../lib/http';

const shortcutsResult = nestedDataSchema(askShortcutListSchema);
const optimizeResult = nestedDataSchema(optimizeQuestionResultSchema);

/** The helpers around the chat input: web search availability, question optimisation, quick asks. */
export const askToolsApi = {
  /** Whether the server has a web search service (the toggle is shown only then). */
  webSearchAvailable: (signal?: AbortSignal): Promise<boolean> =>
    http
      .get('/api/health', { parse: (d) => healthSchema.parse(d), silent: true, anonymous: true, signal })
      .then((h) => h.web_search),
  optimize: (body: OptimizeQuestionBody): Promise<OptimizeQuestionResult> =>
    http
      .post('/api/webchat/v2/optimize/question', body, {
        silent: true,
        parse: (d) => optimizeResult.parse(d),
      })
      .then((r) => r.data),
  shortcuts: (lang: UiLanguage, signal?: AbortSignal): Promise<AskShortcutList> =>
    http
      .get('/api/prowrite/v2/ask/shortcut', {
        query: { lang },
        signal,
        parse: (d) => shortcutsResult.parse(d),
      })
      .then((r) => r.data),
};

export const WEB_SEARCH_ASK_PATH = '/api/webchat/v2/console/websearch/ask';
