import type { ContentItem, SlideFigure } from '@prowrite/contracts';
import type { ItemField } from '../model';
import { figuresOf, isTocItem, textGroups } from './content';

/** One entry of a repeated group, whatever the content kind: a ToC item, a bullet, a group, a figure. */
export interface RepeatItem {
  /** chapter_num when given, else the 1-based position. */
  number: string;
  title: string;
  text: string;
  bullets: string[];
  /** ToC section titles. */
  sub: string[];
  caption: string;
  figure?: SlideFigure;
}

export function repeatItems(item: ContentItem | undefined): RepeatItem[] {
  if (!item) return [];
  const blank = { bullets: [], sub: [], caption: '' };
  switch (item.type) {
    case 'list':
    case 'array':
      return (item.list ?? []).map((entry, i) =>
        isTocItem(entry)
          ? {
              ...blank,
              number:
                entry.chapter_num !== undefined && entry.chapter_num !== ''
                  ? String(entry.chapter_num)
                  : String(i + 1),
              title: entry.text,
              text: entry.text,
              sub: entry.section_titles.map((s) => s.text).filter((t) => t.trim()),
            }
          : { ...blank, number: String(i + 1), title: entry, text: entry },
      );
    case 'text_group':
      return textGroups(item).map((g, i) => ({
        ...blank,
        number: String(i + 1),
        title: g.title,
        text: g.bullets.join('\n'),
        bullets: g.bullets,
      }));
    case 'image':
      return figuresOf(item).map((figure, i) => {
        const caption = figure.image_info?.key_info ?? '';
        return { ...blank, number: String(i + 1), title: caption, text: caption, caption, figure };
      });
    default:
      return [];
  }
}

export function formatNumber(value: string, format: 'plain' | 'pad2'): string {
  if (format === 'pad2' && /^\d$/.test(value.trim())) return `0${value.trim()}`;
  return value;
}

/** The strings an item field shows (bullets and sub give one per line). */
export function itemFieldTexts(entry: RepeatItem, field: ItemField): string[] {
  switch (field) {
    case 'bullets':
      return entry.bullets;
    case 'sub':
      return entry.sub;
    default:
      return [entry[field]];
  }
}
