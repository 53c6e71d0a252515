import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible server (tests only), speaking the real wire protocol:
 * POST /v1/chat/completions answers a `chat.completion` object, or `text/event-stream` chunks ending in
 * `data: [DONE]` when the request has `stream: true`; errors carry the OpenAI error body. Answers come from
 * a script (a queue), then from `fallback`; every request is recorded for assertions.
 */
export type ScriptedResponse =
  /** A successful answer; an array is the list of stream deltas (joined for a non-stream request). */
  | { type: 'reply'; content: string | string[]; finishReason?: string; refusal?: string }
  /** An OpenAI error body with this status; `headers` e.g. `{'retry-after': '0'}`. */
  | {
      type: 'error';
      status: number;
      message: string;
      errorType?: string;
      code?: string | null;
      headers?: Record<string, string>;
    }
  /** Waits before giving `answer` (default: an empty reply). */
  | { type: 'delay'; ms: number; answer?: ScriptedResponse }
  /** Sends some deltas of a stream, then stalls until the client gives up, or closes without finishing. */
  | { type: 'partial-stream'; deltas: string[]; end: 'stall' | 'close' }
  /** Closes the connection without an answer (a network error for the client). */
  | { type: 'drop' }
  /**
   * A successful answer cut in transit: the headers promise the whole body (a stream request: every chunk
   * and the end), then the connection closes after the first half of it.
   */
  | { type: 'cut'; content: string }
  /** Anything else, byte for byte. */
  | { type: 'raw'; status: number; body: string; headers?: Record<string, string> }
  /**
   * A chat stream as reasoning models send it: reasoning and content deltas (`bytes` puts raw bytes, e.g.
   * invalid UTF-8, inside a content string), `gapMs` between chunks, then the finish chunk and a usage chunk
   * (stream_options.include_usage), or a mid-stream `error` chunk, a stall, or a closed connection.
   */
  | {
      type: 'chat-stream';
      parts: ({ content: string } | { reasoning: string } | { bytes: number[] })[];
      gapMs?: number;
      usage?: { prompt_tokens: number; completion_tokens: number };
      end?: 'finish' | 'error' | 'stall' | 'close';
    }
  /** Content deltas every `gapMs` until the client goes away: a model that never stops. */
  | { type: 'endless'; text: string; gapMs: number };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or null when it was not JSON. */
  body: ChatRequestBody | null;
};

/** The fields tests look at; the rest of the body is kept as sent. */
export type ChatRequestBody = {
  model?: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  [key: string]: unknown;
};

export type FakeOpenAiServerOptions = {
  /** When set, any other bearer token gets a 401 like OpenAI's. */
  apiKey?: string;
  /**
   * The vector POST /v1/embeddings answers for one input; default `hashedEmbedding` (deterministic: texts
   * sharing words get close vectors).
   */
  embed?: (input: string) => number[];
  /** The text POST /v1/audio/transcriptions answers for an uploaded file (default: names the file). */
  transcribe?: (file: { filename: string; model: string }) => string;
  /** Answers a request when the script is empty; default: a 400 saying so. */
  fallback?: (request: RecordedRequest) => ScriptedResponse;
};

