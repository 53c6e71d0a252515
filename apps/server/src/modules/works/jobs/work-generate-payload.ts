import { z } from 'zod';

export const WORK_GENERATE_JOB = 'work.generate';

export const workGeneratePayloadSchema = z.object({
  workId: z.string().min(1),
  teamId: z.string().min(1),
  /** The name the user gave the work: it becomes the deck title (else the trial title is used). */
  title: z.string().max(200).optional(),
});
export type WorkGeneratePayload = z.infer<typeof workGeneratePayloadSchema>;
