import type {
  ArticleChapter,
  ArticleComponent,
  ArticleComponentKind,
  ArticleProvenance,
  ArticleSection,
  BodyItem,
  ChapterKind,
  ComponentContent,
  Provenance,
} from '@prowrite/contracts';
import { fitText } from '../writer/fit-text';
import type { ChapterDraft, SectionDraft } from './drafts';
import { paragraphsHtml } from './html';
import type { SeededIds } from './ids';
import { groupParas, type Para } from './paragraph';

const MAX_QUOTE = 4000;
/** The contract's cap on provenance entries per component. */
const MAX_PROVENANCE = 1000;
const MAX_TEXT = 2000;
/** Banner fields: a title, a subtitle, a drug name (the banner's own limit is 3000 for all of them). */
const MAX_PLAIN = 800;
const CHAPTER_KINDS: ChapterKind[] = ['chapter_01', 'chapter_02', 'chapter_03', 'chapter_04'];

/**
 * One component being written: its contents, and the provenance of every fact placed, keyed by the content
 * path that shows it (`post_title`, `summary`, `references.0`, `chapters.1.sections.0.contents.2`).
 */
export class ComponentBuilder {
  private readonly contents: ComponentContent[] = [];
  private readonly provenance: ArticleProvenance[] = [];

  constructor(
    private readonly ids: SeededIds,
    readonly kind: ArticleComponentKind,
    private readonly title: string,
  ) {}

  cite(text: string, sources: readonly (Provenance | null | undefined)[], contentId: string): void {
    for (const source of sources) {
      if (!source) continue;
      const duplicate = this.provenance.some(
        (p) =>
          p.content_id === contentId &&
          p.file_id === source.file_id &&
          p.page === source.page &&
          p.quote === source.quote.slice(0, MAX_QUOTE) &&
          p.text === text.slice(0, MAX_TEXT),
      );
      if (duplicate) continue;
      this.provenance.push({
        text: text.slice(0, MAX_TEXT),
        content_id: contentId,
        file_id: source.file_id,
        page: source.page,
        quote: source.quote.slice(0, MAX_QUOTE),
      });
    }
  }

  /** A plain text entry (banner fields): shown as text, never as markup; control characters and runs of space go. */
  plain(id: string, value: string, sources: readonly (Provenance | null | undefined)[] = []): void {
    const text = fitText(value.replace(/\s+/g, ' '), MAX_PLAIN);
    this.contents.push({ id, type: 'text', value: text });
    if (text) this.cite(text, sources, id);
  }

  /** A rich-text entry of paragraphs (editor's note, introduction, summary, statement). */
  paragraphs(id: string, paras: Para[]): void {
    const kept = paras.filter((p) => p.text);
    this.contents.push({ id, type: 'text', value: paragraphsHtml(kept.map((p) => p.text)) });
    for (const p of kept) this.cite(p.text, p.sources, id);
  }

  /** The references entry: one plain citation per source. */
  references(id: string, citations: Para[]): void {
    this.contents.push({ id, type: 'references', values: citations.map((c) => c.text) });
    citations.forEach((c, i) => {
      this.cite(c.text, c.sources, `${id}.${i}`);
    });
  }

  expert(id: string): void {
    this.contents.push({
      id,
      type: 'expert',
      expert: {
        id: this.ids.id(),
        name: '',
        information: '',
        desc: '',
        avatar: '',
        avatar_remove_flag: false,
        desc_remove_flag: false,
      },
    });
  }

  /** The article entry: chapters of sections of body items (text split within the body limit; images). */
  article(title: string, chapters: ChapterDraft[]): void {
    const built: ArticleChapter[] = chapters.map((c, ci) => ({
      idx: ci,
      type: CHAPTER_KINDS[ci % CHAPTER_KINDS.length]!,
      chapter_title: c.title,
      contents: [],
      sections: c.sections.map((s, si) => this.section(s, `chapters.${ci}.sections.${si}`, si)),
    }));
    this.contents.push({
      id: this.ids.id(),
      type: 'article',
      article_title: title,
      article_num: 1,
      show_article_num: false,
      double_flag: false,
      chapters: built,
    });
  }

  private section(draft: SectionDraft, path: string, idx: number): ArticleSection {
    if (draft.titleSources) this.cite(draft.title, draft.titleSources, `${path}.section_title`);
    const contents: BodyItem[] = [];
    for (const item of draft.items) {
      if (item.kind === 'image') {
        const itemPath = `${path}.contents.${contents.length}`;
        const image = { ...item.figure.image, id: this.ids.id(), uniq_id: this.ids.uniqId() };
        this.cite(`${image.image_title}`, item.figure.sources, `${itemPath}.image`);
        contents.push({ id: this.ids.id(), body: { text: '', image, images: [] }, image_prefix: '' });
        continue;
      }
      for (const group of groupParas(item.paras)) {
        const itemPath = `${path}.contents.${contents.length}`;
        for (const p of group) this.cite(p.text, p.sources, itemPath);
        contents.push({
          id: this.ids.id(),
          body: { text: paragraphsHtml(group.map((p) => p.text)), image: null, images: [] },
          image_prefix: '',
        });
      }
    }
    return { idx, section_title: draft.title, contents };
  }

  build(id: string, extra: Partial<ArticleComponent> = {}): ArticleComponent {
    return {
      id,
      component: this.kind,
      component_name: this.kind,
      title: this.title,
      content_str: '',
      contents: this.contents,
      animation: false,
      show_article_num: false,
      show_loading: false,
      double_flag: false,
      article_num: 0,
      nsfw_flag: false,
      ...extra,
      ...(this.provenance.length > 0 ? { provenance: this.provenance.slice(0, MAX_PROVENANCE) } : {}),
    };
  }
}
