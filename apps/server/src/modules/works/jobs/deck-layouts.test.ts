import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Facts, Slide } from '@prowrite/contracts';
import {
  extractFacts,
  GROUP_GAP_LINES,
  PARAGRAPH_GAP_LINES,
  parseSource,
  TITLE_ROW_CHARS,
  WRITER_LAYOUTS,
  writeDeck,
} from '@prowrite/engine';
import { emptyFacts, trialFacts } from '@prowrite/engine/testing/trial-facts';
import { loadCorpusPapers } from '@prowrite/engine/testing/corpus-papers';
import {
  emptyDesignedBoxes,
  getLayout,
  getTheme,
  GROUP_GAP_LINES as LAYOUT_GROUP_GAP,
  PARAGRAPH_GAP_LINES as LAYOUT_PARAGRAPH_GAP,
  TITLE_ROW_CHARS as LAYOUT_TITLE_ROW_CHARS,
  splitSlide,
  validateSlideContent,
} from '@prowrite/layouts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusFile } from '../../../test/corpus';

/** The offline writer against the real layout declarations (the engine may not import them itself). */

function expectValid(deck: Slide[]): void {
  for (const slide of deck) {
    const check = validateSlideContent(slide);
    expect(check, `${slide.slide_num} ${slide.slide_id}: ${check.ok ? '' : check.issues.join('; ')}`).toEqual(
      { ok: true },
    );
  }
}

/** Every designed box a deck leaves blank ("slide 7 hcp_ppt_a_008: box "key_panel" is empty …"). */
function emptyBoxes(deck: Slide[]): string[] {
  return deck.flatMap((s) => emptyDesignedBoxes(s).map((e) => `slide ${s.slide_num} ${s.slide_id}: ${e}`));
}

/** The general layouts for 'general' (and any unknown template), the medical ones for medical_template1..3. */
const TEMPLATES = ['general', 'medical_template1', 'medical_template2', 'medical_template3'] as const;

const write = (facts: Facts[], outLang: 'en' | 'zh-cn', template: string) =>
  writeDeck({
    facts: facts.map((f, i) => ({ fileId: `file-${i}`, fileName: `f${i}.pdf`, facts: f })),
    template,
    outLang,
  });

describe('writer layouts mirror the declarations', () => {
  // A declaration states what its box shows whole at its smallest size (decision 0072), the writer's limit
  // (decision 0075): the two are the same number.
  it('uses registered layouts with the same slide type and character limits', () => {
    for (const [id, mirror] of Object.entries(WRITER_LAYOUTS)) {
      const layout = getLayout(id);
      expect(layout, id).toBeDefined();
      expect(mirror.type, id).toBe(layout!.slideType);
      for (const [contentId, limit] of Object.entries(mirror.limits as Record<string, number>)) {
        const decl = layout!.contentIds.find((c) => c.id === contentId);
        expect(decl, `${id}.${contentId}`).toBeDefined();
        expect(limit, `${id}.${contentId}`).toBe(decl!.maxChars);
      }
    }
  });

  // A list box's line capacity (decision 0077): the writer counts lines with the declared numbers, and knows
  // every capacity a layout it fills declares.
  it('mirrors every declared line capacity', () => {
    for (const [id, mirror] of Object.entries(WRITER_LAYOUTS)) {
      const declared = Object.fromEntries(
        getLayout(id)!.contentIds.flatMap((c) => (c.lines ? [[c.id, c.lines]] : [])),
      );
      const lines = 'lines' in mirror ? mirror.lines : {};
      expect(lines, id).toEqual(declared);
    }
    expect(PARAGRAPH_GAP_LINES).toBe(LAYOUT_PARAGRAPH_GAP);
    // Grouped text (criteria, design groups) counts its titles with the same gap and row (decision 0079).
    expect(GROUP_GAP_LINES).toBe(LAYOUT_GROUP_GAP);
    expect(TITLE_ROW_CHARS).toBe(LAYOUT_TITLE_ROW_CHARS);
  });
});

