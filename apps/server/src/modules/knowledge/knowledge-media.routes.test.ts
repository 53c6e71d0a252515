import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../../http/outbound/testing/loopback-server';
import { createWorker } from '../../jobs/job-services';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type FakeSearxngServer, startFakeSearxngServer } from '../chat/testing/fake-searxng-server';
import { makeJpeg, makeMp4, makePng } from '../media/testing/media-fixtures';
import { makeWav } from '../media/testing/media-fixtures';
import { textPicturePng } from './testing/media-items';
import { knowledgeKit } from './testing/knowledge-kit';

const OCR_LINES = ['Quarterly revenue grew fourteen percent', 'Warehouse capacity doubled in Rotterdam'];
const PAGE = (title: string, text: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`;

describe('knowledge media and web search items (PGlite, real worker, Tesseract, loopback servers)', () => {
  let t: TestApp;
  let worker: Worker;
  let site: LoopbackServer;
  let openai: FakeOpenAiServer;
  let searx: FakeSearxngServer;
  const kit = knowledgeKit(() => t);
  const png = textPicturePng(OCR_LINES);
  const mp4 = makeMp4({ seconds: 4.5, width: 640, height: 360 });

  beforeAll(async () => {
    site = await startLoopbackServer((req, res) => {
      if (req.url === '/chart.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (req.url === '/clip.mp4') res.writeHead(200, { 'content-type': 'video/mp4' }).end(mp4);
      else if (req.url === '/to-metadata')
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (req.url === '/text.png')
        res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
      else if (req.url === '/kiln')
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(PAGE('Kiln firing', 'Stoneware is fired in a kiln at about 1200 degrees for glaze maturity.'));
      else res.writeHead(404).end();
    });
    openai = await startFakeOpenAiServer({
      transcribe: ({ filename }) => `The speaker explains glaze chemistry in ${filename}.`,
    });
    searx = await startFakeSearxngServer([
      { url: `${site.origin}/kiln`, title: 'Kiln firing guide', content: 'kiln stoneware glaze' },
      { url: `${site.origin}/to-metadata`, title: 'Kiln secrets', content: 'kiln stoneware' },
    ]);
    t = await createTestApp({
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      TRANSCRIBE_MODEL: 'whisper-1',
      TRANSCRIBE_BASE_URL: openai.baseUrl,
      SEARXNG_URL: searx.url,
      MEDIA_IMAGE_MAX_BYTES: String(2 * 1024 * 1024),
    });
    worker = createWorker(t.services.jobs, { concurrency: 2 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await Promise.all([site.close(), openai.close(), searx.close()]);
  });

  const uploaded = async (type: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const res = await kit.upload(name, bytes, { type, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.item as { id: string; status: string };
  };

  it('ingests an uploaded image as its caption plus the text Tesseract reads, with a thumbnail', async () => {
    const item = await uploaded('image', 'q3-chart.png', png, { caption: 'Slide from the board meeting' });
    const done = await kit.settled(item.id, 60_000);
    expect(done.item.status, done.item.err_msg).toBe('success');
    expect(done.item.caption).toBe('Slide from the board meeting');
    expect(done.item.thumbnails_url).toMatch(/^\/api\/files\/.+\/raw$/);
    expect(done.item.media).toMatchObject({ mime: 'image/png', ocr: 'done', note: '' });
    expect(done.item.media?.width).toBeGreaterThan(100);
    const text = done.chunks.map((c) => c.text).join(' ');
    expect(text).toContain('Slide from the board meeting');
    expect(text.toLowerCase()).toContain('rotterdam');
    const found = await kit.search({ query: 'warehouse rotterdam' });
    expect(found.hits[0]?.item.id).toBe(item.id);
  }, 90_000);

  it('without Tesseract an image succeeds with its caption only and says "no OCR"', async () => {
    const before = process.env.TESSERACT_PATH;
    process.env.TESSERACT_PATH = '/nonexistent/tesseract';
    try {
      const item = await uploaded('image', 'plain.jpg', makeJpeg(40, 30), {
        caption: 'Team photo at the kiln',
      });
      const done = await kit.settled(item.id);
      expect(done.item.status).toBe('success');
      expect(done.item.media).toMatchObject({ ocr: 'unavailable', width: 40, height: 30 });
      expect(done.item.media?.note).toMatch(/No OCR/);
      expect(done.chunks.map((c) => c.text).join(' ')).toContain('Team photo at the kiln');
    } finally {
      if (before === undefined) delete process.env.TESSERACT_PATH;
      else process.env.TESSERACT_PATH = before;
    }
  });

  it('a corrupt picture ends in error with the reason, and is not retryable', async () => {
    const broken = Buffer.concat([
      makePng(10, 10).subarray(0, 8),
      Buffer.from('garbage after the signature'),
    ]);
    const item = await uploaded('image', 'broken.png', broken);
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('error');
    expect(done.item.err_msg).toMatch(/corrupt or cut short/);
    expect(done.item.is_allow_retry).toBe(false);
  });

  it('refuses bad uploads with a 4xx: wrong bytes for the name, not media, over the limit, NUL caption', async () => {
    const jpegNamedPng = await kit.upload('photo.png', makeJpeg(10, 10), { type: 'image' });
    expect(jpegNamedPng.statusCode).toBe(400);
    expect(jpegNamedPng.json().msg).toMatch(/does not match its \.png extension/);
    const text = await kit.upload('notes.txt', Buffer.from('plain words'), { type: 'image' });
    expect(text.statusCode).toBe(400);
    const videoAsImage = await kit.upload('clip.mp4', mp4, { type: 'image' });
    expect(videoAsImage.statusCode).toBe(400);
    const huge = await kit.upload(
      'huge.png',
      Buffer.concat([makePng(10, 10), Buffer.alloc(3 * 1024 * 1024)]),
      {
        type: 'image',
      },
    );
    expect(huge.statusCode).toBe(413);
    const nul = await kit.upload('a.png', makePng(10, 10), { type: 'image', caption: 'bad\u0000caption' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toMatch(/caption: must not contain NUL/);
    const wavAsMp3 = await kit.upload('talk.mp3', makeWav(1), { type: 'audio' });
    expect(wavAsMp3.statusCode).toBe(400);
    const surrogate = await kit.post('/api/knowledge/create', {
      type: 'link_image',
      url: `${site.origin}/chart.png`,
      caption: 'broken \ud800 text',
    });
    expect(surrogate.statusCode).toBe(400);
  });

  it('fetches a link_image through the guard and reads it as an image', async () => {
    const { item } = await kit.create({
      type: 'link_image',
      url: `${site.origin}/chart.png`,
      caption: 'Linked chart',
    });
    const done = await kit.settled(item.id, 60_000);
    expect(done.item.status, done.item.err_msg).toBe('success');
    expect(done.item.file_id).toBeTruthy();
    expect(done.item.thumbnails_url).toMatch(/\/raw$/);
    expect(done.item.media?.ocr).toBe('done');
    expect(done.chunks[0]?.source.url).toBe(`${site.origin}/chart.png`);
  }, 90_000);

  it('a media link redirected to a blocked address, or answering no image, ends in error with its reason', async () => {
    const { item } = await kit.create({ type: 'link_image', url: `${site.origin}/to-metadata` });
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('error');
    expect(done.item.err_msg).toMatch(/169\.254\.169\.254|not allowed|blocked|link-local/i);
    expect(done.item.is_allow_retry).toBe(false);
    const { item: notImage } = await kit.create({ type: 'link_image', url: `${site.origin}/text.png` });
    const bad = await kit.settled(notImage.id);
    expect(bad.item.status).toBe('error');
    expect(bad.item.err_msg).toMatch(/Unsupported media type/);
    expect(bad.item.is_allow_retry).toBe(false);
  });

  it('stores a video with its probed metadata and its transcript from /audio/transcriptions', async () => {
    const item = await uploaded('video', 'lecture.mp4', mp4, { caption: 'Glaze lecture' });
    const done = await kit.settled(item.id);
    expect(done.item.status, done.item.err_msg).toBe('success');
    expect(done.item.media).toMatchObject({ duration: 4.5, width: 640, height: 360, transcript: 'done' });
    expect(done.chunks.map((c) => c.text).join(' ')).toContain('glaze chemistry');
    const sent = openai.transcriptionRequests().at(-1);
    expect(String(sent?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('an audio file gets its WAV duration; 429s past the retries end in a retryable error, a retry succeeds', async () => {
    openai.enqueueTranscriptions(
      ...Array.from({ length: 3 }, () => ({
        type: 'error' as const,
        status: 429,
        message: 'Rate limit reached',
        headers: { 'retry-after': '0' },
      })),
    );
    const item = await uploaded('audio', 'interview.wav', makeWav(2.5));
    const failed = await kit.settled(item.id);
    expect(failed.item.status).toBe('error');
    expect(failed.item.err_msg).toMatch(/too many \(429\).*3 tries/);
    expect(failed.item.is_allow_retry).toBe(true);
    expect(failed.item.media).toMatchObject({ mime: 'audio/wav', codec: 'pcm', duration: 2.5 });
    // Bad JSON once: tried again, then the transcript.
    openai.enqueueTranscriptions({ type: 'raw', status: 200, body: '{"text": ' });
    const retried = await kit.post('/api/knowledge/retry', { ids: [item.id] });
    expect(retried.json().data.updated).toBe(1);
    const done = await kit.settled(item.id);
    expect(done.item.status, done.item.err_msg).toBe('success');
    expect(done.item.media?.transcript).toBe('done');
    expect(done.chunks.map((c) => c.text).join(' ')).toContain('glaze chemistry in audio.wav');
  });

  it('fetches a link_video and keeps its metadata', async () => {
    const { item } = await kit.create({ type: 'link_video', url: `${site.origin}/clip.mp4` });
    const done = await kit.settled(item.id);
    expect(done.item.status, done.item.err_msg).toBe('success');
    expect(done.item.media).toMatchObject({ mime: 'video/mp4', duration: 4.5, transcript: 'done' });
  });

  it('a searchWeb item reads the result pages through the guard, each chunk citing its page', async () => {
    const { item } = await kit.create({ type: 'searchWeb', query: 'kiln stoneware' });
    expect(item.name).toBe('kiln stoneware');
    const done = await kit.settled(item.id);
    expect(done.item.status, done.item.err_msg).toBe('success');
    expect(done.chunks.length).toBeGreaterThan(0);
    expect(done.chunks.every((c) => c.source.url === `${site.origin}/kiln`)).toBe(true);
    const skipped = done.item.web_sources.find((s) => !s.read);
    expect(skipped?.url).toBe(`${site.origin}/to-metadata`);
    expect(skipped?.reason).not.toBe('');
    expect(done.item.web_sources.filter((s) => s.read)).toHaveLength(1);
  });

  it('a searchWeb item whose search service fails ends in a retryable error', async () => {
    searx.fail({ type: 'server-error', status: 503 });
    const { item } = await kit.create({ type: 'searchWeb', query: 'glaze defects crawling' });
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('error');
    expect(done.item.err_msg).toMatch(/web search service failed/);
    expect(done.item.is_allow_retry).toBe(true);
  });
});

describe('knowledge media without a transcription model or a search service', () => {
  let t: TestApp;
  let worker: Worker;
  const kit = knowledgeKit(() => t);
  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
    worker = createWorker(t.services.jobs, { concurrency: 1 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('refuses a searchWeb item at creation with a clear 400', async () => {
    const res = await kit.post('/api/knowledge/create', { type: 'searchWeb', query: 'anything' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/Web search is not configured/);
  });

  it('stores audio with its metadata and a clear "no transcript" state, never a made-up one', async () => {
    const res = await kit.upload('memo.wav', makeWav(1.5), {
      type: 'audio',
      caption: 'Voice memo on glazes',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await kit.settled(res.json().data.item.id);
    expect(done.item.status).toBe('success');
    expect(done.item.media).toMatchObject({ transcript: 'not_configured', duration: 1.5 });
    expect(done.item.media?.note).toMatch(/No transcript/);
    const text = done.chunks.map((c) => c.text).join(' ');
    expect(text).toContain('memo.wav');
    expect(text).toContain('Voice memo on glazes');
    expect(text).not.toMatch(/transcript/i);
  });
});
