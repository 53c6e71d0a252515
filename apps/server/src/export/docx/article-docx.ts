import type {
  ArticleChapter,
  ArticleComponent,
  ArticleComponentKind,
  ArticleImage,
  ArticleProvenance,
  BodyItem,
} from '@prowrite/contracts';
import { type Block, para } from './blocks';
import type { ImageLoader } from './deck-docx';
import { packDocument } from './document';
import { htmlParagraphs, htmlPlain } from './html-text';

export interface ArticleDocxInput {
  title: string;
  components: ArticleComponent[];
  loadImage: ImageLoader;
  sourceName: (fileId: string) => string;
  withProvenance?: boolean;
  lang?: 'en' | 'zh-cn';
}

const HEADINGS: Record<'en' | 'zh-cn', Partial<Record<ArticleComponentKind, string>> & { sources: string }> =
  {
    en: {
      editors_note: "Editor's note",
      introduction: 'Introduction',
      summary: 'Summary',
      references: 'References',
      statement: 'Statement',
      personal_introductions: 'Experts',
      review_code: 'Review code',
      quote: 'Quote',
      sources: 'Sources',
    },
    'zh-cn': {
      editors_note: '编者按',
      introduction: '引言',
      summary: '总结',
      references: '参考文献',
      statement: '声明',
      personal_introductions: '专家介绍',
      review_code: '审批编号',
      quote: '引用',
      sources: '来源',
    },
  };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Section texts ("image" is the alt text of an untitled picture). */
async function imageBlocks(image: ArticleImage | null | undefined, loadImage: ImageLoader): Promise<Block[]> {
  if (!image) return [];
  const out: Block[] = [];
  const loaded = image.url ? await loadImage(image.url) : null;
  const title = [image.image_prefix, image.image_title].filter(Boolean).join(' ').trim();
  if (loaded) out.push({ kind: 'image', data: loaded.data, alt: title || 'image' });
  if (title) out.push(para(title, { style: 'caption' }));
  if (image.footnote) out.push(...htmlParagraphs(image.footnote, { style: 'small' }));
  return out;
}

async function bodyBlocks(items: BodyItem[], loadImage: ImageLoader): Promise<Block[]> {
  const out: Block[] = [];
  for (const item of items) {
    out.push(...htmlParagraphs(item.body.text));
    out.push(...(await imageBlocks(item.body.image, loadImage)));
    for (const img of item.body.images) out.push(...(await imageBlocks(img, loadImage)));
  }
  return out;
}

async function chapterBlocks(chapter: ArticleChapter, loadImage: ImageLoader): Promise<Block[]> {
  const out: Block[] = [];
  if (htmlPlain(chapter.chapter_title)) out.push(para(htmlPlain(chapter.chapter_title), { style: 'h2' }));
  out.push(...(await bodyBlocks(chapter.contents, loadImage)));
  for (const section of chapter.sections) {
    if (htmlPlain(section.section_title)) out.push(para(htmlPlain(section.section_title), { style: 'h3' }));
    out.push(...(await bodyBlocks(section.contents, loadImage)));
  }
  return out;
}

/** A component's heading over its blocks; nothing at all when it has none (no "审批编号" over no code). */
function headed(heading: string, blocks: Block[]): Block[] {
  if (blocks.length === 0) return [];
  return heading ? [para(heading, { style: 'h2' }), ...blocks] : blocks;
}

function headingOf(component: ArticleComponent, lang: 'en' | 'zh-cn'): string {
  return htmlPlain(component.title) || component.component_name || HEADINGS[lang][component.component] || '';
}

