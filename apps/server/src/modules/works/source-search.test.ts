import { emptyFacts } from '@prowrite/engine/testing/trial-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { seedArticle } from './testing/articles-test-kit';
import { auth, seedParsedFile } from './testing/works-test-kit';

const PAGES = [
  'Background. Atrial fibrillation is common. Conversion within 90 min occurred in 59/129 (45.7%) vs 1/68 ' +
    '(1.5%) patients (p < 0.0001). Headings are short.',
  '研究共纳入217例患者，按2:1随机分配。Dysgeusia was the most frequent adverse event (14.7%).',
];

let t: TestApp;
let work: string;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  fileId = await seedParsedFile(t, t.admin.token, {
    name: 'act-v.pdf',
    pages: PAGES,
    facts: () => emptyFacts(),
  });
  work = await seedArticle(t, t.admin.token, { fileIds: [fileId] });
});
afterAll(async () => t.close());

const search = (q: string, token = t.admin.token, id = work) =>
  t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/source/search?${new URLSearchParams({ prowrite_id: id, q })}`,
    headers: auth(token),
  });

describe('GET /api/prowrite/v1/source/search', () => {
  it('answers passages of the work’s sources with file, name and page, best first', async () => {
    const res = await search('conversion within 90 min');
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json().data.data.passages;
    expect(first).toEqual({
      file_id: fileId,
      file_name: 'act-v.pdf',
      page: 1,
      text: 'Conversion within 90 min occurred in 59/129 (45.7%) vs 1/68 (1.5%) patients (p < 0.0001).',
    });
  });

  it('finds Chinese passages on later pages, and nothing for unrelated words', async () => {
    const zh = (await search('随机分配')).json().data.data.passages;
    expect(zh[0]).toMatchObject({ page: 2, text: expect.stringContaining('217例患者') });
    expect((await search('quantum chromodynamics')).json().data.data.passages).toEqual([]);
  });

  it('leaves out headings and short lines', async () => {
    const passages = (await search('Headings')).json().data.data.passages as { text: string }[];
    expect(passages.every((p) => p.text.length >= 20)).toBe(true);
  });

  it('refuses bad input with 400, another team with 404, no session with 401', async () => {
    for (const q of ['', ' ', 'x', 'y'.repeat(201)]) expect((await search(q)).statusCode, q).toBe(400);
    const foreign = await createTeamWithAdmin(t, 'Foreign');
    expect((await search('conversion', foreign.token)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/source/search?prowrite_id=${work}&q=conversion`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
