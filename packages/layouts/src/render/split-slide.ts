import type { ContentItem, Slide } from '@prowrite/contracts';
import { textGroups } from './content';
import { type ResolveSlideOptions, resolveSlide } from './resolve-slide';

type SplitAt = { item: number; sub?: number };

/** Cuts one content item at a split point into what stays and what moves on; undefined when it cannot. */
function cutContent(item: ContentItem, at: SplitAt): [ContentItem, ContentItem] | undefined {
  if (at.item === 0 && !at.sub) return undefined;
  switch (item.type) {
    case 'table': {
      // Every part repeats the header: `headers` and the header rows of a multi-row header, spans kept.
      const json = item.json ?? { headers: [], rows: [] };
      const headerRows = Math.min(json.header_rows ?? 0, json.rows.length);
      if (at.item <= headerRows) return undefined;
      const head = json.rows.slice(0, headerRows);
      return [
        { ...item, json: { ...json, rows: json.rows.slice(0, at.item) } },
        { ...item, json: { ...json, rows: [...head, ...json.rows.slice(at.item)] } },
      ];
    }
    case 'array':
    case 'list': {
      const list = item.list ?? [];
      return [
        { ...item, list: list.slice(0, at.item) },
        { ...item, list: list.slice(at.item) },
      ];
    }
    case 'text_group': {
      const groups = textGroups(item).map((g) => ({ group_title: g.title, list: g.bullets }));
      const { text_list: _dropped, ...rest } = item;
      const head = groups.slice(0, at.item);
      const tail = groups.slice(at.item);
      const cutGroup = tail[0];
      if (at.sub && cutGroup) {
        head.push({ ...cutGroup, list: cutGroup.list.slice(0, at.sub) });
        tail[0] = { ...cutGroup, list: cutGroup.list.slice(at.sub) };
      }
      return [
        { ...rest, long_text: head },
        { ...rest, long_text: tail },
      ];
    }
    default:
      return undefined;
  }
}

/**
 * Splits a slide whose split-policy content (table rows, grouped text, lists) does not fit into the slide
 * that shows what fits and continuation slides (by_split = true, table headers repeated, a cut group keeps
 * its title). Other content is copied to every part. The caller renumbers slide_num.
 */
export function splitSlide(slide: Slide, opts: ResolveSlideOptions, maxParts = 30): Slide[] {
  const parts: Slide[] = [];
  let current = slide;
  while (parts.length < maxParts - 1) {
    const resolved = resolveSlide(current, opts);
    const over = resolved.elements.find(
      (e): e is Extract<typeof e, { splitAt?: SplitAt }> =>
        (e.kind === 'text' || e.kind === 'table') && e.splitAt !== undefined,
    );
    const contentId = over?.source?.contentId;
    const index = current.content.findIndex((c) => c.id === contentId);
    const cut = over?.splitAt && index >= 0 ? cutContent(current.content[index]!, over.splitAt) : undefined;
    if (!cut) break;
    const [head, tail] = cut;
    parts.push({ ...current, content: current.content.map((c, i) => (i === index ? head : c)) });
    current = {
      ...current,
      by_split: true,
      content: current.content.map((c, i) => (i === index ? tail : c)),
    };
  }
  parts.push(current);
  return parts;
}
