import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, HttpError, http, REQUEST_TIMEOUT_MS, request } from './http';

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const onUnauthorized = vi.fn();
const onError = vi.fn();
let token: string | null = 'dG9rZW4=';

beforeEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  onError.mockReset();
  token = 'dG9rZW4=';
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ getToken: () => token, onUnauthorized, onError });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1], headers: call[1].headers as Record<string, string> };
}

describe('http client', () => {
  it('returns the envelope data and sends the Access-Token header', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 200, msg: 'ok', data: { id: 'u1' } }));
    await expect(http.get('/api/user/getuserbytoken')).resolves.toEqual({ id: 'u1' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/user/getuserbytoken');
    expect(init.method).toBe('GET');
    expect(headers['Access-Token']).toBe('dG9rZW4=');
    expect(init.body).toBeUndefined();
  });

  it('sends no token when there is no session or the call is anonymous', async () => {
    token = null;
    fetchMock.mockImplementation(async () => json(200, { code: 200, msg: 'ok', data: null }));
    await http.get('/api/health');
    expect(lastCall().headers['Access-Token']).toBeUndefined();
    token = 'abc';
    await http.post('/api/login/account', { account: 'a', password: 'b' }, { anonymous: true });
    expect(lastCall().headers['Access-Token']).toBeUndefined();
  });

  it('serialises a JSON body and the query string', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 200, msg: 'ok', data: { data: { id: 't1' } } }));
    await http.post(
      '/api/admin/teams',
      { name: 'Oncology 肿瘤' },
      { query: { a: 1, b: undefined, c: 'x y' } },
    );
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/admin/teams?a=1&c=x+y');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"Oncology 肿瘤"}');
  });

  it('throws the server message with its status on an HTTP error envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { code: 170002, msg: 'An account with this email already exists' }),
    );
    const error = await http.post('/api/admin/users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'An account with this email already exists',
      status: 409,
      code: 170002,
      kind: 'http',
    });
    expect(onError).toHaveBeenCalledWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('throws on code 0 with a message even when the HTTP status is 200', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 0, msg: 'Quota exhausted' }));
    await expect(http.get('/api/x')).rejects.toMatchObject({
      message: 'Quota exhausted',
      status: 200,
      code: 0,
    });
  });

  it('throws on any other non-200 code', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 10006, msg: 'Over the limit' }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ message: 'Over the limit', code: 10006 });
  });

  it('names the status when an error answer is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(http.get('/api/x')).rejects.toMatchObject({
      message: 'HTTP 502 Bad Gateway',
      status: 502,
      kind: 'http',
    });
  });

  it('rejects a success status whose body is not an envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ kind: 'contract' });
  });

  it('returns the raw JSON when envelope is off', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'success', data: { id: 'f1' } }));
    await expect(http.post('/api/files/upload', undefined, { envelope: false })).resolves.toEqual({
      status: 'success',
      data: { id: 'f1' },
    });
  });

  it('on 401 reports the lost session, unless the caller handles it', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 0, msg: 'Not logged in or the session has expired' }));
    await expect(http.get('/api/user/getuserbytoken')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(401, { code: 0, msg: 'Wrong account or password' }));
    await expect(
      http.post('/api/login/account', {}, { skipAuthHandling: true, silent: true }),
    ).rejects.toMatchObject({ status: 401, message: 'Wrong account or password' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('does not report silent calls to the global handler', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { code: 0, msg: 'Too many failed logins; try again in 60 s' }));
    await expect(http.get('/api/x', { silent: true })).rejects.toMatchObject({ status: 429 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after 15 s with a timeout error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('passes a cancellation by the caller through without reporting it', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = http.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a failed connection into a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(http.get('/api/x')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'fetch failed',
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('validates the answer with the given parser', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, msg: 'ok', data: { n: 'not a number' } }));
    const parse = (data: unknown) => {
      const n = (data as { n: unknown }).n;
      if (typeof n !== 'number') throw new Error('n must be a number');
      return n;
    };
    await expect(request('GET', '/api/x', { parse })).rejects.toMatchObject({ kind: 'contract' });
  });
});
