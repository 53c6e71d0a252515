import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

/** OpenAI's rule for `json_schema.name`. */
const SCHEMA_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export function assertSchemaName(name: string): void {
  if (!SCHEMA_NAME.test(name)) {
    throw new Error(`JSON schema name "${name}" must be 1-64 letters, digits, '_' or '-'`);
  }
}

/**
 * JSON Schema for `response_format: {type: 'json_schema', strict: true}` from a zod schema. Strict mode
 * needs every property required and no extra properties, so an optional field is a programming error here
 * (use `.nullable()`); zod's safe-integer bounds are dropped because some compatible servers reject them.
 */
export function toStrictJsonSchema(schema: z.ZodType): JsonSchema {
  const raw = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'throw' });
  const { $schema: _dialect, ...rest } = raw as JsonSchema;
  return tidy(rest, '$') as JsonSchema;
}

function tidy(node: unknown, path: string): unknown {
  if (Array.isArray(node)) return node.map((item, index) => tidy(item, `${path}[${index}]`));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'minimum' || key === 'maximum') && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER)
      continue;
    out[key] = tidy(value, key === 'properties' ? path : `${path}.${key}`);
  }
  if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
    const keys = Object.keys(out.properties);
    const required = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
    const optional = keys.filter((key) => !required.has(key));
    if (optional.length > 0) {
      throw new Error(`Strict JSON schema at ${path}: make ${optional.join(', ')} nullable, not optional`);
    }
    out.additionalProperties = false;
  }
  return out;
}
