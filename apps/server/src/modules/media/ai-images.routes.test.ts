import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../../http/outbound/testing/loopback-server';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { type FakeImageServer, startFakeImageServer } from './testing/fake-image-server';
import { makePng } from './testing/media-fixtures';
import { auth, imageComponent, seedArticleWork, setComponents } from './testing/media-test-kit';

let t: TestApp;
let fake: FakeImageServer;
let other: { teamId: string; token: string };
let workId: string;
let loopback: LoopbackServer;

beforeAll(async () => {
  fake = await startFakeImageServer({ apiKey: 'sk-test' });
  loopback = await startLoopbackServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(makePng(2, 2));
  });
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_API_KEY: 'sk-test',
    LLM_IMAGE_MODEL: 'fake-image-1',
  });
  other = await createTeamWithAdmin(t, 'Other team');
  workId = await seedArticleWork(t, t.admin.token);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await loopback.close();
});

const post = (url: string, payload: unknown, token = t.admin.token) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token) });
const generate = (specifications = { width: 1024, height: 1024 }, prompt = 'a healthy lung, watercolour') =>
  post('/api/prowrite/v2/auto/generate/image', { prowrite_id: workId, prompt, specifications });

describe('POST /api/prowrite/v2/auto/generate/image with an image model', () => {
  it('asks the OpenAI-compatible endpoint for b64_json and stores the PNG', async () => {
    const png = makePng(1792, 1024);
    fake.enqueue({ type: 'image', bytes: png });
    const res = await generate({ width: 1792, height: 1024 });
    expect(res.statusCode, res.body).toBe(200);
    const [url] = res.json().data.data as string[];
    expect(url).toMatch(/^\/api\/files\/\w+\/raw$/);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/images/generations');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toEqual({
      model: 'fake-image-1',
      prompt: 'a healthy lung, watercolour',
      n: 1,
      size: '1792x1024',
      response_format: 'b64_json',
    });
    const raw = await t.app.inject({ method: 'GET', url: url!, headers: auth(t.admin.token) });
    expect(raw.headers['content-type']).toBe('image/png');
    expect(raw.rawPayload.equals(png)).toBe(true);
  });

  it('reports model failures as 502 with the model message', async () => {
    fake.enqueue({ type: 'error', status: 400, message: 'Your request was rejected by the safety system.' });
    const refused = await generate();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().msg).toBe(
      'The image model failed (HTTP 400): Your request was rejected by the safety system.',
    );
    fake.enqueue({ type: 'raw', status: 200, body: '{not json' });
    expect((await generate()).json().msg).toMatch(/malformed JSON/);
    fake.enqueue({ type: 'image', bytes: Buffer.from('<svg></svg>') });
    expect((await generate()).json()).toMatchObject({ msg: expect.stringMatching(/no usable image/) });
    fake.enqueue({ type: 'raw', status: 200, body: '{"created":1,"data":[]}' });
    expect((await generate()).json().msg).toBe('The image model answered without an image');
  });

  it('fetches a url answer under the full address rule (a loopback url is refused)', async () => {
    fake.enqueue({ type: 'url', url: `${loopback.origin}/img.png` });
    const res = await generate();
    expect(res.statusCode).toBe(502);
    expect(res.json().msg).toMatch(/could not be reached: Refused to fetch .*loopback/);
    expect(loopback.seen).toEqual([]);
  });

  it('is 404 for another team and 400 for a size not offered, without calling the model', async () => {
    const before = fake.requests.length;
    const foreign = await post(
      '/api/prowrite/v2/auto/generate/image',
      { prowrite_id: workId, prompt: 'x', specifications: { width: 1024, height: 1024 } },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await generate({ width: 512, height: 512 })).statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
  });
});

describe('POST /api/prowrite/v1/regenerate/medical_image', () => {
  it('makes a new image from the stored prompt and size', async () => {
    const work = await seedArticleWork(t, t.admin.token);
    const uniq = 'Q'.repeat(19);
    await setComponents(t, work, [
      imageComponent({
        uniq_id: uniq,
        url: '/api/files/old/raw',
        image_source: 'ai',
        ai_prompt: 'tumour cells, diagram',
        width: 1024,
        height: 1792,
      }),
      imageComponent({ uniq_id: 'L'.repeat(19), url: '/api/files/local/raw', image_source: 'local' }),
      imageComponent({
        uniq_id: 'N'.repeat(19),
        url: '/api/files/n/raw',
        image_source: 'run_ai',
        ai_prompt: '',
      }),
    ]);
    fake.enqueue({ type: 'image', bytes: makePng(1024, 1792) });
    const res = await post('/api/prowrite/v1/regenerate/medical_image', {
      prowrite_id: work,
      unique_id: uniq,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual({
      url: expect.stringMatching(/^\/api\/files\/\w+\/raw$/),
      width: 1024,
      height: 1792,
    });
    expect(fake.requests.at(-1)!.body).toMatchObject({ prompt: 'tumour cells, diagram', size: '1024x1792' });

    const local = await post('/api/prowrite/v1/regenerate/medical_image', {
      prowrite_id: work,
      unique_id: 'L'.repeat(19),
    });
    expect(local.statusCode).toBe(400);
    expect(local.json().msg).toBe('Only AI-generated images can be regenerated');
    const noPrompt = await post('/api/prowrite/v1/regenerate/medical_image', {
      prowrite_id: work,
      unique_id: 'N'.repeat(19),
    });
    expect(noPrompt.statusCode).toBe(400);
    const unknown = await post('/api/prowrite/v1/regenerate/medical_image', {
      prowrite_id: work,
      unique_id: 'X'.repeat(19),
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await post(
      '/api/prowrite/v1/regenerate/medical_image',
      { prowrite_id: work, unique_id: uniq },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
