import type { FetchLike } from '../../../http/outbound/operator-fetch';
import { postWithRetries, type ServiceAttempt } from '../../../http/outbound/service-post';

export type EmbeddingClientOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch: FetchLike;
  /** Texts per request. */
  batchSize?: number;
  /** Longest wait for one request. */
  timeoutMs?: number;
  /** Tries per batch (429, 5xx, lost connections and timeouts are tried again). */
  maxAttempts?: number;
  /** First backoff; doubled per try unless the server's Retry-After says otherwise. */
  backoffMs?: number;
  /** Longest wait the client accepts between tries, Retry-After included. */
  maxWaitMs?: number;
};

export type CallLimits = { maxAttempts?: number; timeoutMs?: number };

/** An embedding failure in plain words, for the item's error reason. */
export class EmbeddingError extends Error {}

const DEFAULTS = { batchSize: 64, timeoutMs: 30_000, maxAttempts: 5, backoffMs: 500, maxWaitMs: 30_000 };

/**
 * Vectors from an OpenAI-compatible POST {baseUrl}/embeddings, in batches, in input order. A 429 waits as
 * long as its Retry-After asks (capped), 5xx and lost connections back off exponentially, anything else fails
 * at once; every failure is an EmbeddingError whose message says what happened.
 */
export class EmbeddingClient {
  private readonly options: Required<EmbeddingClientOptions>;

  constructor(options: EmbeddingClientOptions) {
    this.options = { ...DEFAULTS, ...options };
  }

  get model(): string {
    return this.options.model;
  }

  /** `call` narrows tries and timeout for one call (a search cannot wait as long as ingestion). */
  async embed(texts: string[], call: CallLimits = {}): Promise<Float32Array[]> {
    const limits = { maxAttempts: this.options.maxAttempts, timeoutMs: this.options.timeoutMs, ...call };
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += this.options.batchSize) {
      out.push(...(await this.embedBatch(texts.slice(i, i + this.options.batchSize), limits)));
    }
    return out;
  }

  private async embedBatch(texts: string[], limits: Required<CallLimits>): Promise<Float32Array[]> {
    // An empty input is refused by the API; a space embeds as "nothing" and keeps the positions.
    const input = texts.map((t) => (t.trim() ? t : ' '));
    const outcome = await postWithRetries(
      {
        ...this.options,
        ...limits,
        service: 'embedding',
        subject: 'the request',
        url: `${this.options.baseUrl.replace(/\/+$/, '')}/embeddings`,
        contentType: 'application/json',
        body: JSON.stringify({ model: this.options.model, input, encoding_format: 'float' }),
      },
      (body) => parseVectors(body, input.length),
    );
    if (!outcome.ok) throw new EmbeddingError(outcome.message);
    return outcome.value;
  }
}

function parseVectors(body: string, expected: number): ServiceAttempt<Float32Array[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { fail: 'The embedding service answered something that is not JSON' };
  }
  const data = (parsed as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length !== expected) {
    return {
      fail: `The embedding service answered ${Array.isArray(data) ? data.length : 'no'} vectors for ${expected} texts`,
    };
  }
  const vectors = new Array<Float32Array | undefined>(expected);
  let dimensions = -1;
  for (const [position, entry] of data.entries()) {
    const { index, embedding } = (entry ?? {}) as { index?: unknown; embedding?: unknown };
    const at = typeof index === 'number' ? index : position;
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((x) => typeof x === 'number' && Number.isFinite(x)) ||
      at < 0 ||
      at >= expected ||
      vectors[at]
    ) {
      return { fail: 'The embedding service answered a vector that is not a list of numbers' };
    }
    if (dimensions !== -1 && embedding.length !== dimensions) {
      return { fail: 'The embedding service answered vectors of different lengths' };
    }
    dimensions = embedding.length;
    vectors[at] = Float32Array.from(embedding as number[]);
  }
  return { value: vectors as Float32Array[] };
}
