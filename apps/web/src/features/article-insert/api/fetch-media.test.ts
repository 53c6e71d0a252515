import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../account';
import { HttpError } from '../../../lib/http';
import { fetchMediaStream } from './fetch-media';

const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();

/** A streamed answer delivered in the given chunks (split anywhere, as a network would). */
function stream(chunks: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

const item = {
  url: '/api/files/m1/raw',
  id: 'm1',
  source: 'https://example.org/v',
  width: 640,
  height: 360,
  duration: 12,
};
const message = (data: unknown) => `event: message\ndata: ${JSON.stringify(data)}\n\n`;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.setToken('dG9rZW4=');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchMediaStream', () => {
  it('POSTs the link with the Access-Token header and hands each success item over until done', async () => {
    const text =
      message({ msg: 'success', data: item }) +
      message({ msg: 'done' }) +
      message({ msg: 'success', data: item });
    fetchMock.mockResolvedValueOnce(stream([text.slice(0, 17), text.slice(17, 60), text.slice(60)]));
    const seen: unknown[] = [];
    const items = await fetchMediaStream(
      { type: 'video', url: ' https://example.org/v ', workId: 'w1' },
      (i) => seen.push(i),
    );
    expect(items).toEqual([item]);
    expect(seen).toEqual([item]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/prowrite/v1/fetch/media');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Access-Token']).toBe('dG9rZW4=');
    expect(JSON.parse(init.body as string)).toEqual({
      type: 'video',
      upload_type: 'link',
      url: 'https://example.org/v',
      prowrite_id: 'w1',
    });
  });

  it('answers an empty list when done arrives with nothing (the caller shows the retry dialog)', async () => {
    fetchMock.mockResolvedValueOnce(stream([': ping\n\n', message({ msg: 'done' })]));
    await expect(
      fetchMediaStream({ type: 'image', url: 'http://10.0.0.1/a.png' }, () => {}),
    ).resolves.toEqual([]);
  });

  it('skips malformed messages and items that break the contract', async () => {
    fetchMock.mockResolvedValueOnce(
      stream([
        'event: message\ndata: not json\n\n',
        message({ msg: 'success', data: { url: 1 } }),
        message({ msg: 'success', data: item }),
      ]),
    );
    await expect(fetchMediaStream({ type: 'image', url: 'https://e.org/a.png' }, () => {})).resolves.toEqual([
      item,
    ]);
  });

  it('rejects a refusal before the stream with the server message and code', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 0, msg: 'url: Invalid' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await fetchMediaStream({ type: 'image', url: 'x' }, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'url: Invalid', kind: 'http' });
  });

  it('turns a network failure into a network HttpError, and a cancel into the abort itself', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchMediaStream({ type: 'image', url: 'https://e.org/a' }, () => {})).rejects.toMatchObject(
      {
        kind: 'network',
      },
    );
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(
      fetchMediaStream({ type: 'image', url: 'https://e.org/a' }, () => {}, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
