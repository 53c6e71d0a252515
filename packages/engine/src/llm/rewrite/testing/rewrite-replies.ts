import type { RecordedRequest, ScriptedResponse } from '../../testing/fake-openai-server';

/** A field of a rewrite request as the model receives it. */
export type AskedField = { id: string; text: string; max_length: number };

/** The fields of a rewrite request (its first user message), as a model would read them. */
export function askedFields(request: RecordedRequest): AskedField[] {
  const user = request.body?.messages?.find((m) => m.role === 'user');
  if (!user) return [];
  const body = JSON.parse(user.content) as { fields?: AskedField[] };
  return body.fields ?? [];
}

/** Whether the request is the retry of refused fields (its last message names them). */
export function isRetry(request: RecordedRequest): boolean {
  return request.body?.messages?.at(-1)?.content.startsWith('These fields were refused') ?? false;
}

/** A model's answer to a rewrite request: `write` gives each field's new text (null leaves it out). */
export function rewriteReply(
  request: RecordedRequest,
  write: (field: AskedField) => string | null,
): ScriptedResponse {
  const fields = askedFields(request).flatMap((f) => {
    const text = write(f);
    return text === null ? [] : [{ id: f.id, text }];
  });
  return { type: 'reply', content: JSON.stringify({ fields }) };
}
