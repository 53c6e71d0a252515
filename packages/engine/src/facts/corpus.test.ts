import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Facts, factsSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../source/parse-source';
import { parseText } from '../source/text/parse-text';
import { extractFacts } from './extract-facts';
import { verifyProvenance } from './verify-provenance';

// The corpus lives beside the repository and is never copied into it.
const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/corpus');
const present = existsSync(path.join(corpus, 'truth.json'));
const run = present || process.env.CI === 'true';
if (!run) console.warn(`[facts corpus] ${corpus} not found: skipping the corpus tests`);

type Truth = {
  id: string;
  file: string;
  registry_id?: string;
  n_randomized?: number;
  arm_sizes?: number[];
  ratio?: string;
  blinding?: string;
  design?: string;
  arm_keywords?: string[][];
  primary_endpoint_keywords?: string[];
  hazard_ratios?: { value: number; ci_low: number; ci_high: number }[];
  cycle_length_days?: number;
};

const truths = (): Truth[] =>
  run ? (JSON.parse(readFileSync(path.join(corpus, 'truth.json'), 'utf8')).documents as Truth[]) : [];

function armsMatch(keywords: string[][], facts: Facts): boolean {
  const texts = facts.arms.map((a) => `${a.name.value} ${a.plan?.value ?? ''}`.toLowerCase());
  const assign = (g: number, used: Set<number>): boolean =>
    g === keywords.length ||
    texts.some(
      (text, i) =>
        !used.has(i) &&
        keywords[g]!.every((k) => text.includes(k.toLowerCase())) &&
        assign(g + 1, new Set([...used, i])),
    );
  return assign(0, new Set());
}

describe.skipIf(!run)('facts of the text corpus match the hand-read truth', () => {
  for (const truth of truths().filter((t) => t.file.startsWith('text/'))) {
    it(truth.id, () => {
      const bytes = new Uint8Array(readFileSync(path.join(corpus, truth.file)));
      const doc = parseText({ bytes, fileId: truth.id, kind: 'txt', name: path.basename(truth.file) });
      const facts = extractFacts(doc);
      factsSchema.parse(facts);
      expect(verifyProvenance(doc, facts)).toMatchObject({ ok: true, failures: [] });
      if (truth.registry_id) expect(facts.registry_id?.value).toBe(truth.registry_id);
      if (truth.n_randomized) expect(facts.n_randomized?.value).toBe(truth.n_randomized);
      if (truth.ratio) expect(facts.ratio?.value).toBe(truth.ratio);
      if (truth.blinding) expect(facts.blinding?.value).toBe(truth.blinding);
      if (truth.design) expect(truth.design).toContain(facts.design?.value ?? '<none>');
      if (truth.arm_keywords) expect(armsMatch(truth.arm_keywords, facts)).toBe(true);
      if (truth.arm_sizes) {
        expect(facts.arms.map((a) => a.n?.value).sort()).toEqual([...truth.arm_sizes].sort());
      }
      for (const k of truth.primary_endpoint_keywords ?? []) {
        expect(facts.primary_endpoint?.value.toLowerCase()).toContain(k.toLowerCase());
      }
      for (const hr of truth.hazard_ratios ?? []) {
        expect(facts.hazard_ratios).toContainEqual(expect.objectContaining(hr));
      }
      if (truth.cycle_length_days)
        expect(facts.cycle_length?.value).toMatch(
          new RegExp(`^(${truth.cycle_length_days} days|${truth.cycle_length_days / 7} weeks)$`),
        );
    });
  }
});

describe.skipIf(!run)('a source that reports no trial', () => {
  it('gives mostly nulls for the systematic-review protocol template, with every quote on its page', async () => {
    const file = path.join(corpus, 'docx/srws-protocol-template.docx');
    const doc = await parseSource({
      bytes: new Uint8Array(readFileSync(file)),
      fileId: 'srws',
      kind: 'docx',
      name: 'srws.docx',
    });
    const facts = extractFacts(doc);
    factsSchema.parse(facts);
    expect(verifyProvenance(doc, facts).ok).toBe(true);
    for (const key of [
      'registry_id',
      'phase',
      'blinding',
      'design',
      'n_randomized',
      'ratio',
      'cycle_length',
      'primary_endpoint',
    ] as const) {
      expect(facts[key], key).toBeNull();
    }
    expect(facts.arms).toEqual([]);
    expect(facts.hazard_ratios).toEqual([]);
  });
});
