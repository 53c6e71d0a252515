/**
 * What a change of the OpenAPI document breaks for an existing client: a path or operation gone, a field gone
 * from a response, a request field (parameter or body property) that is now required. Additions elsewhere
 * (new paths, new optional fields, new response fields) break nothing.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | Schema[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
/** Deeper than any real payload; stops a self-referencing schema. */
const MAX_DEPTH = 24;

export function breakingChanges(before: OpenApiDocument, after: OpenApiDocument): string[] {
  const found: string[] = [];
  for (const [route, oldItem] of Object.entries(before.paths ?? {})) {
    const newItem = after.paths?.[route];
    if (!newItem) {
      found.push(`removed path ${route}`);
      continue;
    }
    for (const method of METHODS) {
      const oldOp = oldItem[method] as Operation | undefined;
      if (!oldOp) continue;
      const where = `${method.toUpperCase()} ${route}`;
      const newOp = newItem[method] as Operation | undefined;
      if (!newOp) {
        found.push(`removed operation ${where}`);
        continue;
      }
      found.push(...responseChanges(before, oldOp, after, newOp, where));
      found.push(...requestChanges(before, oldOp, after, newOp, where));
    }
  }
  return found;
}

function responseChanges(
  before: OpenApiDocument,
  oldOp: Operation,
  after: OpenApiDocument,
  newOp: Operation,
  where: string,
): string[] {
  const found: string[] = [];
  for (const [status, oldResponse] of Object.entries(oldOp.responses ?? {})) {
    const newResponse = newOp.responses?.[status];
    if (!newResponse) {
      found.push(`removed response ${status} of ${where}`);
      continue;
    }
    for (const [mediaType, oldContent] of Object.entries(oldResponse.content ?? {})) {
      const newContent = newResponse.content?.[mediaType];
      if (!newContent) {
        found.push(`removed response ${status} ${mediaType} of ${where}`);
        continue;
      }
      const kept = fieldsOf(after, newContent.schema);
      for (const field of fieldsOf(before, oldContent.schema)) {
        if (!kept.has(field)) found.push(`removed response field ${field} (${status}) of ${where}`);
      }
    }
  }
  return found;
}

function requestChanges(
  before: OpenApiDocument,
  oldOp: Operation,
  after: OpenApiDocument,
  newOp: Operation,
  where: string,
): string[] {
  const found: string[] = [];
  const wasRequired = new Set(
    (oldOp.parameters ?? []).filter((p) => p.required).map((p) => `${p.in} ${p.name}`),
  );
  for (const p of newOp.parameters ?? []) {
    if (p.required && !wasRequired.has(`${p.in} ${p.name}`)) {
      found.push(`new required request field ${p.in} ${p.name} of ${where}`);
    }
  }
  if (newOp.requestBody?.required && oldOp.requestBody && !oldOp.requestBody.required) {
    found.push(`request body now required by ${where}`);
  }
  for (const [mediaType, newContent] of Object.entries(newOp.requestBody?.content ?? {})) {
    const oldContent = oldOp.requestBody?.content?.[mediaType];
    const required = oldContent ? requiredFieldsOf(before, oldContent.schema) : new Set<string>();
    for (const field of requiredFieldsOf(after, newContent.schema)) {
      if (!required.has(field)) found.push(`new required request field body ${field} of ${where}`);
    }
  }
  return found;
}

/** Every field path a schema can carry: `data.slides[].title`; `{}` stands for any key of a map. */
function fieldsOf(doc: OpenApiDocument, schema: Schema | undefined): Set<string> {
  const out = new Set<string>();
  walk(doc, schema, '', 0, (path) => out.add(path), false);
  return out;
}

/** The field paths that must be present, under parents that are themselves required. */
function requiredFieldsOf(doc: OpenApiDocument, schema: Schema | undefined): Set<string> {
  const out = new Set<string>();
  walk(doc, schema, '', 0, (path) => out.add(path), true);
  return out;
}

function walk(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  at: string,
  depth: number,
  add: (path: string) => void,
  requiredOnly: boolean,
): void {
  if (!schema || depth > MAX_DEPTH) return;
  const resolved = resolve(doc, schema);
  for (const part of [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) {
    walk(doc, part, at, depth + 1, add, requiredOnly);
  }
  const required = new Set(resolved.required ?? []);
  for (const [name, child] of Object.entries(resolved.properties ?? {})) {
    if (requiredOnly && !required.has(name)) continue;
    const path = at ? `${at}.${name}` : name;
    add(path);
    walk(doc, child, path, depth + 1, add, requiredOnly);
  }
  // Items of an array and values of a map: a field an element must now carry breaks a client that sends one.
  const items = Array.isArray(resolved.items) ? resolved.items : resolved.items ? [resolved.items] : [];
  for (const item of items) walk(doc, item, `${at}[]`, depth + 1, add, requiredOnly);
  if (typeof resolved.additionalProperties === 'object') {
    walk(doc, resolved.additionalProperties, `${at}.{}`, depth + 1, add, requiredOnly);
  }
}

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  const prefix = '#/components/schemas/';
  if (!schema.$ref?.startsWith(prefix)) return schema;
  return doc.components?.schemas?.[schema.$ref.slice(prefix.length)] ?? {};
}
