import { z } from 'zod';

export const FILE_PARSE_JOB = 'file.parse';

export const fileParsePayloadSchema = z.object({ fileId: z.string().min(1), teamId: z.string().min(1) });
export type FileParsePayload = z.infer<typeof fileParsePayloadSchema>;
