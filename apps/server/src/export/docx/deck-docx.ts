import type { ContentItem, Slide, SlideProvenance, TableCell, TocItem } from '@prowrite/contracts';
import { type Block, blockText, type CellSpec, type ParagraphBlock, para, type Run } from './blocks';
import { packDocument } from './document';

export type ImageLoader = (src: string) => Promise<{ data: Buffer; mime: string } | null>;

export interface DeckDocxInput {
  title: string;
  slides: Slide[];
  loadImage: ImageLoader;
  /** The display name of a source file (for footnotes); '' when unknown. */
  sourceName: (fileId: string) => string;
  /** Quotes of where each value was read (left out of public exports). */
  withProvenance?: boolean;
  lang?: 'en' | 'zh-cn';
}

/** Ids whose text titles a slide, in order of preference. */
const TITLE_IDS = ['title', 'Title', 'slide_title', 'presentation_title', 'chapter_title', 'section_title'];
const FOOTNOTE_IDS = new Set(['footnote_left', 'footnote_right']);

const LABELS = {
  en: { slide: 'Slide', sources: 'Sources', page: (n: number) => `p. ${n}`, figure: 'Figure' },
  'zh-cn': { slide: '幻灯片', sources: '来源', page: (n: number) => `第 ${n} 页`, figure: '图' },
} as const;

function itemText(item: ContentItem): string {
  if (item.text_arr?.length) return item.text_arr.map((s) => s.text).join('');
  return item.text ?? '';
}

function itemRuns(item: ContentItem): Run[] {
  if (item.text_arr?.length)
    return item.text_arr.map((s) => ({ text: s.text, ...(s.highlight ? { bold: true } : {}) }));
  return [{ text: item.text ?? '' }];
}

/** A line break inside a text starts a new paragraph (the slide draws it as one). */
function splitLines(runs: Run[]): Run[][] {
  const lines: Run[][] = [[]];
  for (const run of runs) {
    run.text.split(/\r?\n/).forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1]!.push({ ...run, text: part });
    });
  }
  return lines.filter((line) => line.some((r) => r.text.trim()));
}

function cellSpec(cell: TableCell): CellSpec {
  if (typeof cell === 'string' || typeof cell === 'number') return { text: String(cell), span: 1 };
  const span =
    typeof cell.col_span === 'number' && Number.isFinite(cell.col_span)
      ? Math.max(1, Math.floor(cell.col_span))
      : 1;
  return { text: String(cell.value), span };
}

function isToc(entry: unknown): entry is TocItem {
  return typeof entry === 'object' && entry !== null;
}

async function figureBlocks(item: ContentItem, loadImage: ImageLoader, label: string): Promise<Block[]> {
  const out: Block[] = [];
  for (const figure of item.img_arr ?? []) {
    const src = figure.image_info?.url || figure.text || '';
    const caption = figure.image_info?.key_info ?? '';
    const image = src ? await loadImage(src) : null;
    if (image) out.push({ kind: 'image', data: image.data, alt: caption || label });
    if (caption) out.push(para(caption, { style: 'caption' }));
  }
  return out;
}

/** The blocks of one content item, in the order the slide shows them. */
async function contentBlocks(
  item: ContentItem,
  loadImage: ImageLoader,
  figureLabel: string,
): Promise<Block[]> {
  switch (item.type) {
    case 'table': {
      const json = item.json;
      if (!json) return [];
      return [
        { kind: 'table', header: json.headers.map(cellSpec), rows: json.rows.map((r) => r.map(cellSpec)) },
      ];
    }
    case 'image':
      return figureBlocks(item, loadImage, figureLabel);
    case 'text_group':
      return [
        ...(item.long_text ?? []).flatMap((group) => [
          ...(group.group_title
            ? [{ kind: 'paragraph', runs: [{ text: group.group_title, bold: true }] } as ParagraphBlock]
            : []),
          ...group.list.filter(Boolean).map((t) => para(t, { bullet: 0 })),
        ]),
        ...textListBlocks(item),
      ];
    default: {
      const blocks: Block[] = [];
      const text = itemText(item);
      if (text.trim()) {
        const highlight = item.type === 'highlight';
        const runs = highlight ? itemRuns(item).map((r) => ({ ...r, bold: true })) : itemRuns(item);
        for (const line of splitLines(runs)) blocks.push({ kind: 'paragraph', runs: line });
      }
      for (const entry of item.list ?? []) {
        if (typeof entry === 'string') {
          if (entry.trim()) blocks.push(para(entry, { bullet: 0 }));
        } else if (isToc(entry)) {
          const num =
            entry.chapter_num !== undefined && entry.chapter_num !== '' ? `${entry.chapter_num} ` : '';
          blocks.push({ kind: 'paragraph', runs: [{ text: `${num}${entry.text}`, bold: true }] });
          for (const s of entry.section_titles) if (s.text.trim()) blocks.push(para(s.text, { bullet: 0 }));
        }
      }
      blocks.push(...textListBlocks(item));
      if (item.img_arr?.length) blocks.push(...(await figureBlocks(item, loadImage, figureLabel)));
      return blocks;
    }
  }
}

