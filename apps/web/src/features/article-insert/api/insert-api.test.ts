import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, HttpError } from '../../../lib/http';
import { insertApi, isNoImageModel } from './insert-api';
import { readMediaUploadAnswer } from './upload-media';

const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const onError = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onError.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ getToken: () => 'dG9rZW4=', onError, onUnauthorized: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

const figure = {
  url: '/api/files/fig/raw',
  width: 300,
  height: 200,
  title: 'Figure 1',
  description: 'caption',
  image_type: 'image',
  fid: 'src1',
  page_number: 3,
};

describe('insertApi', () => {
  it('reads the source figures from data.data and checks them against the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 200, msg: 'ok', data: { data: [figure] } }));
    await expect(insertApi.sourceImages('w1')).resolves.toEqual([figure]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/prowrite/v1/related/pictures?prowrite_id=w1');
    fetchMock.mockResolvedValueOnce(
      json(200, { code: 200, msg: 'ok', data: { data: [{ ...figure, page_number: 'three' }] } }),
    );
    await expect(insertApi.sourceImages('w1')).rejects.toMatchObject({ kind: 'contract' });
  });

  it('recognises 10002 (no image model) silently and returns generated urls otherwise', async () => {
    fetchMock.mockResolvedValueOnce(
      json(503, { code: 10002, msg: 'No image model is configured (set LLM_IMAGE_MODEL)' }),
    );
    const error = await insertApi
      .generateImage({ prowrite_id: 'w1', prompt: 'a heart', specifications: { width: 1024, height: 1024 } })
      .catch((e: unknown) => e);
    expect(isNoImageModel(error)).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(isNoImageModel(new HttpError('x', 500, 0, 'http'))).toBe(false);
    expect(isNoImageModel(new Error('x'))).toBe(false);

    fetchMock.mockResolvedValueOnce(
      json(200, { code: 200, msg: 'ok', data: { data: ['/api/files/g/raw'] } }),
    );
    await expect(
      insertApi.generateImage({ prowrite_id: 'w1', prompt: 'p', specifications: { width: 1, height: 1 } }),
    ).resolves.toEqual(['/api/files/g/raw']);
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toEqual({
      prowrite_id: 'w1',
      prompt: 'p',
      specifications: { width: 1, height: 1 },
    });
  });

  it('regenerates an AI image and a title/footnote', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { code: 200, msg: 'ok', data: { data: { url: '/api/files/n/raw', width: 8, height: 9 } } }),
    );
    await expect(
      insertApi.regenerateMedicalImage({ prowrite_id: 'w1', unique_id: 'a'.repeat(19) }),
    ).resolves.toEqual({ url: '/api/files/n/raw', width: 8, height: 9 });
    fetchMock.mockResolvedValueOnce(
      json(200, { code: 200, msg: 'ok', data: { data: { image_title: 'T', footnote: '<p>F</p>' } } }),
    );
    await expect(
      insertApi.regenerateFootnoteTitle({ prowrite_id: 'w1', url: '/api/files/x/raw' }),
    ).resolves.toEqual({ image_title: 'T', footnote: '<p>F</p>' });
  });

  it('posts the screenshot as multipart with its fields and reads data.original', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        code: 200,
        msg: 'ok',
        data: { id: 's', original: { open_url: '/api/files/s/raw', width: 20, height: 10 } },
      }),
    );
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await expect(
      insertApi.saveScreenshot(png, { originalUrl: '/api/files/fig/raw', sha1: 'abc', objId: 'u1' }),
    ).resolves.toEqual({ open_url: '/api/files/s/raw', width: 20, height: 10 });
    const body = fetchMock.mock.calls[0]![1].body as FormData;
    expect(body.get('original_url')).toBe('/api/files/fig/raw');
    expect(body.get('sha1')).toBe('abc');
    expect(body.get('obj_id')).toBe('u1');
    expect(body.get('jwfile')).toBeInstanceOf(Blob);
  });

  it('reads a file sha1, null when the detail fails', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { code: 200, msg: 'ok', data: { id: 's', sha1: 'f'.repeat(40) } }),
    );
    await expect(insertApi.fileSha1('s')).resolves.toBe('f'.repeat(40));
    fetchMock.mockResolvedValueOnce(json(404, { code: 0, msg: 'not found' }));
    await expect(insertApi.fileSha1('s')).resolves.toBeNull();
  });
});

describe('readMediaUploadAnswer', () => {
  const data = {
    id: 'f1',
    name: 'a.mp4',
    sha1: 's',
    size: 3,
    mime: 'video/mp4',
    kind: 'mp4',
    pages: null,
    width: 640,
    height: 360,
    duration: 12.5,
    url: '/api/files/f1/raw',
  };

  it('reads the media file of the contract (size, duration, address)', () => {
    expect(readMediaUploadAnswer(200, JSON.stringify({ status: 'success', message: '', data }))).toEqual({
      id: 'f1',
      name: 'a.mp4',
      sha1: 's',
      mime: 'video/mp4',
      width: 640,
      height: 360,
      duration: 12.5,
      url: '/api/files/f1/raw',
    });
  });

  it('treats a success without the media fields as a contract error', () => {
    const { width: _width, ...noWidth } = data;
    expect(readMediaUploadAnswer(200, JSON.stringify({ status: 'success', data: noWidth }))).toMatchObject({
      kind: 'contract',
    });
  });

  it('keeps the server message of a refusal and marks garbage as a contract error', () => {
    expect(
      readMediaUploadAnswer(
        415,
        JSON.stringify({ status: 'error', message: 'Only video files', data: null }),
      ),
    ).toMatchObject({ message: 'Only video files', status: 415 });
    expect(readMediaUploadAnswer(413, '')).toMatchObject({ message: 'HTTP 413', kind: 'http' });
    expect(readMediaUploadAnswer(200, '<html>')).toMatchObject({ kind: 'contract' });
  });
});
