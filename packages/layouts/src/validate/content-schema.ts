import {
  type ContentItem,
  contentItemSchema,
  measureText,
  slideFigureSchema,
  tableJsonSchema,
  textGroupEntrySchema,
  textListEntrySchema,
  tocItemSchema,
} from '@prowrite/contracts';
import { z } from 'zod';
import type { ContentIdDeclaration, ContentKind, LayoutDeclaration } from '../model';
import { entryCount, plainText, textGroups } from '../render/content';

/** The content item types each declared kind accepts, and the field it reads. */
const KIND_SHAPES: Record<ContentKind, z.ZodRawShape> = {
  text: { type: z.enum(['text', 'highlight']) },
  text_arr: { type: z.enum(['text', 'highlight']) },
  array: { type: z.literal('array'), list: z.array(z.string()).optional() },
  list: { type: z.literal('list'), list: z.array(z.union([z.string(), tocItemSchema])).optional() },
  table: { type: z.literal('table'), json: tableJsonSchema.optional() },
  image: { type: z.literal('image'), img_arr: z.array(slideFigureSchema).optional() },
  text_group: {
    type: z.literal('text_group'),
    long_text: z.array(textGroupEntrySchema).optional(),
    text_list: z.array(z.array(textListEntrySchema)).optional(),
  },
};

function wholeText(item: ContentItem): string {
  if (item.type === 'text_group')
    return textGroups(item)
      .flatMap((g) => [g.title, ...g.bullets])
      .join('');
  if (item.type === 'array' || item.type === 'list') {
    return (item.list ?? []).map((e) => (typeof e === 'string' ? e : e.text)).join('');
  }
  return plainText(item);
}

function itemSchema(decl: ContentIdDeclaration) {
  return contentItemSchema.extend(KIND_SHAPES[decl.kind]).superRefine((item, ctx) => {
    const parsed = item as ContentItem;
    if (decl.maxChars !== undefined) {
      const chars = measureText(wholeText(parsed));
      if (chars > decl.maxChars)
        ctx.addIssue({ code: 'custom', message: `is ${chars} characters long (max ${decl.maxChars})` });
    }
    if (decl.maxItems !== undefined) {
      const n = entryCount(parsed);
      if (n > decl.maxItems)
        ctx.addIssue({ code: 'custom', message: `has ${n} entries (max ${decl.maxItems})` });
    }
  });
}

const cache = new WeakMap<LayoutDeclaration, z.ZodType>();

/**
 * The zod schema of a layout's content, as a record keyed by content id: required ids must be present,
 * each item must be of a type its kind accepts, and ids the layout does not declare are rejected.
 */
export function contentSchemaFor(layout: LayoutDeclaration): z.ZodType {
  const cached = cache.get(layout);
  if (cached) return cached;
  const shape: Record<string, z.ZodType> = {};
  for (const decl of layout.contentIds) {
    const schema = itemSchema(decl);
    shape[decl.id] = decl.required ? schema : schema.optional();
  }
  const schema = z.strictObject(shape);
  cache.set(layout, schema);
  return schema;
}
