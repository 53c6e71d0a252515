import { getLayout, type LayoutDeclaration, listLayouts } from '@prowrite/layouts';

/** What the command prints per layout: its id and what content it takes. */
function describe(layout: LayoutDeclaration) {
  return {
    id: layout.id,
    family: layout.family,
    slideType: layout.slideType,
    description: layout.description,
    contentIds: layout.contentIds.map((c) => ({
      id: c.id,
      kind: c.kind,
      required: c.required ?? false,
      ...(c.maxChars !== undefined ? { maxChars: c.maxChars } : {}),
      ...(c.maxItems !== undefined ? { maxItems: c.maxItems } : {}),
    })),
    ...(layout.variants
      ? {
          variants: layout.variants.map((v) => ({
            id: v.id,
            countOf: v.countOf,
            min: v.min,
            max: v.max ?? null,
          })),
        }
      : {}),
  };
}

/**
 * `prowrite layouts [id]`: every registered layout (or one) with its content ids, as JSON on stdout.
 * An unknown id: a message on stderr and exit code 1.
 */
export async function layoutsCommand(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    process.stderr.write('usage: prowrite layouts [layout_id]\n');
    return 1;
  }
  const [id] = args;
  if (id !== undefined) {
    const layout = getLayout(id);
    if (!layout) {
      process.stderr.write(`prowrite layouts: no layout "${id}".\n`);
      return 1;
    }
    process.stdout.write(`${JSON.stringify(describe(layout), null, 2)}\n`);
    return 0;
  }
  process.stdout.write(`${JSON.stringify(listLayouts().map(describe), null, 2)}\n`);
  return 0;
}