/** The blocks of one component, in the order the editor shows them. */
async function componentBlocks(
  c: ArticleComponent,
  input: ArticleDocxInput,
  lang: 'en' | 'zh-cn',
): Promise<Block[]> {
  const out: Block[] = [];
  const heading = headingOf(c, lang);
  const texts = c.contents.filter((e) => e.type === 'text' && e.value);
  switch (c.component) {
    case 'banner': {
      const value = (id: string) => htmlPlain(c.contents.find((e) => e.id === id)?.value ?? '');
      const title = value('post_title');
      if (title && title !== input.title.trim()) out.push(para(title, { style: 'h1' }));
      if (value('post_subtitle')) out.push(para(value('post_subtitle'), { style: 'subtitle' }));
      if (value('drug_name')) out.push(para(value('drug_name'), { style: 'small' }));
      if (value('copyright')) out.push(para(value('copyright'), { style: 'small' }));
      return out;
    }
    case 'article': {
      for (const entry of c.contents.filter((e) => e.type === 'article')) {
        const num =
          entry.show_article_num || c.show_article_num ? `${pad2(entry.article_num ?? c.article_num)} ` : '';
        const title = htmlPlain(entry.article_title ?? '');
        if (title) out.push(para(`${num}${title}`, { style: 'h1' }));
        for (const chapter of entry.chapters ?? [])
          out.push(...(await chapterBlocks(chapter, input.loadImage)));
      }
      return out;
    }
    case 'chapter': {
      for (const entry of c.contents)
        if (entry.chapter) out.push(...(await chapterBlocks(entry.chapter, input.loadImage)));
      return out;
    }
    case 'references': {
      const values = c.contents
        .flatMap((e) => e.values ?? (e.value ? [e.value] : []))
        .map(htmlPlain)
        .filter(Boolean);
      values.forEach((v, i) => {
        out.push(para(`[${i + 1}] ${v}`));
      });
      return headed(heading, out);
    }
    case 'personal_introductions': {
      for (const entry of c.contents) {
        const e = entry.expert;
        if (!e) continue;
        if (htmlPlain(e.name))
          out.push({ kind: 'paragraph', runs: [{ text: htmlPlain(e.name), bold: true }] });
        if (e.information) out.push(...htmlParagraphs(e.information));
        if (e.desc && !e.desc_remove_flag) out.push(...htmlParagraphs(e.desc, { style: 'small' }));
      }
      return headed(heading, out);
    }
    case 'image': {
      for (const entry of c.contents) out.push(...(await imageBlocks(entry.image, input.loadImage)));
      return out;
    }
    case 'key_figures': {
      // Infographic tiles as a table (label | value and unit | note), then the panel's texts.
      for (const entry of c.contents) {
        const figures = entry.key_figures?.figures ?? [];
        if (figures.length === 0) continue;
        const cell = (text: string) => ({ text, span: 1 });
        out.push({
          kind: 'table',
          header: [],
          rows: figures.map((f) => [
            cell(f.label),
            cell([f.value, f.unit].filter(Boolean).join(f.unit === '%' ? '' : ' ')),
            cell(f.note),
          ]),
        });
      }
      for (const entry of texts) out.push(...htmlParagraphs(entry.value ?? ''));
      return headed(heading, out);
    }
    case 'video': {
      for (const entry of c.contents) {
        const v = entry.video;
        if (v) out.push(para([v.source.title, v.value].filter(Boolean).join(' — '), { style: 'small' }));
      }
      return out;
    }
    default: {
      const style = c.component === 'quote' ? 'quote' : c.component === 'review_code' ? 'small' : undefined;
      for (const entry of texts) out.push(...htmlParagraphs(entry.value ?? '', style ? { style } : {}));
      if (texts.length === 0 && c.content_str)
        out.push(...htmlParagraphs(c.content_str, style ? { style } : {}));
      for (const entry of c.contents) {
        if (entry.image) out.push(...(await imageBlocks(entry.image, input.loadImage)));
        if (entry.chapter) out.push(...(await chapterBlocks(entry.chapter, input.loadImage)));
      }
      return c.component === 'body' ? out : headed(heading, out);
    }
  }
}

/** Components whose provenance is bibliographic (author lines, DOIs, journal), not a quoted finding. */
const NOT_QUOTED = new Set(['references', 'review_code', 'banner', 'personal_introductions']);
/** A quote that is only an identifier or an address (a DOI, a URL): nothing to read as evidence. */
const BARE_ID = /^\s*(?:doi:?\s*|https?:\/\/)\S+\s*$/i;

/**
 * The sources appendix: each quoted passage once, with every value read from it ("59, 129: “…”"), leaving
 * out bibliographic provenance (author lines, DOIs) that is not a quote of a finding.
 */
export function sourcesAppendix(components: ArticleComponent[]): ArticleProvenance[] {
  const byPassage = new Map<string, ArticleProvenance & { values: string[] }>();
  for (const c of components) {
    if (NOT_QUOTED.has(c.component)) continue;
    for (const p of c.provenance ?? []) {
      const quote = p.quote.replace(/\s+/g, ' ').trim();
      if (!quote || BARE_ID.test(quote)) continue;
      const key = `${p.file_id}\u0000${p.page}\u0000${quote}`;
      const entry = byPassage.get(key) ?? { ...p, quote, values: [] };
      const value = p.text.trim();
      if (value && !entry.values.includes(value)) entry.values.push(value);
      byPassage.set(key, entry);
    }
  }
  return [...byPassage.values()].map(({ values, ...p }) => ({ ...p, text: values.join(', ') }));
}

function provenanceLine(
  p: ArticleProvenance,
  sourceName: (id: string) => string,
  lang: 'en' | 'zh-cn',
): string {
  const name = sourceName(p.file_id);
  const page = lang === 'zh-cn' ? `第 ${p.page} 页` : `p. ${p.page}`;
  return `${p.text}: “${p.quote}” (${name ? `${name}, ` : ''}${page})`;
}

/**
 * A Word document of an article: the title, then every component in order (banner title and subtitle,
 * editor's note, introduction, article with chapters and sections, body texts, images with titles and
 * footnotes, quotes, summary, references, statement, experts, review code), and for team exports a sources
 * section quoting where each value was read.
 */
export async function writeArticleDocx(input: ArticleDocxInput): Promise<Buffer> {
  const lang = input.lang ?? 'en';
  const blocks: Block[] = [{ kind: 'paragraph', runs: [{ text: input.title }], style: 'title' }];
  for (const component of input.components) blocks.push(...(await componentBlocks(component, input, lang)));
  const provenance = input.withProvenance ? sourcesAppendix(input.components) : [];
  if (provenance.length) {
    blocks.push(para(HEADINGS[lang].sources, { style: 'h2', pageBreakBefore: true }));
    for (const p of provenance)
      blocks.push(para(provenanceLine(p, input.sourceName, lang), { style: 'small' }));
  }
  return packDocument(input.title, blocks);
}
