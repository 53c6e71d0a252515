import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Facts } from '@prowrite/contracts';
import { extractFacts, parseSource } from '@prowrite/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test/corpus';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auth, seedParsedFile } from '../works/testing/works-test-kit';
import { answerText, readSse } from './testing/sse-client';

// Measured on the corpus, never fitted to it: the questions are the ones any user of PDF chat asks.
const PAPERS = ['pdf/act-v.pdf', 'pdf/empa-card.pdf', 'pdf/progress.pdf', 'pdf/giraf.pdf'];
const QUESTIONS = [
  'What was the sample size?',
  'What was the primary endpoint?',
  'Which treatment arms were compared?',
  'What is the trial registry number?',
  'What was the primary result?',
  'Which adverse events were reported?',
  'What did the authors conclude?',
  'Write a summary of the efficacy results',
];

let t: TestApp;
let base: string;
const papers: { fileId: string; pages: string[] }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const relative of PAPERS) {
    const file = corpusFile(relative);
    if (!file) continue;
    const placeholder = 'corpusplaceholderfileid';
    const doc = await parseSource({
      bytes: new Uint8Array(readFileSync(file)),
      fileId: placeholder,
      kind: 'pdf',
      name: path.basename(file),
    });
    const facts = extractFacts(doc);
    const pages = doc.pages.map((p) => p.text);
    const fileId = await seedParsedFile(t, t.admin.token, {
      name: path.basename(file),
      pages,
      facts: (id) => JSON.parse(JSON.stringify(facts).replaceAll(placeholder, id)) as Facts,
    });
    papers.push({ fileId, pages });
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('PDF chat on corpus papers (offline)', () => {
  it('cites only quotes that are printed on the cited page, and answers every question', async () => {
    let citations = 0;
    for (const paper of papers) {
      for (const question of QUESTIONS) {
        const res = await readSse(`${base}/api/v1/question/ask`, {
          method: 'POST',
          headers: { ...auth(t.admin.token), 'content-type': 'application/json' },
          body: JSON.stringify({ question, file_ids: [paper.fileId] }),
        });
        expect(res.events.at(-1)!.event, question).toBe('done');
        expect(answerText(res.events).length).toBeGreaterThan(0);
        for (const e of res.events.filter((x) => x.event === 'citation')) {
          const c = e.data as { file_id: string; page: number; quote: string };
          expect(c.file_id).toBe(paper.fileId);
          expect(paper.pages[c.page - 1], `${question}: page ${c.page}`).toContain(c.quote);
          citations++;
        }
      }
    }
    if (papers.length > 0) expect(citations).toBeGreaterThan(papers.length * 4);
  });
});