function textListBlocks(item: ContentItem): Block[] {
  return (item.text_list ?? []).flatMap((group) =>
    group.flatMap((entry): Block[] => {
      if (entry.id === 'group_title' && entry.text)
        return [{ kind: 'paragraph', runs: [{ text: entry.text, bold: true }] }];
      if (entry.type === 'array')
        return (entry.list ?? []).filter(Boolean).map((t) => para(t, { bullet: 0 }));
      return entry.text ? [para(entry.text)] : [];
    }),
  );
}

function provenanceNote(
  p: SlideProvenance,
  sourceName: (id: string) => string,
  pageLabel: (n: number) => string,
): string {
  const name = sourceName(p.file_id);
  const where = `${name ? `${name}, ` : ''}${pageLabel(p.page)}`;
  return `${p.text}: “${p.quote}” (${where})`;
}

/** Attaches each note to the first paragraph or table showing its value, else to `fallback`. */
function attachNotes(
  blocks: Block[],
  notes: { value: string; note: string }[],
  fallback: ParagraphBlock,
): void {
  for (const { value, note } of notes) {
    const target =
      (value && blocks.find((b) => b.kind !== 'image' && blockText(b).includes(value))) ||
      [...blocks].reverse().find((b) => b.kind !== 'image') ||
      fallback;
    if (target.kind === 'image') continue;
    target.footnotes = [...(target.footnotes ?? []), note];
  }
}

function slideHeading(slide: Slide, label: string): string {
  const titled = TITLE_IDS.map((id) => slide.content.find((c) => c.id === id && itemText(c).trim())).find(
    Boolean,
  );
  const title = slide.catchy_title || (titled ? itemText(titled) : '');
  return title.trim() || `${label} ${slide.slide_num}`;
}

/**
 * A Word document of a deck: the export title, then per slide a heading (its title) on a new page, its texts
 * as paragraphs and bullets, tables as Word tables, figures as pictures with captions, the footer notes, the
 * references as a sources list, and (for team exports) each sourced value's quote as a footnote.
 */
export async function writeDeckDocx(input: DeckDocxInput): Promise<Buffer> {
  const labels = LABELS[input.lang ?? 'en'];
  const blocks: Block[] = [{ kind: 'paragraph', runs: [{ text: input.title }], style: 'title' }];
  for (const [index, slide] of input.slides.entries()) {
    const headingText = slideHeading(slide, labels.slide);
    const heading: ParagraphBlock = {
      kind: 'paragraph',
      runs: [{ text: headingText }],
      style: 'h1',
      pageBreakBefore: index > 0,
    };
    blocks.push(heading);
    const usedTitle = TITLE_IDS.map((id) => slide.content.find((c) => c.id === id)).find(
      (c) => c && itemText(c).trim() === headingText.trim(),
    );
    const provenance = input.withProvenance ? (slide.provenance ?? []) : [];
    const footer: Block[] = [];
    for (const item of slide.content) {
      if (item === usedTitle) continue;
      if (FOOTNOTE_IDS.has(item.id)) {
        if (itemText(item).trim()) footer.push(para(itemText(item), { style: 'small' }));
        continue;
      }
      const itemBlocks = await contentBlocks(item, input.loadImage, labels.figure);
      const notes = provenance
        .filter((p) => p.content_id === item.id)
        .map((p) => ({ value: p.text, note: provenanceNote(p, input.sourceName, labels.page) }));
      if (notes.length) attachNotes(itemBlocks, notes, heading);
      blocks.push(...itemBlocks);
    }
    const ids = new Set(slide.content.map((c) => c.id));
    const loose = provenance
      .filter((p) => !p.content_id || !ids.has(p.content_id) || p.content_id === usedTitle?.id)
      .map((p) => ({ value: p.text, note: provenanceNote(p, input.sourceName, labels.page) }));
    attachNotes([heading], loose, heading);
    blocks.push(...footer);
    const refs = slide.reference.filter((r) => r.article_title || r.article_url);
    if (refs.length) {
      blocks.push({ kind: 'paragraph', runs: [{ text: labels.sources, bold: true }], style: 'small' });
      refs.forEach((r, i) => {
        const page = r.page ? `, ${labels.page(r.page)}` : '';
        const url = r.article_url ? ` ${r.article_url}` : '';
        blocks.push(para(`[${i + 1}] ${r.article_title}${page}${url}`.trim(), { style: 'small' }));
      });
    }
  }
  return packDocument(input.title, blocks);
}
