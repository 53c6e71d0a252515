import type { z } from 'zod';

export type ParsedAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

/** Schema issues listed back to the model; more only lengthen the repair prompt. */
const MAX_ISSUES = 8;

/**
 * Reads a structured answer: JSON (a ```json fence around it is tolerated, some servers add one even in
 * JSON mode), then the zod schema. The error text is written for the model, which gets it on the retry.
 */
export function parseStructuredAnswer<S extends z.ZodType>(
  text: string,
  schema: S,
  finishReason: string | null,
): ParsedAnswer<z.output<S>> {
  const body = stripFence(text.trim());
  if (!body) return { ok: false, error: 'The answer was empty; a JSON object was expected.' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const cut = finishReason === 'length' ? ' The answer was cut at the output token limit; be shorter.' : '';
    return { ok: false, error: `The answer is not valid JSON (${(error as Error).message}).${cut}` };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  return { ok: false, error: `The JSON does not match the schema: ${issues.join('; ')}.` };
}

function stripFence(text: string): string {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(text);
  return fenced ? fenced[1]!.trim() : text;
}
