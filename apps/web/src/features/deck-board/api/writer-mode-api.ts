import { type Health, healthSchema } from '@prowrite/contracts';
import { http } from '../../../lib/http';

/** Which writer the server runs: 'llm' when a language model is configured (LLM_BASE_URL), else 'offline'. */
export function fetchWriterMode(signal?: AbortSignal): Promise<Health['engine']> {
  return http
    .get('/api/health', { parse: (data) => healthSchema.parse(data), silent: true, anonymous: true, signal })
    .then((health) => health.engine);
}
