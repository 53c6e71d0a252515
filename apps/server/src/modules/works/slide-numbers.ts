import type { ContentItem, Slide, TableCell } from '@prowrite/contracts';

/** A number as papers and slides print it: "1,063" (or thin-space grouped), "0·62", "1.37", "21". */
const NUMBER = /\d{1,3}(?:[,\u2009\u202f]\d{3})+(?:[.·⋅∙]\d+)?|\d+(?:[.·⋅∙]\d+)?/g;

/** Content that numbers the deck itself, not the facts: never checked against the sources. */
const STRUCTURAL_IDS = new Set(['chapter_number']);

/**
 * One form for equal numbers: the middle dot is a decimal point, thousands separators and leading/trailing
 * zeros go ("1,063" = "1063", "0·80" = "0.8", "007" = "7"). Kept as a string so long identifiers stay exact.
 */
export function canonicalNumber(token: string): string {
  const plain = token.replace(/[·⋅∙]/g, '.').replace(/[,\u2009\u202f]/g, '');
  const [whole = '', fraction = ''] = plain.split('.');
  const int = whole.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

export type NumberToken = { text: string; canonical: string; index: number };

export function numbersIn(text: string): NumberToken[] {
  return [...text.matchAll(NUMBER)].map((m) => ({
    text: m[0],
    canonical: canonicalNumber(m[0]),
    index: m.index,
  }));
}

const cellText = (cell: TableCell): string =>
  typeof cell === 'object' && cell !== null ? String(cell.value) : String(cell);

/** Every text a content item shows: plain text, styled segments, bullets, ToC entries, table cells, groups, captions. */
export function shownTexts(item: ContentItem): string[] {
  const out: string[] = [];
  if (item.text) out.push(item.text);
  for (const segment of item.text_arr ?? []) out.push(segment.text);
  for (const entry of item.list ?? []) {
    if (typeof entry === 'string') out.push(entry);
    else out.push(entry.text, ...entry.section_titles.map((s) => s.text));
  }
  if (item.json) {
    out.push(...item.json.headers.map(cellText));
    for (const row of item.json.rows) out.push(...row.map(cellText));
  }
  for (const group of item.long_text ?? []) out.push(group.group_title, ...group.list);
  for (const group of item.text_list ?? []) {
    for (const entry of group) out.push(entry.text ?? '', ...(entry.list ?? []));
  }
  for (const figure of item.img_arr ?? [])
    if (figure.image_info?.key_info) out.push(figure.image_info.key_info);
  return out.filter((t) => t.length > 0);
}

export type ShownNumber = { text: string; canonical: string; contentId: string };

/** The distinct numbers a slide shows, per content item, in reading order. */
export function slideNumbers(slide: Slide): ShownNumber[] {
  const out: ShownNumber[] = [];
  const seen = new Set<string>();
  for (const item of slide.content) {
    if (STRUCTURAL_IDS.has(item.id)) continue;
    for (const text of shownTexts(item)) {
      for (const token of numbersIn(text)) {
        const key = `${item.id}\u0000${token.canonical}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ text: token.text, canonical: token.canonical, contentId: item.id });
      }
    }
  }
  return out;
}
