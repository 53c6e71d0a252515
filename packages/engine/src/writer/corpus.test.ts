import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract-facts';
import { parseSource } from '../source/parse-source';
import { CORPUS_DIR, corpusAvailable } from '../source/__fixtures__/corpus';
import { writeDeck } from './write-deck';

type Truth = {
  id: string;
  file: string;
  n_randomized?: number;
  ratio?: string;
  registry_id?: string;
  arm_keywords?: string[][];
};

const run = corpusAvailable();
const truths = (): Truth[] =>
  run ? (JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as Truth[]) : [];

const text = (slide: Slide, id: string) => slide.content.find((c) => c.id === id)?.text;

/** The design slide: the two-arm chart, else the grouped design text. */
function designText(deck: Slide[]): { n?: string; ratio?: string; all: string } | null {
  const chart = deck.find((s) => s.slide_id === 'clinical_trial_001');
  if (chart) {
    return {
      n: text(chart, 'overall_patient_number'),
      ratio: text(chart, 'randomization_ratio'),
      all: JSON.stringify(chart.content),
    };
  }
  const grouped = deck.find((s) => s.slide_id === 'slide_content_001');
  return grouped ? { all: JSON.stringify(grouped.content) } : null;
}

describe.skipIf(!run)('decks written from the text corpus', () => {
  for (const truth of truths().filter((t) => t.file.startsWith('text/'))) {
    it(`${truth.id}: the trial-design slide shows the true N and ratio`, async () => {
      const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, truth.file)));
      const doc = await parseSource({
        bytes,
        fileId: truth.id,
        kind: 'txt',
        name: path.basename(truth.file),
      });
      const facts = extractFacts(doc);
      for (const outLang of ['en', 'zh-cn'] as const) {
        const deck = writeDeck({
          facts: [{ fileId: truth.id, fileName: truth.file, facts }],
          template: 'general',
          outLang,
        });
        expect(deck.length).toBeGreaterThan(3);
        const design = designText(deck);
        expect(design, 'a design slide').not.toBeNull();
        if (design!.n !== undefined || truth.n_randomized) {
          if (design!.n !== undefined) expect(design!.n).toBe(String(truth.n_randomized));
          else expect(design!.all).toContain(`N=${truth.n_randomized}`);
        }
        if (truth.ratio) {
          if (design!.ratio !== undefined) expect(design!.ratio).toBe(truth.ratio);
          else expect(design!.all).toContain(truth.ratio);
        }
        if (truth.registry_id) expect(JSON.stringify(deck[0]!.content)).toContain(truth.registry_id);
        // Every provenance quote is on its page.
        for (const slide of deck) {
          for (const p of slide.provenance ?? []) {
            if (p.content_id === 'image') continue;
            expect(doc.pages[p.page - 1]?.text, `${slide.slide_id} ${p.text}`).toContain(p.quote);
          }
        }
      }
    });
  }
});

/** The medical trial-design slides: the two-arm charts and the single-trial overview (one, three or more arms). */
const MEDICAL_DESIGN = new Set(['hcp_ppt_b_004', 'hcp_ppt_a_034', 'hcp_ppt_b_005']);

describe.skipIf(!run)('medical decks written from the text corpus', () => {
  for (const truth of truths().filter((t) => t.file.startsWith('text/'))) {
    it(`${truth.id}: every medical template has a trial-design slide with N and the arms`, async () => {
      const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, truth.file)));
      const doc = await parseSource({
        bytes,
        fileId: truth.id,
        kind: 'txt',
        name: path.basename(truth.file),
      });
      const facts = extractFacts(doc);
      for (const template of ['medical_template1', 'medical_template2', 'medical_template3']) {
        const deck = writeDeck({
          facts: [{ fileId: truth.id, fileName: truth.file, facts }],
          template,
          // The design facts as printed (Chinese output names arms from the glossary: see check-work tests).
          outLang: 'en',
        });
        const design = deck.find((s) => MEDICAL_DESIGN.has(s.slide_id));
        expect(design, `${template}: a trial-design slide`).toBeDefined();
        const all = JSON.stringify(design!.content).toLowerCase();
        if (truth.n_randomized) {
          const n = text(design!, 'overall_patient_number');
          if (n !== undefined) expect(n).toBe(String(truth.n_randomized));
          else expect(all).toContain(`n=${truth.n_randomized}`);
        }
        if (design!.slide_id !== 'hcp_ppt_b_005') {
          // The arm's box shows its name whole: on the name line, or opening the plan when too long for it.
          for (const [i, l] of [
            [0, 'A'],
            [1, 'B'],
          ] as const) {
            const box = `${text(design!, `ARM_${l}_treatment_name`)}\n${text(design!, `ARM_${l}_treatment_plan`) ?? ''}`;
            expect(box).toContain(facts.arms[i]!.name.value);
          }
        }
        // The truth's arm keywords are drug names: on the slide in the arm names or plans.
        for (const keywords of truth.arm_keywords ?? []) {
          expect(
            keywords.some((k) => all.includes(k.toLowerCase())),
            `${template}: arm ${keywords.join('/')} on the design slide`,
          ).toBe(true);
        }
      }
    });
  }
});