describe('every written slide passes its layout’s validation', () => {
  const variants: [string, () => Facts[]][] = [
    ['the full fixture trial', () => [trialFacts('a')]],
    ['two sources', () => [trialFacts('a'), trialFacts('b')]],
    [
      'three arms',
      () => {
        const f = trialFacts('a');
        return [{ ...f, arms: [...f.arms, { ...f.arms[0]!, label: 'C' }] }];
      },
    ],
    [
      'one arm',
      () => {
        const f = trialFacts('a');
        return [{ ...f, arms: [f.arms[0]!] }];
      },
    ],
    ['medians without hazard ratios', () => [{ ...trialFacts('a'), hazard_ratios: [] }]],
    [
      'a single key sentence',
      () => [{ ...trialFacts('a'), key_sentences: [trialFacts('a').key_sentences[1]!] }],
    ],
    ['only figures', () => [{ ...emptyFacts(), figures: trialFacts('a').figures }]],
    [
      'hostile lengths',
      () => {
        const f = trialFacts('a');
        const long = (s: { value: string; source: Facts['key_sentences'][number]['source'] }) => ({
          ...s,
          value: `${s.value} ${'词'.repeat(3000)}`,
        });
        return [
          {
            ...f,
            title: long(f.title!),
            primary_endpoint: long(f.primary_endpoint!),
            secondary_endpoints: f.secondary_endpoints.map(long),
            stratification_factors: f.stratification_factors.map(long),
            key_sentences: f.key_sentences.map(long),
            hazard_ratios: f.hazard_ratios.map((h) => ({
              ...h,
              endpoint: `${h.endpoint} ${'x'.repeat(500)}`,
            })),
            arms: f.arms.map((a) => ({ ...a, name: long(a.name), plan: long(a.plan!) })),
            tables: f.tables.map((tb) => ({
              ...tb,
              title: `${tb.title} ${'y'.repeat(900)}`,
              rows: Array.from({ length: 200 }, () => tb.rows[0]!),
            })),
          },
        ];
      },
    ],
  ];
  for (const [name, facts] of variants) {
    for (const template of TEMPLATES) {
      for (const lang of ['en', 'zh-cn'] as const) {
        it(`${name} (${template}, ${lang})`, () => {
          const deck = write(facts(), lang, template);
          expect(deck.length).toBeGreaterThan(0);
          const family = template === 'general' ? 'general' : 'medical';
          expect(deck.every((s) => getLayout(s.slide_id)?.family === family)).toBe(true);
          expectValid(deck);
          expect(emptyBoxes(deck)).toEqual([]);
          // Split for display as generation does: still valid.
          expectValid(
            deck.flatMap((s) =>
              splitSlide(s, { theme: getTheme(template), lang: lang === 'zh-cn' ? 'zh' : 'en' }),
            ),
          );
        });
      }
    }
  }
});

const textDir = path.join(CORPUS_DIR, 'text');
const corpusPresent = corpusFile('truth.json') !== null;

describe.skipIf(!corpusPresent)('decks of the text corpus pass layout validation', () => {
  const names = corpusPresent ? readdirSync(textDir).filter((n) => n.endsWith('.txt')) : [];
  for (const name of names) {
    it(name, async () => {
      const bytes = new Uint8Array(readFileSync(path.join(textDir, name)));
      const doc = await parseSource({ bytes, fileId: name, kind: 'txt', name });
      const facts = extractFacts(doc);
      for (const template of TEMPLATES) {
        for (const lang of ['en', 'zh-cn'] as const) expectValid(write([facts], lang, template));
      }
    });
  }
});

describe.skipIf(!corpusPresent)('decks of every corpus paper leave no designed box empty', () => {
  let papers: Awaited<ReturnType<typeof loadCorpusPapers>> = [];
  beforeAll(async () => {
    papers = await loadCorpusPapers();
  }, 300_000);

  it('every paper × template × language: each drawn panel and required slot has content', () => {
    const found: string[] = [];
    for (const p of papers)
      for (const template of TEMPLATES)
        for (const lang of ['en', 'zh-cn'] as const) {
          const deck = write([p.facts], lang, template);
          found.push(...emptyBoxes(deck).map((e) => `${p.id} ${template} ${lang} ${e}`));
        }
    expect(found).toEqual([]);
  });
});
