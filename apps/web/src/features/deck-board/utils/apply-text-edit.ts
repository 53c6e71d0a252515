import type { ContentItem, Slide, TableCell, TextGroupEntry, TocItem } from '@prowrite/contracts';
import type { EditInfo, EditSource } from '../../slide-render';
import { editSegments } from './edit-segments';

/**
 * Maps a text edited on the board back into the slide's content through the element's source
 * `{contentId, index?, field?}` (and `cell` for tables). Pure: returns a new slide, the old one is untouched.
 * `editInfo` gives the text the editor starts from; `applyTextEdit(slide, s, editInfo(slide, s).text)` leaves
 * the content as it was (up to blank entries, which are dropped).
 */

const BULLET = '• ';
const BULLET_MARK = /^\s*[•·\-*]\s*/;

function lines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

const isToc = (entry: string | TocItem): entry is TocItem => typeof entry !== 'string';

function plainText(item: ContentItem): string {
  if (item.text_arr && item.text_arr.length > 0) return item.text_arr.map((s) => s.text).join('');
  return item.text ?? '';
}

/** A text_group's groups from long_text, else from text_list (the layouts read them the same way). */
function groupsOf(item: ContentItem): TextGroupEntry[] {
  if (item.long_text && item.long_text.length > 0) return item.long_text;
  return (item.text_list ?? []).map((group) => {
    const list: string[] = [];
    for (const e of group) {
      if (e.id === 'group_title') continue;
      if (e.list) list.push(...e.list);
      else if (e.text) list.push(e.text);
    }
    return { group_title: group.find((e) => e.id === 'group_title')?.text ?? '', list };
  });
}

/** Groups as plain text: a block per group (title line, then bullet lines), blocks apart by a blank line. */
function groupsText(groups: TextGroupEntry[]): string {
  return groups
    .map((g) =>
      [g.group_title.trim(), ...g.list.map((b) => `${BULLET}${b.trim()}`)].filter(Boolean).join('\n'),
    )
    .join('\n\n');
}

function parseGroups(text: string): TextGroupEntry[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((l) => l.trim() !== ''))
    .filter((block) => block.length > 0)
    .map((block) => {
      const [first, ...rest] = block;
      const titled = !BULLET_MARK.test(first!);
      return {
        group_title: titled ? first!.trim() : '',
        list: (titled ? rest : block).map((l) => l.replace(BULLET_MARK, '').trim()).filter(Boolean),
      };
    });
}

function tocItem(n: number, text: string): TocItem {
  return { id: `chapter_${n}`, chapter_num: n, text, section_titles: [] };
}

function cellValue(cell: TableCell | undefined): string {
  if (cell === undefined) return '';
  if (typeof cell === 'object') return String(cell.value);
  return String(cell);
}

function withCellValue(cell: TableCell | undefined, text: string): TableCell {
  return cell !== undefined && typeof cell === 'object' ? { ...cell, value: text } : text;
}

/** The item a source points to, or undefined. */
function findItem(slide: Slide, contentId: string): ContentItem | undefined {
  return slide.content.find((c) => c.id === contentId);
}

/** The text to put in the editor for a source, and whether Enter makes a new line; null when not editable. */
export function editInfo(
  slide: Slide,
  source: EditSource,
  opts: { titleIds?: string[] } = {},
): EditInfo | null {
  const item = findItem(slide, source.contentId);
  if (source.cell) {
    if (item && item.type !== 'table') return null;
    const json = item?.json ?? { headers: [], rows: [] };
    const row = source.cell.row < 0 ? json.headers : json.rows[source.cell.row];
    if (!row && source.cell.row >= 0) return null;
    return { text: cellValue(row?.[source.cell.col]), mode: 'single' };
  }
  if (source.index === undefined) {
    const textMode = (opts.titleIds ?? []).includes(source.contentId) ? 'single' : 'paragraphs';
    if (!item) return { text: '', mode: textMode };
    switch (item.type) {
      case 'text':
      case 'highlight':
        return { text: plainText(item), mode: textMode };
      case 'array':
      case 'list':
        return {
          text: (item.list ?? []).map((e) => (isToc(e) ? e.text : e)).join('\n'),
          mode: 'entries',
        };
      case 'text_group':
        return { text: groupsText(groupsOf(item)), mode: 'entries' };
      default:
        return null;
    }
  }
  if (!item) return null;
  const i = source.index;
  const field = source.field ?? 'text';
  switch (item.type) {
    case 'array':
    case 'list': {
      const entry = item.list?.[i];
      if (entry === undefined) return null;
      if (!isToc(entry))
        return field === 'title' || field === 'text' ? { text: entry, mode: 'single' } : null;
      if (field === 'title' || field === 'text') return { text: entry.text, mode: 'single' };
      if (field === 'sub')
        return { text: entry.section_titles.map((s) => s.text).join('\n'), mode: 'entries' };
      if (field === 'number') return { text: String(entry.chapter_num ?? i + 1), mode: 'single' };
      return null;
    }
    case 'text_group': {
      const group = groupsOf(item)[i];
      if (!group) return null;
      if (field === 'title') return { text: group.group_title, mode: 'single' };
      if (field === 'bullets' || field === 'text') return { text: group.list.join('\n'), mode: 'entries' };
      return null;
    }
    case 'image': {
      const figure = item.img_arr?.[i];
      if (!figure || field === 'number') return null;
      return { text: figure.image_info?.key_info ?? '', mode: 'single' };
    }
    default:
      return null;
  }
}

