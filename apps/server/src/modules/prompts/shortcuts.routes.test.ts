import { UI_LANGUAGES } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSse } from '../chat/testing/sse-client';
import { auth, seedParsedFile } from '../works/testing/works-test-kit';
import { SHORTCUT_IDS } from './library/shortcuts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const list = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/api/prowrite/v2/ask/shortcut${query}`,
    headers: { ...auth(t.admin.token), ...headers },
  });

describe('GET /api/prowrite/v2/ask/shortcut', () => {
  it('lists the same ids in every UI language, each with a distinct, translated title and text', async () => {
    const english = (await list('?lang=en')).json().data.data.data as { title: string; text: string }[];
    for (const lang of UI_LANGUAGES) {
      const res = await list(`?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data.data as {
        lang: string;
        data: { id: string; title: string; text: string }[];
      };
      expect(data.lang).toBe(lang);
      expect(data.data.map((s) => s.id)).toEqual([...SHORTCUT_IDS]);
      expect(new Set(data.data.map((s) => s.title)).size).toBe(SHORTCUT_IDS.length);
      for (const [i, s] of data.data.entries()) {
        expect(s.text.length).toBeGreaterThan(10);
        if (lang !== 'en') expect(s.text, `${lang} ${s.id}`).not.toBe(english[i]!.text);
      }
    }
  });

  it('takes Accept-Language without lang, defaults to zh-cn, and refuses an unknown lang (400)', async () => {
    expect((await list('', { 'accept-language': 'fr-CA,fr;q=0.9' })).json().data.data.lang).toBe('fr');
    expect((await list('')).json().data.data.lang).toBe('zh-cn');
    expect((await list('?lang=xx')).statusCode).toBe(400);
  });
});

describe('shortcut ids in the ask call', () => {
  it('asks the shortcut text (in lang), followed by the question, and refuses an unknown id', async () => {
    const fileId = await seedParsedFile(t, t.admin.token);
    const headers = { ...auth(t.admin.token), 'content-type': 'application/json' };
    const res = await readSse(`${base}/api/v1/question/ask`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        question: 'Keep it brief.',
        file_ids: [fileId],
        shortcut_id: 'primary-result',
        lang: 'en',
      }),
    });
    const start = res.events[0]!.data as { question: string };
    const english = (await list('?lang=en')).json().data.data.data as { id: string; text: string }[];
    expect(start.question).toBe(`${english.find((s) => s.id === 'primary-result')!.text}\n\nKeep it brief.`);
    expect(res.events.at(-1)!.event).toBe('done');
    const unknown = await readSse(`${base}/api/v1/question/ask`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ question: '', file_ids: [fileId], shortcut_id: 'no-such-shortcut' }),
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { msg: string }).msg).toMatch(/Unknown shortcut no-such-shortcut/);
  });
});
