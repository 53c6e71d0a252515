import type {
  ContentItem,
  Provenance,
  Reference,
  Slide,
  SlideFigure,
  SlideProvenance,
  TableJson,
  TextGroupEntry,
  TocItem,
} from '@prowrite/contracts';
import { fitText } from './fit-text';
import { WRITER_LAYOUTS, type WriterLayoutId } from './layouts';
import type { LineCapacity } from './list-lines';

/** A source file of the deck as references name it. */
export type DeckSourceRef = { index: number; fileId: string; title: string; sha1: string };

/** Provenance quotes are kept whole up to this length (a prefix of a quote is still on its page). */
const MAX_QUOTE = 4000;
const MAX_PROVENANCE_TEXT = 2000;
const MAX_REFERENCES = 3;

/**
 * One slide being written: content items fitted to the layout's limits, the provenance of every fact placed,
 * and the sources it drew on (which become its references).
 */
export class SlideDraft {
  readonly content: ContentItem[] = [];
  readonly provenance: SlideProvenance[] = [];
  /** file id -> lowest page used. */
  private readonly pages = new Map<string, number>();
  title = '';
  /** A continuation of the previous slide (its table or list did not fit on one). */
  bySplit = false;

  constructor(readonly layout: WriterLayoutId) {}

  /** The most text (measured) the layout's box for `id` shows whole. */
  limit(id: string): number {
    const limits: Record<string, number> = WRITER_LAYOUTS[this.layout].limits;
    const limit = limits[id];
    if (limit === undefined) throw new Error(`Layout ${this.layout} has no text content "${id}"`);
    return limit;
  }

  /**
   * The lines the box for `id` shows at its floor size (a list box's declared capacity); a box without one is
   * held to its character limit alone.
   */
  capacity(id: string): LineCapacity {
    const entry = WRITER_LAYOUTS[this.layout];
    const declared = 'lines' in entry ? (entry.lines as Record<string, LineCapacity>)[id] : undefined;
    return declared ?? { lines: Number.POSITIVE_INFINITY, lineChars: this.limit(id) };
  }

  /** Records where a shown value came from. */
  cite(text: string, source: Provenance | null | undefined, contentId?: string): void {
    if (!source) return;
    this.provenance.push({
      text: text.slice(0, MAX_PROVENANCE_TEXT),
      ...(contentId ? { content_id: contentId } : {}),
      file_id: source.file_id,
      page: source.page,
      quote: source.quote.slice(0, MAX_QUOTE),
    });
    const seen = this.pages.get(source.file_id);
    if (seen === undefined || source.page < seen) this.pages.set(source.file_id, source.page);
  }

  /** A text item fitted to its limit; empty text adds nothing (missing content is left out, never invented). */
  text(
    id: string,
    value: string | null | undefined,
    sources: (Provenance | null | undefined)[] = [],
  ): boolean {
    const fitted = fitText(value ?? '', this.limit(id));
    if (!fitted) return false;
    this.content.push({ id, type: 'text', text: fitted });
    for (const source of sources) this.cite(fitted, source, id);
    return true;
  }

  /**
   * A required text: `value` when it fits whole, else `fallback` (a label that names the same thing), so a
   * required box is never empty and never shows a cut text.
   */
  textOr(
    id: string,
    value: string | null | undefined,
    fallback: string,
    sources: (Provenance | null | undefined)[] = [],
  ): boolean {
    return this.text(id, value, sources) || this.text(id, fallback);
  }

  /** The slide's header text: also its catchy_title; `fallback` when the text is too long to show whole. */
  heading(id: string, value: string, fallback?: string): void {
    if (this.text(id, value) || (fallback !== undefined && this.text(id, fallback)))
      this.title = (this.content.at(-1)?.text as string) ?? '';
  }

  array(id: string, list: string[]): void {
    if (list.length > 0) this.content.push({ id, type: 'array', list });
  }

  toc(id: string, list: TocItem[]): void {
    this.content.push({ id, type: 'list', list });
  }

  table(id: string, json: TableJson): void {
    this.content.push({ id, type: 'table', json });
  }

  textGroups(id: string, groups: TextGroupEntry[]): void {
    this.content.push({ id, type: 'text_group', long_text: groups });
  }

  image(id: string, figures: SlideFigure[]): void {
    this.content.push({ id, type: 'image', img_arr: figures });
  }

  has(id: string): boolean {
    return this.content.some((c) => c.id === id);
  }

  usesFacts(): boolean {
    return this.pages.size > 0;
  }

  build(slideNum: number, sources: ReadonlyMap<string, DeckSourceRef>): Slide {
    const reference: Reference[] = [...this.pages.entries()]
      .map(([fileId, page]) => ({ source: sources.get(fileId), page }))
      .filter((r): r is { source: DeckSourceRef; page: number } => r.source !== undefined)
      .sort((a, b) => a.source.index - b.source.index)
      .slice(0, MAX_REFERENCES)
      .map(({ source, page }) => ({
        article_idx: source.index,
        article_title: source.title,
        id: source.fileId,
        sha1: source.sha1,
        type: 'file',
        article_url: '',
        page,
      }));
    return {
      slide_num: slideNum,
      num: slideNum,
      slide_id: this.layout,
      type: WRITER_LAYOUTS[this.layout].type,
      content: this.content,
      catchy_title: this.title,
      reference,
      by_split: this.bySplit,
      modify_flag: false,
      comment_num: 0,
      is_read_comment: true,
      ...(this.provenance.length > 0 ? { provenance: this.provenance } : {}),
    };
  }
}