function editTable(item: ContentItem, cell: { row: number; col: number }, text: string): ContentItem {
  const json = item.json ?? { headers: [], rows: [] };
  const value = oneLine(text);
  const setAt = (row: TableCell[]): TableCell[] => {
    const next = [...row];
    while (next.length < cell.col) next.push('');
    next[cell.col] = withCellValue(row[cell.col], value);
    return next;
  };
  if (cell.row < 0) return { ...item, json: { ...json, headers: setAt(json.headers) } };
  if (cell.row >= json.rows.length) return item;
  return { ...item, json: { ...json, rows: json.rows.map((r, i) => (i === cell.row ? setAt(r) : r)) } };
}

function editWhole(item: ContentItem, text: string): ContentItem {
  switch (item.type) {
    case 'text':
    case 'highlight': {
      if (item.text_arr && item.text_arr.length > 0) {
        const next: ContentItem = { ...item, text_arr: editSegments(item.text_arr, text) };
        if (item.text !== undefined) next.text = text;
        return next;
      }
      return { ...item, text };
    }
    case 'array':
    case 'list': {
      const list = item.list ?? [];
      if (!list.some(isToc)) return { ...item, list: lines(text) };
      const texts = lines(text);
      return {
        ...item,
        list: texts.map((t, i) => {
          const old = list[i];
          return old !== undefined && isToc(old) ? { ...old, text: t } : tocItem(i + 1, t);
        }),
      };
    }
    case 'text_group':
      return { ...item, long_text: parseGroups(text), text_list: undefined };
    default:
      return item;
  }
}

function editEntry(item: ContentItem, index: number, field: string, text: string): ContentItem {
  switch (item.type) {
    case 'array':
    case 'list': {
      const list = [...(item.list ?? [])];
      const entry = list[index];
      if (entry === undefined) return item;
      if (!isToc(entry)) {
        list[index] = oneLine(text);
      } else if (field === 'sub') {
        list[index] = {
          ...entry,
          section_titles: lines(text).map((t, j) => ({
            id: entry.section_titles[j]?.id ?? `${entry.id}_${j + 1}`,
            text: t,
          })),
        };
      } else if (field === 'number') {
        const n = oneLine(text);
        list[index] = { ...entry, chapter_num: /^\d+$/.test(n) ? Number(n) : n };
      } else {
        list[index] = { ...entry, text: oneLine(text) };
      }
      return { ...item, list };
    }
    case 'text_group': {
      const groups = groupsOf(item).map((g) => ({ ...g, list: [...g.list] }));
      const group = groups[index];
      if (!group) return item;
      if (field === 'title') group.group_title = oneLine(text);
      else group.list = lines(text);
      return { ...item, long_text: groups, text_list: undefined };
    }
    case 'image': {
      const figures = [...(item.img_arr ?? [])];
      const figure = figures[index];
      if (!figure) return item;
      const url = figure.image_info?.url ?? figure.text ?? '';
      figures[index] = { ...figure, image_info: { ...figure.image_info, url, key_info: oneLine(text) } };
      return { ...item, img_arr: figures };
    }
    default:
      return item;
  }
}

/** Drops keys set to undefined (text_list after a text_group edit) so the saved JSON stays clean. */
function clean(item: ContentItem): ContentItem {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)) as ContentItem;
}

export function applyTextEdit(slide: Slide, source: EditSource, newText: string): Slide {
  const text = newText.replace(/\r\n?/g, '\n');
  const existing = findItem(slide, source.contentId);
  let next: ContentItem;
  if (source.cell) {
    next = editTable(
      existing ?? { id: source.contentId, type: 'table', json: { headers: [], rows: [] } },
      source.cell,
      text,
    );
  } else if (source.index === undefined) {
    // A text shown from a fallback (no content yet) becomes the item's first text.
    next = editWhole(existing ?? { id: source.contentId, type: 'text', text: '' }, text.trim());
  } else {
    if (!existing) return slide;
    next = editEntry(existing, source.index, source.field ?? 'text', text);
  }
  if (existing === next) return slide;
  next = clean(next);
  const content = existing ? slide.content.map((c) => (c === existing ? next : c)) : [...slide.content, next];
  return { ...slide, content, modify_flag: true };
}
