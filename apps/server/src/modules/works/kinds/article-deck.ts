import type {
  ArticleComponent,
  ContentItem,
  OutLangValue,
  Reference,
  Slide,
  SlideProvenance,
} from '@prowrite/contracts';
import { fitText } from '@prowrite/engine';
import { shownText } from '../article/article-check';

/** The cover and grouped-text layouts of the general template (their content ids and limits). */
const COVER = 'cover_slide_001';
const DIGEST = 'slide_content_001';
const MAX_TITLE = 120;
const MAX_COVER_TITLE = 80;
/** The digest layout takes at most 12 groups. */
const MAX_GROUPS = 12;

/** The paragraphs a reader sees in a body's rich text, in order, empty ones dropped. */
function paragraphs(html: string): string[] {
  return (
    html
      .split(/<\/p>|<br\s*\/?>|<\/li>|<\/h\d>/i)
      // Inline tags (bold, links) join their text; entities are decoded as the reader sees them.
      .map((p) =>
        shownText(p.replace(/<[^>]*>/g, ''))
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean)
  );
}

const contentValue = (c: ArticleComponent | undefined, id: string) =>
  c?.contents.find((x) => x.id === id)?.value ?? '';

/** What differs between kinds' decks: the cover title when the banner has none, and which citation a chapter's slide carries. */
export type ArticleDeckOptions = {
  fallbackTitle: { zh: string; en: string };
  /** The citation of chapter `index` among the references component's entries (none: no reference). */
  citationOf: (index: number, references: readonly string[]) => string | undefined;
};

/**
 * An article as a deck (a kind's PPT export): a cover from the banner, then one slide per article chapter —
 * the chapter's title, each section as a group of its paragraphs — with the chapter's citation as the slide's
 * reference and the provenance of the chapter's facts (the PPTX writes them in the speaker notes). A chapter
 * taller than a slide continues on the next (the layout's split policy).
 */
export function articleDeck(
  components: ArticleComponent[],
  outLang: OutLangValue,
  options: ArticleDeckOptions,
): Slide[] {
  const zh = outLang === 'zh-cn';
  const banner = components.find((c) => c.component === 'banner');
  const article = components.find((c) => c.component === 'article');
  const referencesComponent = components.find((c) => c.component === 'references');
  const references = referencesComponent?.contents[0]?.values ?? [];
  // Each reference's provenance (content id "references.<i>") names the file it cites.
  const referenceByFile = new Map<string, string>();
  for (const p of referencesComponent?.provenance ?? []) {
    const index = /\.(\d+)$/.exec(p.content_id ?? '')?.[1];
    const text = index === undefined ? undefined : references[Number(index)];
    if (text && p.file_id && !referenceByFile.has(p.file_id)) referenceByFile.set(p.file_id, text);
  }
  const slides: Slide[] = [];
  const base = {
    type: '',
    catchy_title: '',
    by_split: false,
    modify_flag: false,
    comment_num: 0,
    is_read_comment: true,
  };
  const title =
    shownText(contentValue(banner, 'post_title')).trim() ||
    (zh ? options.fallbackTitle.zh : options.fallbackTitle.en);
  slides.push({
    ...base,
    slide_num: 1,
    slide_id: COVER,
    type: 'cover',
    content: [
      { id: 'Title', type: 'text', text: fitText(title, MAX_COVER_TITLE) },
      { id: 'Subtitle', type: 'text', text: shownText(contentValue(banner, 'post_subtitle')).trim() },
    ],
    reference: [],
  });
  const chapters = article?.contents[0]?.chapters ?? [];
  chapters.forEach((chapter, ci) => {
    const groups = chapter.sections
      .map((s) => ({
        group_title: s.section_title,
        list: s.contents.flatMap((item) => paragraphs(item.body.text)),
      }))
      .filter((g) => g.list.length > 0)
      .slice(0, MAX_GROUPS);
    const content: ContentItem[] = [
      { id: 'slide_title', type: 'text', text: fitText(chapter.chapter_title || title, MAX_TITLE) },
      { id: 'text_group', type: 'text_group', long_text: groups },
    ];
    const prefix = `chapters.${ci}.`;
    const provenance: SlideProvenance[] = (article?.provenance ?? [])
      .filter((p) => p.content_id?.startsWith(prefix))
      .map((p) => ({
        text: p.text,
        content_id: 'text_group',
        file_id: p.file_id,
        page: p.page,
        quote: p.quote,
      }));
    const fileId = provenance[0]?.file_id ?? '';
    // The chapter cites the reference of the file its facts come from; by position only when unknown.
    const citation = referenceByFile.get(fileId) ?? options.citationOf(ci, references);
    const reference: Reference[] = citation
      ? [{ article_title: citation, id: fileId, sha1: '', type: '', article_url: '' }]
      : [];
    slides.push({
      ...base,
      slide_num: slides.length + 1,
      slide_id: DIGEST,
      type: 'slide_content',
      content,
      reference,
      ...(provenance.length > 0 ? { provenance: provenance.slice(0, 500) } : {}),
    });
  });
  return slides;
}
