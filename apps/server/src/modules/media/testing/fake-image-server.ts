import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../../http/outbound/testing/listen-on-loopback';

/**
 * A local stand-in for OpenAI's image API (tests only), speaking its wire protocol: `POST /v1/images/generations`
 * with `{model, prompt, n, size, response_format}` answers `{created, data: [{b64_json, revised_prompt}]}` (or
 * `{url}` when asked for urls); errors carry OpenAI's error body; a wrong bearer token gets its 401.
 */
export type ImageReply =
  | { type: 'image'; bytes: Buffer }
  | { type: 'url'; url: string }
  | { type: 'error'; status: number; message: string; code?: string }
  | { type: 'raw'; status: number; body: string; contentType?: string }
  | { type: 'hang' };

export type ImageRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
};

export type FakeImageServer = {
  /** e.g. http://127.0.0.1:41234/v1 (what LLM_BASE_URL holds) */
  baseUrl: string;
  requests: ImageRequest[];
  enqueue(...replies: ImageReply[]): void;
  close(): Promise<void>;
};

const SIZES = new Set([
  '256x256',
  '512x512',
  '1024x1024',
  '1792x1024',
  '1024x1792',
  '1536x1024',
  '1024x1536',
]);

export async function startFakeImageServer(options: { apiKey?: string } = {}): Promise<FakeImageServer> {
  const queue: ImageReply[] = [];
  const requests: ImageRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        body = null;
      }
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ path, headers: req.headers, body });
      route(req, res, path, body);
    });
  });

  function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: Record<string, unknown> | null,
  ) {
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return error(res, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    if (req.method !== 'POST' || path !== '/v1/images/generations') {
      return error(res, 404, `Unknown request URL: ${req.method} ${path}`);
    }
    if (!body) return error(res, 400, 'We could not parse the JSON body of your request.');
    if (typeof body.prompt !== 'string' || body.prompt === '') return error(res, 400, "'prompt' is required");
    if (typeof body.model !== 'string') return error(res, 400, "'model' is required");
    if (body.size !== undefined && !SIZES.has(String(body.size))) {
      return error(res, 400, `'${String(body.size)}' is not one of the supported sizes`, 'invalid_value');
    }
    const reply = queue.shift() ?? {
      type: 'error',
      status: 500,
      message: 'fake-image-server: no reply queued',
    };
    const created = Math.floor(Date.now() / 1000);
    switch (reply.type) {
      case 'image':
        if (body.response_format === 'url') return error(res, 400, 'fake-image-server: queue a url reply');
        return json(res, 200, {
          created,
          data: [{ b64_json: reply.bytes.toString('base64'), revised_prompt: String(body.prompt) }],
        });
      case 'url':
        return json(res, 200, { created, data: [{ url: reply.url }] });
      case 'error':
        return error(res, reply.status, reply.message, reply.code);
      case 'raw':
        res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
        return res.end(reply.body);
      case 'hang':
        return;
    }
  }

  const port = await listenOnLoopback(server);
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, message: string, code: string | null = null) {
  json(res, status, { error: { message, type: 'invalid_request_error', param: null, code } });
}
