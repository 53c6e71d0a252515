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

/** Rows (tables, after their header rows) or entries (lists) a split-policy item holds; null for others. */
function countUnits(item: ContentItem): number | null {
  if (item.type === 'table') {
    const json = item.json ?? { headers: [], rows: [] };
    return json.rows.length - Math.min(json.header_rows ?? 0, json.rows.length);
  }
  if (item.type === 'array' || item.type === 'list') return (item.list ?? []).length;
  return null;
}

/** The split point moved back so the part holds at most `cap` rows or entries (never further on). */
function capSplit(item: ContentItem, at: SplitAt, cap: number): SplitAt {
  if (item.type === 'table') {
    const json = item.json ?? { headers: [], rows: [] };
    const head = Math.min(json.header_rows ?? 0, json.rows.length);
    return at.item - head > cap ? { item: head + cap } : at;
  }
  return at.item > cap ? { item: cap } : at;
}

type SplitRun = { parts: Slide[]; cutIds: Set<string> };

function splitGreedy(slide: Slide, opts: ResolveSlideOptions, maxParts: number, cap?: number): SplitRun {
  const parts: Slide[] = [];
  const cutIds = new Set<string>();
  let current = slide;
  while (parts.length < maxParts - 1) {
    const resolved = resolveSlide(current, opts);
    const over = resolved.elements.find(
      (e): e is Extract<typeof e, { splitAt?: SplitAt }> =>
        (e.kind === 'text' || e.kind === 'table') && e.splitAt !== undefined,
    );
    const contentId = over?.source?.contentId;
    const index = current.content.findIndex((c) => c.id === contentId);
    const item = index >= 0 ? current.content[index] : undefined;
    if (!item || !over?.splitAt) break;
    const at = cap === undefined ? over.splitAt : capSplit(item, over.splitAt, cap);
    const cut = cutContent(item, at);
    if (!cut) break;
    cutIds.add(item.id);
    const [head, tail] = cut;
    parts.push({ ...current, content: current.content.map((c, i) => (i === index ? head : c)) });
    current = {
      ...current,
      by_split: true,
      content: current.content.map((c, i) => (i === index ? tail : c)),
    };
  }
  parts.push(current);
  return { parts, cutIds };
}

/**
 * Splits a slide whose split-policy content (table rows, grouped text, lists) does not fit into the slide
 * that shows what fits and continuation slides (by_split = true, table headers repeated, a cut group keeps
 * its title). Other content is copied to every part. The caller renumbers slide_num.
 *
 * A table or list cut into k parts is spread evenly over them (18 rows that fit 15 a slide become 9 + 9,
 * not 15 + 3): a continuation holding the last two rows reads as a leftover. The even run is kept only when
 * it needs no more parts than the greedy one (rows differ in height, so the greedy run is the bound).
 */
export function splitSlide(slide: Slide, opts: ResolveSlideOptions, maxParts = 30): Slide[] {
  const greedy = splitGreedy(slide, opts, maxParts);
  const k = greedy.parts.length;
  const [onlyId] = greedy.cutIds;
  if (k < 2 || greedy.cutIds.size !== 1 || onlyId === undefined) return greedy.parts;
  const item = slide.content.find((c) => c.id === onlyId);
  const units = item ? countUnits(item) : null;
  if (units === null || units < k) return greedy.parts;
  const even = splitGreedy(slide, opts, maxParts, Math.ceil(units / k));
  return even.parts.length <= k ? even.parts : greedy.parts;
}
