import { describe, expect, it } from 'vitest';
import type { LayoutDeclaration } from './model';
import { getLayout, layoutRegistry, listLayouts, registerLayout } from './registry';
import { splitSlide } from './render/split-slide';
import { layoutSamples } from './samples';
import { overflowProblems, resolve, sample, stretch } from './testing/fixtures';
import { themes } from './themes';
import { validateDeclaration } from './validate/validate-declaration';
import { validateSlideContent } from './validate/validate-slide';

const GENERAL_IDS = [
  'cover_slide_001',
  'cover_slide_001_alt',
  'table_of_the_contents_001',
  'chapter_title_001',
  'section_slide_001',
  'section_slide_002',
  'section_slide_003',
  'section_slide_004',
  'section_slide_005',
  'section_slide_006',
  'section_slide_007',
  'slide_content_001',
  'slide_table_001',
  'title_only_001',
  'title_body_001',
  'clinical_trial_001',
  'closing_slide_001',
];

describe('layout registry', () => {
  it('holds every general layout once, looked up by id', () => {
    expect(
      listLayouts()
        .filter((l) => l.family === 'general')
        .map((l) => l.id),
    ).toEqual(GENERAL_IDS);
    for (const id of GENERAL_IDS) expect(getLayout(id)?.id).toBe(id);
    expect(getLayout('hcp_ppt_a_999')).toBeUndefined();
  });

  it('refuses a duplicate id and an unsound declaration', () => {
    const cover = getLayout('cover_slide_001')!;
    expect(() => registerLayout(cover)).toThrow(/already registered/);
    const broken: LayoutDeclaration = { ...cover, id: 'broken_cover_test', contentIds: [] };
    expect(() => registerLayout(broken)).toThrow(/content id "Title" is not declared/);
    expect(layoutRegistry.has('broken_cover_test')).toBe(false);
  });

  it.each(listLayouts().map((l) => l.id))(
    '%s validates: bound content ids, boxes inside 960x540, spec fonts and heights',
    (id) => {
      expect(validateDeclaration(getLayout(id)!)).toEqual([]);
    },
  );
});

/** Every registered layout, general and medical (each family adds its own). */
const ALL_IDS = listLayouts().map((l) => l.id);

describe('medical family', () => {
  it('registers medical layouts with hcp_ppt ids, each once', () => {
    const medical = listLayouts().filter((l) => l.family === 'medical');
    for (const l of medical) expect(l.id).toMatch(/^hcp_ppt_[ab]_\d{3}$/);
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
  });
});

describe.each(ALL_IDS)('%s samples', (id) => {
  it('has zh and en samples that fit its content schema', () => {
    expect(layoutSamples[id]).toBeDefined();
    for (const lang of ['zh', 'en'] as const) {
      expect(sample(id, lang).slide_id).toBe(id);
      expect(validateSlideContent(sample(id, lang))).toEqual({ ok: true });
    }
  });

  it('resolves with no text overflowing its box, in every theme', () => {
    for (const theme of themes.values()) {
      for (const lang of ['zh', 'en'] as const) {
        const r = resolve(sample(id, lang), { theme });
        expect(overflowProblems(r)).toEqual([]);
        expect(r.needsSplit).toBe(false);
        const clamped = r.elements.filter(
          (e) => (e.kind === 'text' || e.kind === 'table') && e.fit === 'clamped',
        );
        expect(clamped.map((e) => e.key)).toEqual([]);
      }
    }
  });

  it('keeps long Chinese and English text inside its boxes (shrink, clamp or split as declared)', () => {
    const layout = getLayout(id)!;
    for (const lang of ['zh', 'en'] as const) {
      const long = stretch(sample(id, lang), 4);
      const parts = splitSlide(long, { theme: themes.get('general')! });
      for (const part of parts) {
        const r = resolve(part);
        expect(overflowProblems(r)).toEqual([]);
        for (const e of r.elements) {
          if (e.kind !== 'text') continue;
          const decl = layout.elements.find((d) => d.key === e.key);
          if (!decl || decl.kind === 'table' || !('style' in decl)) continue;
          // Shrink and clamp never go below the floor; split keeps the declared size.
          const floor =
            decl.overflow === 'split' ? decl.style.fontSize : (decl.style.minFontSize ?? decl.style.fontSize);
          expect(e.fontSize).toBeGreaterThanOrEqual(floor);
          expect(e.fontSize).toBeLessThanOrEqual(decl.style.fontSize);
        }
      }
      if (parts.length > 1) {
        expect(parts.slice(1).every((p) => p.by_split)).toBe(true);
        const last = resolve(parts[parts.length - 1]!);
        expect(last.needsSplit).toBe(false);
      }
    }
  });
});
