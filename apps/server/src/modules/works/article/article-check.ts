import type {
  ArticleChapter,
  ArticleComponent,
  ArticleImage,
  BodyItem,
  VerifyResult,
} from '@prowrite/contracts';
import { keyFigurePath, keyFigureTexts } from '@prowrite/contracts';
import { shownKey, valueTokens } from '@prowrite/engine';
import type { SourceNumberIndex } from '../source-index';

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

type Shown = { text: string; contentId: string; label: string };

/**
 * Every text of a component with the id of what shows it (item, image, expert or content id; titles by place)
 * and where a reader finds it: the chapter and section titles it sits under, or the field it is.
 */
export function componentShownTexts(component: ArticleComponent): Shown[] {
  const out: Shown[] = [];
  const push = (text: string | undefined, contentId: string, label: string) => {
    if (text) out.push({ text: shownText(text), contentId, label });
  };
  const image = (img: ArticleImage | null | undefined, where: string) => {
    if (!img) return;
    const label = [where, img.image_title || 'image'].filter(Boolean).join(' › ');
    push(img.image_title, img.id, label);
    push(img.footnote, img.id, label);
  };
  const body = (items: BodyItem[], where: string) => {
    for (const item of items) {
      push(item.body.text, item.id, where);
      image(item.body.image, where);
      for (const img of item.body.images) image(img, where);
    }
  };
  const chapter = (c: ArticleChapter) => {
    const where = c.chapter_title.trim();
    push(c.chapter_title, `chapter.${c.idx}`, where);
    body(c.contents, where);
    for (const s of c.sections) {
      const section = [where, s.section_title.trim()].filter(Boolean).join(' › ');
      push(s.section_title, `chapter.${c.idx}.section.${s.idx}`, section);
      body(s.contents, section);
    }
  };
  push(component.title, 'title', 'title');
  for (const c of component.contents) {
    const field = c.article_title?.trim() || c.id;
    if (!UNCHECKED_CONTENT_IDS.has(c.id)) push(c.value, c.id, field);
    for (const v of c.values ?? []) push(v, c.id, field);
    push(c.article_title, c.id, field);
    for (const ch of c.chapters ?? []) chapter(ch);
    if (c.chapter) chapter(c.chapter);
    image(c.image, '');
    if (c.video) push(c.video.source.title, c.id, 'video');
    if (c.expert) {
      const who = c.expert.name.trim() || 'expert';
      push(c.expert.name, c.expert.id, who);
      push(c.expert.information, c.expert.id, who);
      push(c.expert.desc, c.expert.id, who);
    }
    // Key-figures tiles: each tile's texts under its tile path, found by its label.
    (c.key_figures?.figures ?? []).forEach((f, i) => {
      const where = f.label.trim() || c.key_figures?.panel || c.id;
      for (const text of keyFigureTexts(f)) push(text, keyFigurePath(c.id, i), where);
    });
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
      for (const { text, contentId, label } of componentShownTexts(component)) {
        for (const token of valueTokens(text)) {
          if (token.trivial) continue;
          const key = shownKey(token);
          const dedupe = `${contentId}\u0000${key}`;
          if (seen.has(dedupe)) continue;
          seen.add(dedupe);
          const preferred = (component.provenance ?? []).filter((p) => p.text.includes(token.text));
          const source = index.find(key, preferred);
          total++;
          if (source) found++;
          numbers.push({
            text: token.text,
            content_id: contentId,
            label,
            kind: token.kind,
            found: source !== null,
            source,
          });
        }
      }
    }
    const title = component.component_name.trim() || component.title.trim() || component.component;
    return { slide_num: i + 1, title, numbers };
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
