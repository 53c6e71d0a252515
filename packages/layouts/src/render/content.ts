import type { ContentItem, Slide, SlideFigure, TableJson, TocItem } from '@prowrite/contracts';

/** Reads slide content the tolerant way the spec asks: missing content is empty text or an empty list. */

export function findContent(slide: Slide, contentId: string): ContentItem | undefined {
  return slide.content.find((item) => item.id === contentId);
}

export function isTocItem(entry: string | TocItem): entry is TocItem {
  return typeof entry !== 'string';
}

/** A text_group's groups, from long_text or, failing that, from text_list. */
export function textGroups(item: ContentItem): { title: string; bullets: string[] }[] {
  if (item.long_text && item.long_text.length > 0) {
    return item.long_text.map((g) => ({ title: g.group_title, bullets: g.list }));
  }
  return (item.text_list ?? []).map((group) => {
    const title = group.find((e) => e.id === 'group_title')?.text ?? '';
    const bullets: string[] = [];
    for (const e of group) {
      if (e.id === 'group_title') continue;
      if (e.list) bullets.push(...e.list);
      else if (e.text) bullets.push(e.text);
    }
    return { title, bullets };
  });
}

export function tableOf(item: ContentItem | undefined): TableJson {
  return item?.json ?? { headers: [], rows: [] };
}

export function figuresOf(item: ContentItem | undefined): SlideFigure[] {
  return item?.img_arr ?? [];
}

export function plainText(item: ContentItem): string {
  if (item.text_arr && item.text_arr.length > 0) return item.text_arr.map((s) => s.text).join('');
  return item.text ?? '';
}

/** Entries a repeated group or a variant counts: list entries, groups, table rows or figures. */
export function entryCount(item: ContentItem | undefined): number {
  if (!item) return 0;
  switch (item.type) {
    case 'table':
      return tableOf(item).rows.length;
    case 'image':
      return figuresOf(item).length;
    case 'text_group':
      return textGroups(item).length;
    case 'array':
    case 'list':
      return (item.list ?? []).length;
    default:
      return plainText(item).trim() ? 1 : 0;
  }
}

/** Whether a content item has anything to show. */
export function hasContent(item: ContentItem | undefined): boolean {
  if (!item) return false;
  switch (item.type) {
    case 'text':
    case 'highlight':
      return plainText(item).trim().length > 0;
    case 'table': {
      const t = tableOf(item);
      return t.headers.length > 0 || t.rows.length > 0;
    }
    case 'array':
    case 'list':
      return (item.list ?? []).some((e) => (typeof e === 'string' ? e.trim() : e.text.trim()));
    case 'text_group':
      return textGroups(item).some((g) => g.title.trim() || g.bullets.some((b) => b.trim()));
    case 'image':
      return figuresOf(item).some((f) => Boolean(f.image_info?.url || f.text));
  }
}

/** True when any text of the slide is Chinese/Japanese/Korean: fixed labels then use their zh form. */
export function detectLang(slide: Slide): 'zh' | 'en' {
  return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(JSON.stringify(slide.content)) ? 'zh' : 'en';
}
