import type { Slide } from '@prowrite/contracts';
import { xmlSafe } from './units';

/** A reference's title or address, whichever exists. */
function referenceLine(index: number, title: string, url: string): string {
  const parts = [title.trim(), url.trim()].filter(Boolean);
  return `[${index + 1}] ${parts.length > 0 ? parts.join(' — ') : '(untitled)'}`;
}

/**
 * Speaker notes of a page: every reference of the slide (title and address, not only the three drawn) and
 * where each number came from (`value — file page N: "quote"`), so the presenter can answer "where is this
 * from?" without the app. The file is named by its reference title when a reference points at it.
 */
export function notesFor(slide: Slide, lang: 'zh' | 'en'): string {
  const zh = lang === 'zh';
  const lines: string[] = [];
  if (slide.reference.length > 0) {
    lines.push(zh ? '参考文献：' : 'References:');
    slide.reference.forEach((r, i) => {
      lines.push(referenceLine(i, r.article_title, r.article_url));
    });
  }
  const provenance = slide.provenance ?? [];
  if (provenance.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(zh ? '数据来源：' : 'Sources of the numbers:');
    const titles = new Map(slide.reference.filter((r) => r.id).map((r) => [r.id, r.article_title.trim()]));
    for (const p of provenance) {
      const file = titles.get(p.file_id) || p.file_id;
      lines.push(`${p.text} — ${file} page ${p.page}: "${p.quote}"`);
    }
  }
  return xmlSafe(lines.join('\n'));
}
