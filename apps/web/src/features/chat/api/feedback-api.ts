import {
  type ChatFeedback,
  chatFeedbackSchema,
  type FeedbackTagsResult,
  feedbackTagsResultSchema,
  nestedDataSchema,
  type SaveFeedbackBody,
  type UiLanguage,
} from '@prowrite/contracts';
import { http } from '../../../lib/http';

const tagsResult = nestedDataSchema(feedbackTagsResultSchema);
const feedbackResult = nestedDataSchema(chatFeedbackSchema);

/** Like/dislike of answers and the tag sets to pick from. */
export const feedbackApi = {
  tags: (lang: UiLanguage, signal?: AbortSignal): Promise<FeedbackTagsResult> =>
    http
      .get('/api/ai/comment/tag', { query: { lang }, signal, parse: (d) => tagsResult.parse(d) })
      .then((r) => r.data),
  save: (body: SaveFeedbackBody): Promise<ChatFeedback> =>
    http.post('/api/ai/message/comment', body, { parse: (d) => feedbackResult.parse(d) }).then((r) => r.data),
  remove: (messageId: string) => http.delete('/api/ai/message/comment', { query: { message_id: messageId } }),
};
