/** JSON Schema (as @fastify/swagger emits it) reduced to what the fuzz sampler reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
};

/**
 * A value of `schema` whose every free-text string is `text` (enums and constants keep a valid value, so the
 * request gets past validation to the handler wherever the text itself is acceptable).
 */
export function sampleWith(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 12) return text;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) {
    const nonNull = alt.find((s) => s.type !== 'null') ?? alt[0];
    return sampleWith(nonNull, text, depth + 1);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'string') : schema.type;
  switch (type) {
    case 'string':
      return text;
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleWith(schema.items, text, depth + 1),
      );
    default: {
      const out: Record<string, unknown> = {};
      for (const [key, s] of Object.entries(schema.properties ?? {}))
        out[key] = sampleWith(s, text, depth + 1);
      return out;
    }
  }
}

/** Percent-encodes `text` as UTF-8, lone surrogates included (as the 3-byte form a careless client sends). */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** The strings every text field, parameter and query value is tried with. */
export const FUZZ_TEXTS: Record<string, string> = {
  nul: 'a\u0000b',
  'lone high surrogate': 'title \uD800 end',
  'lone low surrogate': '\uDC00',
  '1 MB string': 'x'.repeat(1024 * 1024),
};

/** `[[[…]]]` nested `depth` times. */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
