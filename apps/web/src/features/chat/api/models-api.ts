import {
  type ChatModelsResult,
  chatModelsResultSchema,
  type Gpt4Usage,
  gpt4UsageSchema,
  type MemberGpt4Result,
  memberGpt4ResultSchema,
  nestedDataSchema,
} from '@prowrite/contracts';
import { http } from '../../../lib/http';

const modelsResult = nestedDataSchema(chatModelsResultSchema);
const switchResult = nestedDataSchema(memberGpt4ResultSchema);
const usageResult = nestedDataSchema(gpt4UsageSchema);

/** The models chat answers with, the member's premium switch and the team's premium usage. */
export const modelsApi = {
  models: (signal?: AbortSignal): Promise<ChatModelsResult> =>
    http.get('/api/v1/chat-models', { signal, parse: (d) => modelsResult.parse(d) }).then((r) => r.data),
  /** Sets the switch (the body form of PUT /api/member/gpt4: idempotent, whatever the state on screen). */
  setPremium: (gpt4: boolean): Promise<MemberGpt4Result> =>
    http.put('/api/member/gpt4', { gpt4 }, { parse: (d) => switchResult.parse(d) }).then((r) => r.data),
  usage: (signal?: AbortSignal): Promise<Gpt4Usage> =>
    http.get('/api/v1/gpt4-usage', { signal, parse: (d) => usageResult.parse(d) }).then((r) => r.data),
};
