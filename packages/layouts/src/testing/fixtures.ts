import type { ContentItem, Slide } from '@prowrite/contracts';
import type { ResolvedElement, ResolvedSlide, ResolvedTable, ResolvedText } from '../model';
import { type ResolveSlideOptions, resolveSlide } from '../render/resolve-slide';
import { layoutSamples } from '../samples';
import { generalTheme } from '../themes';

/** Helpers shared by the layout tests (not exported from the package). */

export const LOGO = 'https://cdn.example.org/logo.png';

export function sample(id: string, lang: 'zh' | 'en'): Slide {
  const s = layoutSamples[id];
  if (!s) throw new Error(`no sample for ${id}`);
  return structuredClone(s[lang]);
}

export function resolve(slide: Slide, opts: Partial<ResolveSlideOptions> = {}): ResolvedSlide {
  return resolveSlide(slide, { theme: generalTheme, enterpriseLogo: LOGO, ...opts });
}

export function element(r: ResolvedSlide, key: string): ResolvedElement | undefined {
  return r.elements.find((e) => e.key === key);
}

export function textEl(r: ResolvedSlide, key: string): ResolvedText {
  const e = element(r, key);
  if (e?.kind !== 'text') throw new Error(`no text element ${key} (found ${e?.kind})`);
  return e;
}

export function tableEl(r: ResolvedSlide, key = 'table'): ResolvedTable {
  const e = element(r, key);
  if (e?.kind !== 'table') throw new Error(`no table element ${key}`);
  return e;
}

/** The slide with one content item replaced (or removed with `null`). */
export function withContent(slide: Slide, id: string, item: ContentItem | null): Slide {
  const rest = slide.content.filter((c) => c.id !== id);
  return { ...slide, content: item ? [...rest, item] : rest };
}

const KEEP = new Set(['id', 'slide_id', 'type', 'url', 'sha1', 'article_url', 'color']);

/** Every text of the content repeated `factor` times: long Chinese and English stress samples. */
export function stretch(slide: Slide, factor: number): Slide {
  const grow = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      if (KEEP.has(key) || value.startsWith('data:')) return value;
      return Array.from({ length: factor }, () => value).join(' ');
    }
    if (Array.isArray(value)) return value.map((v) => grow(v, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, grow(v, k)]));
    }
    return value;
  };
  return { ...slide, content: grow(slide.content, 'content') as ContentItem[] };
}

const EPS = 0.01;

/** Geometry problems of resolved text: lines wider than the box or taller than it, boxes off the slide. */
export function overflowProblems(r: ResolvedSlide): string[] {
  const problems: string[] = [];
  for (const e of r.elements) {
    const b = e.box;
    if (b.x < -EPS || b.y < -EPS || b.x + b.w > 960 + EPS || b.y + b.h > 540 + EPS) {
      problems.push(`${e.key}: box off the slide`);
    }
    if (e.kind !== 'text') continue;
    const innerW = b.w - 2 * e.padding;
    let height = 0;
    for (const p of e.paragraphs) {
      height += p.spaceBefore + p.lines.length * e.lineHeight;
      for (const line of p.lines) {
        if (line.width > innerW - p.indent + EPS)
          problems.push(`${e.key}: line "${line.runs.map((x) => x.text).join('')}" too wide`);
      }
    }
    if (height > b.h - 2 * e.padding + EPS)
      problems.push(`${e.key}: text ${height}px taller than its box ${b.h}px`);
  }
  return problems;
}