export type FakeOpenAiServer = {
  /** Base URL to give the client, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Chat-completion requests only (the usual thing to count). */
  chatRequests(): RecordedRequest[];
  enqueue(...responses: ScriptedResponse[]): void;
  /** Responses still queued. */
  pending(): number;
  /** Embedding requests only. */
  embeddingRequests(): RecordedRequest[];
  /**
   * Answers for the next embedding requests, in order ('error', 'raw', 'delay', 'drop', 'cut'); once they
   * are used up, requests get their vectors.
   */
  enqueueEmbeddings(...responses: ScriptedResponse[]): void;
  /** Transcription requests only (POST /v1/audio/transcriptions, multipart). */
  transcriptionRequests(): RecordedRequest[];
  /** Answers for the next transcription requests, in order ('error', 'raw', 'delay', 'drop'). */
  enqueueTranscriptions(...responses: ScriptedResponse[]): void;
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 20 * 1024 * 1024;

export async function startFakeOpenAiServer(
  options: FakeOpenAiServerOptions = {},
): Promise<FakeOpenAiServer> {
  const queue: ScriptedResponse[] = [];
  const embeddingQueue: ScriptedResponse[] = [];
  const transcriptionQueue: ScriptedResponse[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let sequence = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    readBody(req)
      .then((raw) => {
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: (req.url ?? '/').split('?')[0]!,
          headers: req.headers,
          body: parseJson(raw),
        };
        requests.push(recorded);
        route(recorded, raw, res);
      })
      .catch(() => sendError(res, { type: 'error', status: 413, message: 'Request body too large' }));
  });

  function route(request: RecordedRequest, raw: string, res: ServerResponse) {
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendError(res, {
        type: 'error',
        status: 401,
        message:
          'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
        errorType: 'invalid_request_error',
        code: 'invalid_api_key',
      });
      return;
    }
    if (request.method === 'GET' && request.path === '/v1/models') {
      sendJson(res, 200, {
        object: 'list',
        data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'fake' }],
      });
      return;
    }
    if (request.method === 'POST' && request.path === '/v1/embeddings') {
      embeddings(request, res);
      return;
    }
    if (request.method === 'POST' && request.path === '/v1/audio/transcriptions') {
      transcription(request, raw, res);
      return;
    }
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      sendError(res, {
        type: 'error',
        status: 404,
        message: `Unknown request URL: ${request.method} ${request.path}`,
      });
      return;
    }
    if (!request.body || typeof request.body.model !== 'string' || !Array.isArray(request.body.messages)) {
      sendError(res, {
        type: 'error',
        status: 400,
        message: raw
          ? "'model' and 'messages' are required"
          : 'We could not parse the JSON body of your request.',
        errorType: 'invalid_request_error',
      });
      return;
    }
    const scripted =
      queue.shift() ??
      options.fallback?.(request) ??
      ({ type: 'error', status: 400, message: 'fake-openai-server: no scripted response left' } as const);
    answer(scripted, request.body, res);
  }

  /** OpenAI's embeddings call: `input` a string or an array of strings, one `embedding` object per input. */
  function embeddings(request: RecordedRequest, res: ServerResponse) {
    const input = request.body?.input;
    const inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? input : null;
    if (
      !request.body ||
      typeof request.body.model !== 'string' ||
      !inputs ||
      inputs.length === 0 ||
      !inputs.every((i) => typeof i === 'string' && i.length > 0)
    ) {
      sendError(res, {
        type: 'error',
        status: 400,
        message: "'model' and a non-empty 'input' (a string or an array of strings) are required",
        errorType: 'invalid_request_error',
      });
      return;
    }
    const model = request.body.model;
    const vectors = () => {
      sendJson(res, 200, {
        object: 'list',
        data: (inputs as string[]).map((text, index) => ({
          object: 'embedding',
          index,
          embedding: (options.embed ?? hashedEmbedding)(text),
        })),
        model,
        usage: { prompt_tokens: inputs.length * 8, total_tokens: inputs.length * 8 },
      });
    };
    const scripted = embeddingQueue.shift();
    if (!scripted) {
      vectors();
      return;
    }
    const play = (step: ScriptedResponse) => {
      switch (step.type) {
        case 'error':
          sendError(res, step);
          return;
        case 'raw':
          res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
          res.end(step.body);
          return;
        case 'delay':
          later(step.ms, () => {
            if (res.destroyed) return;
            if (step.answer) play(step.answer);
            else vectors();
          });
          return;
        case 'drop':
          res.socket?.destroy();
          return;
        case 'cut':
          sendCut(res, JSON.stringify({ object: 'list', data: [], model }));
          return;
        default:
          vectors();
      }
    };
    play(scripted);
  }

  /**
   * OpenAI's transcription call: multipart/form-data with `file` (a named file part) and `model`; answers
   * `{"text": ...}` (response_format json, the default), or the next scripted failure.
   */
  function transcription(request: RecordedRequest, raw: string, res: ServerResponse) {
    const type = String(request.headers['content-type'] ?? '');
    const model = /name="model"\r\n\r\n([^\r]*)\r\n/.exec(raw)?.[1];
    const filename = /name="file"; filename="([^"]*)"/.exec(raw)?.[1];
    if (!type.startsWith('multipart/form-data') || !model || filename === undefined) {
      sendError(res, {
        type: 'error',
        status: 400,
        message: "'file' and 'model' are required (multipart/form-data)",
        errorType: 'invalid_request_error',
      });
      return;
    }
    const text = () =>
      sendJson(res, 200, { text: options.transcribe?.({ filename, model }) ?? `Transcript of ${filename}` });
    const play = (step: ScriptedResponse | undefined) => {
      if (!step) return text();
      switch (step.type) {
        case 'error':
          return sendError(res, step);
        case 'raw':
          res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
          res.end(step.body);
          return;
        case 'delay':
          later(step.ms, () => {
            if (!res.destroyed) play(step.answer);
          });
          return;
        case 'drop':
          res.socket?.destroy();
          return;
        default:
          text();
      }
    };
    play(transcriptionQueue.shift());
  }

  function answer(scripted: ScriptedResponse, body: ChatRequestBody, res: ServerResponse) {
    const id = `chatcmpl-fake${++sequence}`;
    const model = body.model ?? 'fake-model';
    switch (scripted.type) {
      case 'reply': {
        const deltas = Array.isArray(scripted.content) ? scripted.content : splitInThree(scripted.content);
        if (body.stream) sendStream(res, id, model, deltas, scripted.finishReason ?? 'stop', 'finish');
        else
          sendJson(res, 200, completion(id, model, deltas.join(''), scripted.finishReason, scripted.refusal));
        return;
      }
      case 'error':
        sendError(res, scripted);
        return;
      case 'delay':
        later(scripted.ms, () => {
          if (!res.destroyed) answer(scripted.answer ?? { type: 'reply', content: '' }, body, res);
        });
        return;
      case 'partial-stream':
        sendStream(res, id, model, scripted.deltas, 'stop', scripted.end);
        return;
      case 'drop':
        res.socket?.destroy();
        return;
      case 'cut':
        if (body.stream)
          sendStream(res, id, model, splitInThree(scripted.content).slice(0, 1), 'stop', 'close');
        else sendCut(res, JSON.stringify(completion(id, model, scripted.content)));
        return;
      case 'raw':
        res.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
        res.end(scripted.body);
        return;
      case 'chat-stream':
        sendChatStream(res, id, model, scripted, later);
        return;
      case 'endless': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const tick = () => {
          if (res.destroyed || res.writableEnded) return;
          res.write(chunkLine(id, model, { content: scripted.text }, null));
          later(scripted.gapMs, tick);
        };
        tick();
        return;
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    enqueue: (...responses) => {
      queue.push(...responses);
    },
    pending: () => queue.length,
    embeddingRequests: () => requests.filter((r) => r.path === '/v1/embeddings'),
    transcriptionRequests: () => requests.filter((r) => r.path === '/v1/audio/transcriptions'),
    enqueueTranscriptions: (...responses) => {
      transcriptionQueue.push(...responses);
    },
    enqueueEmbeddings: (...responses) => {
      embeddingQueue.push(...responses);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Dimensions of the default fake embedding. */
export const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * A deterministic unit vector: each lower-cased word adds to two hashed dimensions (FNV-1a). Texts sharing
 * words point the same way; no meaning beyond that (plumbing tests, never quality figures).
 */
export function hashedEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < word.length; i += 1) {
      hash ^= word.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    vector[hash % FAKE_EMBEDDING_DIMENSIONS] = (vector[hash % FAKE_EMBEDDING_DIMENSIONS] as number) + 1;
    const second = (hash >>> 8) % FAKE_EMBEDDING_DIMENSIONS;
    vector[second] = (vector[second] as number) + 0.5;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

function completion(id: string, model: string, content: string, finishReason?: string, refusal?: string) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: refusal ? null : content, refusal: refusal ?? null },
        logprobs: null,
        finish_reason: finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: Math.ceil(content.length / 4), total_tokens: 10 },
  };
}

