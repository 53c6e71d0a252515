import { emptyFacts } from '@prowrite/engine/testing/trial-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedArticle } from './testing/articles-test-kit';
import { auth, createWork, detail, generated, seedParsedFile, startWorker } from './testing/works-test-kit';

/** "Check numbers" compares whole values: the failures seen on a real deck, each on a constructed source. */
const PAGES = [
  'Patients (NCT00989001) were randomised 2:1 in a phase 3b trial at 3 centres. Conversion within 90 min: ' +
    '59/129 (45.7%) vs 1/68 (1.5%), p<0.0001. Vernakalant 3 mg/kg, then 2 mg/kg. HR 0·62 (95% CI 0·52, 0·81).',
];

type Checked = { text: string; found: boolean; label?: string; kind?: string; content_id: string };

let t: TestApp;
let worker: Worker;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  fileId = await seedParsedFile(t, t.admin.token, { pages: PAGES, facts: () => emptyFacts() });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function verifyDeck(content: unknown[], slideId = 'slide_table_001') {
  const id = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'Check' });
  await generated(t, t.admin.token, id);
  const slide = { slide_num: 1, slide_id: slideId, content };
  const { version } = await detail(t, t.admin.token, id);
  const save = await t.app.inject({
    method: 'PUT',
    url: '/api/prowrite/v1/save',
    headers: auth(t.admin.token),
    payload: { id, slide_data: [slide], version },
  });
  expect(save.statusCode, save.body).toBe(200);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/verify?id=${id}`,
    headers: auth(t.admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as {
    slides: { slide_num: number; title?: string; numbers: Checked[] }[];
    total: number;
    missing: number;
  };
}

describe('GET verify on a deck: whole values', () => {
  it('flags a changed ratio, keeps ids whole and skips trivial numbers', async () => {
    const result = await verifyDeck([
      { id: 'slide_title', type: 'text', text: 'Results of the phase 3b trial (Figure 2)' },
      {
        id: 'table',
        type: 'table',
        json: {
          headers: ['Outcome', 'Vernakalant (n=129)', 'Placebo (n=68)'],
          rows: [
            ['Conversion', '59/129 (45.7%)', '1/68 (1.5%)'],
            ['Randomisation', '3:1', 'p<0.0001'],
            ['Registry', 'NCT00989001', '0'],
          ],
        },
      },
      {
        id: 'footnote_left',
        type: 'text',
        text: 'Dosing 3 mg/kg, then 2 mg/kg; HR 0.62 (95% CI 0.52–0.81).',
      },
    ]);
    const [slide] = result.slides;
    expect(slide!.title).toBe('Results of the phase 3b trial (Figure 2)');
    const byText = new Map(slide!.numbers.map((n) => [n.text, n]));
    // The ratio was 2:1 in the source: "3" and "1" are printed there, "3:1" is not.
    expect(byText.get('3:1')).toMatchObject({
      found: false,
      kind: 'ratio',
      label: 'Table, row 2, Vernakalant (n=129)',
    });
    expect(byText.get('NCT00989001')).toMatchObject({ found: true, kind: 'id' });
    expect(byText.get('3b')).toMatchObject({ found: true, kind: 'id', label: 'Slide title' });
    expect(byText.get('59/129 (45.7%)')).toMatchObject({ found: true, kind: 'fraction_percent' });
    expect(byText.get('1/68 (1.5%)')).toMatchObject({ found: true, label: 'Table, row 1, Placebo (n=68)' });
    expect(byText.get('p<0.0001')).toMatchObject({ found: true, kind: 'p_value' });
    expect(byText.get('3 mg/kg')).toMatchObject({ found: true, kind: 'quantity', label: 'Footnote left' });
    expect(byText.get('0.52–0.81')).toMatchObject({ found: true, kind: 'range' });
    expect(byText.get('n=129')).toBeUndefined();
    expect(byText.get('129')).toMatchObject({ found: true, label: 'Table, header 2' });
    // No digit runs cut out of ids, no list numbers, no figure references, no CI level.
    const texts = slide!.numbers.map((n) => n.text);
    for (const never of ['00989001', '3', '2', '1', '0', '95%', '95']) expect(texts).not.toContain(never);
    expect(result.missing).toBe(1);
  });

  it('a bare number is found inside a value the source prints; a compound only whole', async () => {
    const result = await verifyDeck(
      [
        { id: 'title', type: 'text', text: 'Numbers' },
        { id: 'text_1', type: 'text', text: '45.7% and 59 (45.7%) and 60 (45.7%) and 129 and 2 mg' },
      ],
      'title_body_001',
    );
    const found = Object.fromEntries(result.slides[0]!.numbers.map((n) => [n.text, n.found]));
    expect(found).toEqual({
      '45.7%': true,
      '59 (45.7%)': true,
      '60 (45.7%)': false,
      '129': true,
      '2 mg': false,
    });
  });
});

describe('GET verify on an article: labelled by component and section', () => {
  it('names the chapter and section of each value and the component as the heading', async () => {
    const id = await seedArticle(t, t.admin.token, { fileIds: [fileId] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/verify?id=${id}`,
      headers: auth(t.admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const slides = res.json().data.data.slides as { title?: string; numbers: Checked[] }[];
    const labelled = slides.flatMap((s) => s.numbers.map((n) => ({ heading: s.title, ...n })));
    expect(labelled.length).toBeGreaterThan(0);
    for (const n of labelled) {
      expect(n.heading, n.text).toBeTruthy();
      expect(n.label, n.text).toBeTruthy();
    }
    // Values in the article body are labelled by their chapter (› section), never by an internal id.
    const body = labelled.filter((n) => n.content_id.startsWith('b_'));
    expect(body.length).toBeGreaterThan(0);
    for (const n of body) expect(n.label).not.toMatch(/^b_|^chapters?\./);
    expect(body.some((n) => / › /.test(n.label ?? ''))).toBe(true);
  });
});
