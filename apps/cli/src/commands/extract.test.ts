import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { factsSchema } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prowrite, repoRoot } from '../testing/run-cli';

const corpus = path.resolve(repoRoot, '../shared/corpus');

const TRIAL = [
  'TITLE:',
  'Drug X versus placebo: a randomised, double-blind, phase 3 trial',
  '',
  'ABSTRACT.METHODS:',
  'In this double-blind trial, 300 patients were randomly assigned (2:1) to drug X (n=200) or placebo (n=100). The primary endpoint was overall survival. This trial is registered with ClinicalTrials.gov, NCT01234567.',
].join('\n');

describe('prowrite extract', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prowrite-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the facts of a text file as JSON', async () => {
    const file = path.join(dir, 'trial.txt');
    await writeFile(file, TRIAL);
    const run = await prowrite('extract', file);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const facts = factsSchema.parse(JSON.parse(run.stdout));
    expect(facts.registry_id?.value).toBe('NCT01234567');
    expect(facts.n_randomized?.value).toBe(300);
    expect(facts.blinding?.value).toBe('double-blind');
    expect(facts.arms.map((a) => a.n?.value)).toEqual([200, 100]);
  });

  it('reads Markdown', async () => {
    const file = path.join(dir, 'trial.md');
    await writeFile(
      file,
      '# Trial\n\nWe did an open-label trial. The primary outcome was mortality at 90 days.\n',
    );
    const run = await prowrite('extract', file);
    expect(run.code).toBe(0);
    const facts = factsSchema.parse(JSON.parse(run.stdout));
    expect(facts.blinding?.value).toBe('open-label');
    expect(facts.primary_endpoint?.value).toBe('mortality at 90 days');
  });

  it('exits 1 with a message for a missing file, a directory, garbage and no argument', async () => {
    const missing = await prowrite('extract', path.join(dir, 'absent.pdf'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no such file/);
    expect(missing.stdout).toBe('');

    const directory = await prowrite('extract', dir);
    expect(directory.code).toBe(1);
    expect(directory.stderr).toMatch(/not a file/);

    const garbagePdf = path.join(dir, 'garbage.pdf');
    await writeFile(garbagePdf, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    const pdf = await prowrite('extract', garbagePdf);
    expect(pdf.code).toBe(1);
    expect(pdf.stderr).toMatch(/prowrite extract: .*garbage\.pdf/);
    expect(pdf.stdout).toBe('');

    const garbageText = path.join(dir, 'garbage.txt');
    await writeFile(garbageText, Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 32)));
    const text = await prowrite('extract', garbageText);
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(/not text/);

    const empty = path.join(dir, 'empty.txt');
    await writeFile(empty, '');
    expect((await prowrite('extract', empty)).code).toBe(1);

    const none = await prowrite('extract');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/usage: prowrite extract/);

    const unknown = await prowrite('frobnicate');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/usage: prowrite <check-work\|extract/);
  });

  const corpusFile = path.join(corpus, 'text/real3.txt');
  const haveCorpus = existsSync(corpusFile);
  if (!haveCorpus && process.env.CI !== 'true')
    console.warn(`[cli] corpus not found at ${corpus}: skipping the corpus run`);
  it.skipIf(!haveCorpus && process.env.CI !== 'true')('extracts a corpus paper', async () => {
    const run = await prowrite('extract', corpusFile);
    expect(run.code).toBe(0);
    const facts = factsSchema.parse(JSON.parse(run.stdout));
    expect(facts.registry_id?.value).toBe('NCT00824785');
    expect(facts.hazard_ratios.some((h) => h.value === 1.37 && h.ci_low === 1.07 && h.ci_high === 1.76)).toBe(
      true,
    );
  });
});