function sendStream(
  res: ServerResponse,
  id: string,
  model: string,
  deltas: string[],
  finishReason: string,
  end: 'finish' | 'stall' | 'close',
) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const delta of deltas) res.write(chunk({ content: delta }, null));
  if (end === 'stall') return;
  if (end === 'close') {
    res.end();
    return;
  }
  res.write(chunk({}, finishReason));
  res.end('data: [DONE]\n\n');
}

function sendCut(res: ServerResponse, body: string) {
  const bytes = Buffer.from(body);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(bytes.length) });
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
}

function chunkLine(id: string, model: string, delta: object, finish: string | null): string {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;
}

function sendChatStream(
  res: ServerResponse,
  id: string,
  model: string,
  script: Extract<ScriptedResponse, { type: 'chat-stream' }>,
  later: (ms: number, run: () => void) => void,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const lines: (string | Buffer)[] = [chunkLine(id, model, { role: 'assistant', content: '' }, null)];
  for (const part of script.parts) {
    if ('content' in part) lines.push(chunkLine(id, model, { content: part.content }, null));
    else if ('reasoning' in part)
      lines.push(chunkLine(id, model, { reasoning_content: part.reasoning }, null));
    else {
      // The bytes go inside a JSON string, unescaped: the client sees exactly these bytes on the wire.
      const [head, tail] = chunkLine(id, model, { content: '\u0000' }, null).split('\\u0000');
      lines.push(Buffer.concat([Buffer.from(head!), Buffer.from(part.bytes), Buffer.from(tail!)]));
    }
  }
  const end = script.end ?? 'finish';
  const closing: (string | Buffer)[] = [];
  if (end === 'finish') {
    closing.push(chunkLine(id, model, {}, 'stop'));
    if (script.usage)
      closing.push(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [], usage: { ...script.usage, total_tokens: script.usage.prompt_tokens + script.usage.completion_tokens } })}\n\n`,
      );
    closing.push('data: [DONE]\n\n');
  } else if (end === 'error') {
    closing.push(
      `data: ${JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } })}\n\n`,
    );
  }
  const all = [...lines, ...closing];
  const gap = script.gapMs ?? 0;
  const step = (i: number) => {
    if (res.destroyed) return;
    if (i >= all.length) {
      if (end !== 'stall') res.end();
      return;
    }
    res.write(all[i]!);
    if (gap > 0) later(gap, () => step(i + 1));
    else step(i + 1);
  };
  step(0);
}

function sendError(res: ServerResponse, error: Extract<ScriptedResponse, { type: 'error' }>) {
  sendJson(
    res,
    error.status,
    {
      error: {
        message: error.message,
        type: error.errorType ?? (error.status >= 500 ? 'server_error' : 'invalid_request_error'),
        param: null,
        code: error.code ?? null,
      },
    },
    error.headers,
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function splitInThree(text: string): string[] {
  if (text.length < 3) return [text];
  const third = Math.ceil(text.length / 3);
  return [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)];
}

function parseJson(raw: string): ChatRequestBody | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ChatRequestBody) : null;
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      parts.push(part);
    });
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
