/**
 * Rich text is empty when blank, a line break, or only tags and non-breaking spaces. The enterprise copyright
 * shows only when it is not empty after removing an empty paragraph.
 */
import { escapeRichText } from '@prowrite/contracts';
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, '')
    .trim();
  return text.length === 0;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decodeEntity(name: string): string {
  if (name in ENTITIES) return ENTITIES[name]!;
  const code = /^#[xX]/.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** The text of a rich text, paragraphs and list items on their own lines. */
export function richToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h\d|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});/g, (_, e: string) => decodeEntity(e))
    .replace(/\n+$/g, '')
    .trim();
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A stored rich value shown in a rich editor or view: each line a paragraph. Values that already hold
 * markup pass through; a value without tags is still rich text (the server stored it sanitised, so its
 * entities stand for characters and stay as they are).
 */
export function plainToRich(text: string): string {
  if (/<\/?(p|ul|ol|li|strong|em|u|s|br|span|b|i|sup|sub|a)(\s[^<>]*)?\/?>/i.test(text)) return text;
  return text
    .split(/\n/)
    .map((line) => `<p>${escapeRichText(line)}</p>`)
    .join('');
}

/** Text the user typed (a textarea: every character literal) as rich text, one paragraph per line. */
export function textToRich(text: string): string {
  return text
    .split(/\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** References are a list of strings; they are edited as one numbered list. */
export function referencesToHtml(values: readonly string[]): string {
  if (values.length === 0) return '';
  return `<ol>${values.map((v) => `<li><p>${escapeHtml(v)}</p></li>`).join('')}</ol>`;
}

export function htmlToReferences(html: string): string[] {
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => richToPlain(m[1] ?? ''));
  const list = items.length > 0 ? items : richToPlain(html).split('\n');
  return list.map((s) => s.trim()).filter((s) => s.length > 0);
}
