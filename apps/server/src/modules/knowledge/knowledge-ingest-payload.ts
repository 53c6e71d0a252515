import { z } from 'zod';

export const KNOWLEDGE_INGEST_JOB = 'knowledge.ingest';
export const knowledgeIngestPayloadSchema = z.object({
  itemId: z.string().min(1),
  teamId: z.string().min(1),
});
export type KnowledgeIngestPayload = z.infer<typeof knowledgeIngestPayloadSchema>;
