import { z } from 'zod';

/** Every JSON answer is `{code, msg, data}`; `code` 200 means success, any other code is an error. */
export const SUCCESS_CODE = 200;

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}

/** Where the spec reads a result as `data.data`, `data` holds `{data: ...}`. */
export function nestedEnvelopeSchema<T extends z.ZodType>(data: T) {
  return envelopeSchema(nestedDataSchema(data));
}

/** The `data` of a nested answer, `{data: ...}` (what a client reads once the envelope is checked). */
export function nestedDataSchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export type Envelope<T> = { code: typeof SUCCESS_CODE; msg: string; data: T };
export type Nested<T> = { data: T };
