import type { ContentItem, Slide, TableCell } from '@prowrite/contracts';
import { shownKey, type ValueKind, valueTokens } from '@prowrite/engine';

/** Content that numbers the deck itself, not the facts: never checked against the sources. */
const STRUCTURAL_IDS = new Set(['chapter_number']);
/** Content whose text is the slide's title (shown as the heading of its checks). */
const TITLE_IDS = ['slide_title', 'title', 'presentation_title', 'section_title', 'chapter_title'];

const cellText = (cell: TableCell): string =>
  typeof cell === 'object' && cell !== null ? String(cell.value) : String(cell);

/** A content id as people read it: "overall_patient_number" -> "Overall patient number", "text_2" -> "Text 2". */
export function fieldName(contentId: string): string {
  const words = contentId.replace(/_+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : contentId;
}

export type ShownText = { text: string; label: string };

/**
 * Every text a content item shows, each with the visible field it is in: plain text, styled segments,
 * bullets, ToC entries, table cells (by row and column header), groups, captions.
 */
export function shownTexts(item: ContentItem): ShownText[] {
  const name = fieldName(item.id);
  const out: ShownText[] = [];
  const push = (text: string, label = name) => {
    if (text.length > 0) out.push({ text, label });
  };
  if (item.text) push(item.text);
  for (const segment of item.text_arr ?? []) push(segment.text);
  (item.list ?? []).forEach((entry, i) => {
    if (typeof entry === 'string') push(entry, `${name}, item ${i + 1}`);
    else {
      push(entry.text, `${name}, item ${i + 1}`);
      for (const s of entry.section_titles) push(s.text, `${name}, item ${i + 1}`);
    }
  });
  if (item.json) {
    const headers = item.json.headers.map(cellText);
    headers.forEach((h, c) => {
      push(h, `${name}, header ${c + 1}`);
    });
    item.json.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        const column = headers[c]?.trim();
        push(cellText(cell), `${name}, row ${r + 1}${column ? `, ${column}` : `, column ${c + 1}`}`);
      });
    });
  }
  for (const group of item.long_text ?? []) {
    push(group.group_title, `${name}: ${group.group_title}`);
    for (const line of group.list) push(line, `${name}: ${group.group_title}`);
  }
  for (const group of item.text_list ?? []) {
    for (const entry of group) {
      push(entry.text ?? '');
      for (const line of entry.list ?? []) push(line);
    }
  }
  for (const figure of item.img_arr ?? [])
    if (figure.image_info?.key_info) push(figure.image_info.key_info, `${name}, key information`);
  return out;
}

export type ShownNumber = { text: string; key: string; kind: ValueKind; contentId: string; label: string };

/**
 * The distinct values a slide shows, per field, in reading order: whole tokens (ratios, ranges, p-values,
 * counts with their percentages, doses, ids), labels and single digits left out (they prove nothing).
 */
export function slideNumbers(slide: Slide): ShownNumber[] {
  const out: ShownNumber[] = [];
  const seen = new Set<string>();
  for (const item of slide.content) {
    if (STRUCTURAL_IDS.has(item.id)) continue;
    for (const { text, label } of shownTexts(item)) {
      for (const token of valueTokens(text)) {
        if (token.trivial) continue;
        const key = shownKey(token);
        const dedupe = `${item.id}\u0000${label}\u0000${key}`;
        if (seen.has(dedupe)) continue;
        seen.add(dedupe);
        out.push({ text: token.text, key, kind: token.kind, contentId: item.id, label });
      }
    }
  }
  return out;
}

/** The slide's title as shown, when it has one. */
export function slideTitleText(slide: Slide): string | undefined {
  for (const id of TITLE_IDS) {
    const text = slide.content.find((c) => c.id === id)?.text?.trim();
    if (text) return text;
  }
  return undefined;
}
