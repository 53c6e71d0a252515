import { slideSchema } from '@prowrite/contracts';
import type { z } from 'zod';
import type { LayoutDeclaration } from '../model';
import { getLayout } from '../registry';
import { contentSchemaFor } from './content-schema';

export type ContentValidation = { ok: true } | { ok: false; message: string; issues: string[] };

const KIND_TYPES: Record<string, string> = {
  text: 'text or highlight',
  text_arr: 'text or highlight',
  array: 'array',
  list: 'list',
  table: 'table',
  image: 'image',
  text_group: 'text_group',
};

function describe(
  issue: z.core.$ZodIssue,
  layout: LayoutDeclaration,
  record: Record<string, unknown>,
): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k) => `content "${k}" is not part of layout ${layout.id}`).join('; ');
  }
  const [id, ...rest] = issue.path.map(String);
  if (id === undefined) return issue.message;
  if (rest.length === 0 && !(id in record)) return `content "${id}" is required by layout ${layout.id}`;
  if (rest.length === 1 && rest[0] === 'type') {
    const kind = layout.contentIds.find((c) => c.id === id)?.kind ?? '';
    const got = (record[id] as { type?: unknown } | undefined)?.type;
    return `content "${id}" must be of type ${KIND_TYPES[kind] ?? kind} (got ${String(got)})`;
  }
  const where = rest.length > 0 ? ` ${rest.join('.')}` : '';
  return `content "${id}"${where}: ${issue.message}`;
}

function fail(issues: string[]): ContentValidation {
  return { ok: false, message: issues[0] ?? 'invalid slide', issues };
}

/** Checks a slide against its layout's content schema; the message names the offending content id. */
export function validateSlideContent(input: unknown, layoutOverride?: LayoutDeclaration): ContentValidation {
  const parsed = slideSchema.safeParse(input);
  if (!parsed.success) {
    return fail(
      parsed.error.issues.map((i) => {
        const path = i.path.map(String);
        if (path[0] === 'content' && path.length > 1) {
          const item = (input as { content?: { id?: unknown }[] }).content?.[Number(path[1])];
          const id = typeof item?.id === 'string' ? `content "${item.id}"` : `content[${path[1]}]`;
          return `${id}${path.length > 2 ? ` ${path.slice(2).join('.')}` : ''}: ${i.message}`;
        }
        return `${path.join('.') || 'slide'}: ${i.message}`;
      }),
    );
  }
  const slide = parsed.data;
  const layout = layoutOverride ?? getLayout(slide.slide_id);
  if (!layout) return fail([`unknown slide layout "${slide.slide_id}"`]);
  const record: Record<string, unknown> = Object.create(null);
  for (const item of slide.content) {
    if (item.id in record) return fail([`content "${item.id}" appears more than once`]);
    record[item.id] = item;
  }
  const result = contentSchemaFor(layout).safeParse(record);
  if (result.success) return { ok: true };
  return fail(result.error.issues.map((i) => describe(i, layout, record)));
}
