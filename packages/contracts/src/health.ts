import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  engine: z.enum(['offline', 'llm']),
  /** Whether web search is configured (SEARXNG_URL); the chat shows its toggle only then. */
  web_search: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: whether this process can serve (database and file storage answer). */
export const readinessCheckSchema = z.enum(['ok', 'failed']);
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: readinessCheckSchema, storage: readinessCheckSchema }),
});
export type Readiness = z.infer<typeof readinessSchema>;
