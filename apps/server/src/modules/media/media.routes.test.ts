import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { makePng } from './testing/media-fixtures';
import {
  auth,
  imageComponent,
  seedArticleWork,
  seedFigureSource,
  setComponents,
} from './testing/media-test-kit';

let t: TestApp;
let other: { teamId: string; token: string };
let sourceId: string;
let workId: string;

beforeAll(async () => {
  t = await createTestApp();
  other = await createTeamWithAdmin(t, 'Other team');
  sourceId = await seedFigureSource(t, t.admin.token, {
    name: 'alpha <trial>.pdf',
    figures: [
      {
        caption:
          'Figure 2. Kaplan–Meier estimates of overall survival. Tick marks indicate censored data (P<0.001).',
        page: 6,
        png: makePng(120, 80),
      },
      { caption: 'Figure 3. Never cropped.', page: 7, png: null },
      { caption: 'Table 1 Baseline characteristics of the patients', page: 4, png: makePng(200, 50, 30) },
    ],
  });
  workId = await seedArticleWork(t, t.admin.token, { fileIds: [sourceId] });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = t.admin.token) =>
  t.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, payload: unknown, token = t.admin.token) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });

describe('GET /api/prowrite/v1/related/pictures', () => {
  it('lists the cropped figures of the work sources with size, caption parts and type', async () => {
    const res = await get(`/api/prowrite/v1/related/pictures?prowrite_id=${workId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        data: [
          {
            url: `/api/files/${sourceId}/figures/0`,
            width: 120,
            height: 80,
            title: 'Kaplan–Meier estimates of overall survival.',
            description: 'Tick marks indicate censored data (P<0.001).',
            image_type: 'image',
            fid: sourceId,
            page_number: 6,
          },
          {
            url: `/api/files/${sourceId}/figures/2`,
            width: 200,
            height: 50,
            title: 'Baseline characteristics of the patients',
            description: '',
            image_type: 'table',
            fid: sourceId,
            page_number: 4,
          },
        ],
      },
    });
    // The listed address serves the PNG.
    const png = await get(`/api/files/${sourceId}/figures/0`);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('answers an empty list for a work whose sources have no figures', async () => {
    const bare = await seedArticleWork(t, t.admin.token);
    const res = await get(`/api/prowrite/v1/related/pictures?prowrite_id=${bare}`);
    expect(res.json().data.data).toEqual([]);
  });

  it('is 404 for another team, 400 without an id, 401 without a session', async () => {
    expect(
      (await get(`/api/prowrite/v1/related/pictures?prowrite_id=${workId}`, other.token)).statusCode,
    ).toBe(404);
    expect((await get('/api/prowrite/v1/related/pictures')).statusCode).toBe(400);
    expect((await get(`/api/prowrite/v1/related/pictures?prowrite_id=${workId}&x=1`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/related/pictures?prowrite_id=${workId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/prowrite/v1/images/retrieve', () => {
  it('lists every image of the components once: image components, chapter bodies and image lists', async () => {
    const work = await seedArticleWork(t, t.admin.token);
    const a = {
      uniq_id: 'A'.repeat(19),
      url: '/api/files/x/raw',
      image_source: 'local',
      width: 10,
      height: 5,
    };
    const b = {
      id: 'b',
      uniq_id: 'B'.repeat(19),
      url: '/api/files/y/figures/0',
      image_source: 'file_source',
    };
    const c = {
      id: 'c',
      uniq_id: 'C'.repeat(19),
      url: '/api/files/z/raw',
      image_source: 'ai',
      ai_prompt: 'p',
    };
    const article = {
      id: 'art',
      component: 'article',
      contents: [
        {
          id: 'article',
          type: 'article',
          chapters: [
            {
              idx: 0,
              chapter_title: 'One',
              contents: [{ id: 'b1', body: { text: 'x', image: b, images: [] } }],
              sections: [
                { idx: 0, contents: [{ id: 'b2', body: { text: '', image: null, images: [c, b] } }] },
              ],
            },
          ],
        },
      ],
    };
    await setComponents(t, work, [imageComponent(a), article, { broken: true }]);
    const res = await get(`/api/prowrite/v1/images/retrieve?prowrite_id=${work}`);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().data.data as { uniq_id: string; url: string; image_title: string }[];
    expect(images.map((i) => i.uniq_id)).toEqual(['A'.repeat(19), 'B'.repeat(19), 'C'.repeat(19)]);
    expect(images[0]).toMatchObject({ url: '/api/files/x/raw', width: 10, height: 5, image_title: '' });
  });

  it('answers an empty list for a work without components and 404 for another team', async () => {
    expect((await get(`/api/prowrite/v1/images/retrieve?prowrite_id=${workId}`)).json().data.data).toEqual(
      [],
    );
    expect(
      (await get(`/api/prowrite/v1/images/retrieve?prowrite_id=${workId}`, other.token)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/prowrite/v1/regenerate/footnote_title', () => {
  const url = () => `/api/files/${sourceId}/figures/0`;

  it('answers the caption title without its label, and the rest with the source file and page', async () => {
    const res = await post('/api/prowrite/v1/regenerate/footnote_title', {
      prowrite_id: workId,
      url: url(),
      image_title: 'old',
      footnote: 'old',
      image_type: 'image',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual({
      image_title: 'Kaplan–Meier estimates of overall survival.',
      footnote:
        '<p>Tick marks indicate censored data (P&lt;0.001).</p><p>Source: alpha &lt;trial&gt;.pdf, p. 6</p>',
    });
  });

  it('writes the source line in Chinese for a Chinese work and accepts a tokenised address', async () => {
    const zh = await seedArticleWork(t, t.admin.token, { fileIds: [sourceId], outLang: 'zh-cn' });
    const res = await post('/api/prowrite/v1/regenerate/footnote_title', {
      prowrite_id: zh,
      url: `http://localhost:5173/api/files/${sourceId}/figures/2?token=abc`,
    });
    expect(res.json().data.data).toEqual({
      image_title: 'Baseline characteristics of the patients',
      footnote: '<p>来源：alpha &lt;trial&gt;.pdf，第4页</p>',
    });
  });

  it('is 404 for an image that is not a figure of the work sources', async () => {
    for (const bad of [
      '/api/files/other/figures/0',
      `/api/files/${sourceId}/figures/9`,
      '/api/files/x/raw',
      'nonsense',
    ]) {
      const res = await post('/api/prowrite/v1/regenerate/footnote_title', { prowrite_id: workId, url: bad });
      expect(res.statusCode, bad).toBe(404);
    }
    const foreign = await post(
      '/api/prowrite/v1/regenerate/footnote_title',
      { prowrite_id: workId, url: url() },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses missing and unknown fields', async () => {
    expect(
      (await post('/api/prowrite/v1/regenerate/footnote_title', { prowrite_id: workId })).statusCode,
    ).toBe(400);
    const extra = await post('/api/prowrite/v1/regenerate/footnote_title', {
      prowrite_id: workId,
      url: url(),
      x: 1,
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('AI images without a model', () => {
  it('answers 503 with code 10002 and the clear message for generate and regenerate', async () => {
    const generate = await post('/api/prowrite/v2/auto/generate/image', {
      prowrite_id: workId,
      prompt: 'a lung',
      specifications: { width: 1024, height: 1024 },
    });
    expect(generate.statusCode).toBe(503);
    expect(generate.json()).toEqual({
      code: 10002,
      msg: 'No image model is configured (set LLM_IMAGE_MODEL)',
    });
    const regenerate = await post('/api/prowrite/v1/regenerate/medical_image', {
      prowrite_id: workId,
      unique_id: 'Z'.repeat(19),
    });
    expect(regenerate.statusCode).toBe(503);
    expect(regenerate.json().code).toBe(10002);
  });

  it('checks the work, the size and the prompt first', async () => {
    const foreign = await post(
      '/api/prowrite/v2/auto/generate/image',
      { prowrite_id: workId, prompt: 'x', specifications: { width: 1024, height: 1024 } },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    const size = await post('/api/prowrite/v2/auto/generate/image', {
      prowrite_id: workId,
      prompt: 'x',
      specifications: { width: 100, height: 100 },
    });
    expect(size.statusCode).toBe(400);
    expect(size.json().msg).toMatch(/1792x1024, 1024x1024, 1024x1792/);
    const blank = await post('/api/prowrite/v2/auto/generate/image', {
      prowrite_id: workId,
      prompt: '   ',
      specifications: { width: 1024, height: 1024 },
    });
    expect(blank.statusCode).toBe(400);
    const shortId = await post('/api/prowrite/v1/regenerate/medical_image', {
      prowrite_id: workId,
      unique_id: 'x',
    });
    expect(shortId.statusCode).toBe(400);
  });
});
