import type {
  ArticleChapter,
  ArticleComponent,
  ArticleImage,
  BodyItem,
  VerifyResult,
} from '@prowrite/contracts';
import { numbersIn } from '../works/slide-numbers';
import type { SourceNumberIndex } from '../works/source-index';

/** Kinds whose numbers are not facts: citations (volumes, pages, years) and the review code. */
const UNCHECKED_KINDS = new Set(['references', 'review_code']);
/** Contents that are not facts either: the banner's copyright line. */
const UNCHECKED_CONTENT_IDS = new Set(['copyright']);

const NAMED: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text a reader sees: tags gone, entities decoded (a numeric entity's digits are not a number shown). */
export function shownText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, body: string) => {
      if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    });
}

type Shown = { text: string; contentId: string };

/** Every text of a component with the id of what shows it (item, image, expert or content id; titles by place). */
export function componentShownTexts(component: ArticleComponent): Shown[] {
  const out: Shown[] = [];
  const push = (text: string | undefined, contentId: string) => {
    if (text) out.push({ text: shownText(text), contentId });
  };
  const image = (img: ArticleImage | null | undefined) => {
    if (!img) return;
    push(img.image_title, img.id);
    push(img.footnote, img.id);
  };
  const body = (items: BodyItem[]) => {
    for (const item of items) {
      push(item.body.text, item.id);
      image(item.body.image);
      for (const img of item.body.images) image(img);
    }
  };
  const chapter = (c: ArticleChapter) => {
    push(c.chapter_title, `chapter.${c.idx}`);
    body(c.contents);
    for (const s of c.sections) {
      push(s.section_title, `chapter.${c.idx}.section.${s.idx}`);
      body(s.contents);
    }
  };
  push(component.title, 'title');
  for (const c of component.contents) {
    if (!UNCHECKED_CONTENT_IDS.has(c.id)) push(c.value, c.id);
    for (const v of c.values ?? []) push(v, c.id);
    push(c.article_title, c.id);
    for (const ch of c.chapters ?? []) chapter(ch);
    if (c.chapter) chapter(c.chapter);
    image(c.image);
    if (c.video) push(c.video.source.title, c.id);
    if (c.expert) {
      push(c.expert.name, c.expert.id);
      push(c.expert.information, c.expert.id);
      push(c.expert.desc, c.expert.id);
    }
  }
  return out;
}

/**
 * The article check: every number each component shows (`slide_num` = its component_key), found in the
 * sources (with where) or not. The pages the writer read a value from are searched first.
 */
export function verifyArticle(components: ArticleComponent[], index: SourceNumberIndex): VerifyResult {
  let total = 0;
  let found = 0;
  const slides = components.map((component, i) => {
    const numbers: VerifyResult['slides'][number]['numbers'] = [];
    if (!UNCHECKED_KINDS.has(component.component)) {
      const seen = new Set<string>();
      for (const { text, contentId } of componentShownTexts(component)) {
        for (const token of numbersIn(text)) {
          const key = `${contentId}\u0000${token.canonical}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const preferred = (component.provenance ?? []).filter((p) => p.text.includes(token.text));
          const source = index.find(token.text, preferred);
          total++;
          if (source) found++;
          numbers.push({ text: token.text, content_id: contentId, found: source !== null, source });
        }
      }
    }
    return { slide_num: i + 1, numbers };
  });
  return { slides, total, found, missing: total - found };
}

/**
 * For the source lookup from a chapter (`article_index` = the chapter's idx): the work's sources with those
 * the chapter's values were read from first; the lookup still searches them all.
 */
export function chapterSourceOrder(
  components: ArticleComponent[],
  fileIds: string[],
  chapterIdx: number,
): string[] {
  const preferred = new Set<string>();
  const prefix = `chapters.${chapterIdx}`;
  for (const component of components) {
    const standalone = component.contents.some((c) => c.chapter?.idx === chapterIdx);
    for (const p of component.provenance ?? []) {
      const id = p.content_id ?? '';
      if (standalone || id === prefix || id.startsWith(`${prefix}.`)) preferred.add(p.file_id);
    }
  }
  return [...fileIds.filter((f) => preferred.has(f)), ...fileIds.filter((f) => !preferred.has(f))];
}
