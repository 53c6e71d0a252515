import { ErrorCode, type MediaFileInfo } from '@prowrite/contracts';
import type { AuthContext } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { AllowList } from '../../http/outbound/address-policy';
import { guardedFetch } from '../../http/outbound/guarded-fetch';
import type { Connector } from '../../http/outbound/node-connector';
import {
  OutboundError,
  OutboundHttpStatusError,
  OutboundTimeoutError,
} from '../../http/outbound/outbound-errors';
import { bytesSource, type MediaStore } from './media-store';

export type ImageModelConfig = { baseUrl: string; apiKey: string; model: string };

export const NO_IMAGE_MODEL_MESSAGE = 'No image model is configured (set LLM_IMAGE_MODEL)';
/** Image models take tens of seconds; beyond this the user is told it failed. */
export const IMAGE_GENERATION_TIMEOUT_MS = 180_000;

/**
 * AI images through an OpenAI-compatible `POST {LLM_BASE_URL}/images/generations` (b64_json answer). The
 * base URL is operator configuration, so it is not held to the private-address rule (a local model server
 * is normal), but it still goes through the guard for its size and time caps and is never redirected. An
 * answer that gives a `url` instead is fetched under the full rule, like any link.
 */
export class ImageGenerator {
  constructor(
    private readonly model: ImageModelConfig | undefined,
    private readonly store: MediaStore,
    private readonly outbound: { allow: AllowList; connector?: Connector },
  ) {}

  get available(): boolean {
    return this.model !== undefined;
  }

  /** 503 with code 10002 when no model is configured (the client shows its own notice for that code). */
  assertAvailable(): ImageModelConfig {
    if (!this.model) throw new AppError(503, NO_IMAGE_MODEL_MESSAGE, ErrorCode.aiImageSpecial);
    return this.model;
  }

  async generate(
    owner: Pick<AuthContext, 'teamId' | 'userId' | 'scope'>,
    prompt: string,
    size: { width: number; height: number },
  ): Promise<MediaFileInfo> {
    const model = this.assertAvailable();
    const endpoint = `${model.baseUrl.replace(/\/+$/, '')}/images/generations`;
    const maxImage = this.store.capOf('image');
    let payload: unknown;
    try {
      const res = await guardedFetch(endpoint, {
        method: 'POST',
        operatorTrusted: true,
        maxRedirects: 0,
        // base64 is 4/3 of the bytes, plus the JSON around it.
        maxBytes: Math.ceil((maxImage * 4) / 3) + 64 * 1024,
        timeoutMs: IMAGE_GENERATION_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
        },
        body: Buffer.from(
          JSON.stringify({
            model: model.model,
            prompt,
            n: 1,
            size: `${size.width}x${size.height}`,
            response_format: 'b64_json',
          }),
        ),
        accept: ['application/json'],
        connector: this.outbound.connector,
      });
      payload = JSON.parse((await res.bytes()).toString('utf8'));
    } catch (err) {
      throw modelError(err);
    }
    const first = (payload as { data?: { b64_json?: unknown; url?: unknown }[] } | null)?.data?.[0];
    if (typeof first?.b64_json === 'string' && first.b64_json.length > 0) {
      const bytes = Buffer.from(first.b64_json, 'base64');
      return this.store
        .store(owner, { source: bytesSource(bytes), name: 'ai-image.png', accept: 'image' })
        .catch((err: unknown) => {
          if (err instanceof AppError && err.status === 400) {
            throw new AppError(502, `The image model answered with no usable image: ${err.message}`);
          }
          throw err;
        });
    }
    if (typeof first?.url === 'string') {
      try {
        const res = await guardedFetch(first.url, {
          maxBytes: maxImage,
          timeoutMs: 60_000,
          accept: ['image/*', 'application/octet-stream'],
          allow: this.outbound.allow,
          connector: this.outbound.connector,
        });
        return await this.store.store(owner, { source: res.body, name: 'ai-image.png', accept: 'image' });
      } catch (err) {
        throw err instanceof AppError ? err : modelError(err);
      }
    }
    throw new AppError(502, 'The image model answered without an image');
  }
}

function modelError(err: unknown): AppError {
  if (err instanceof OutboundTimeoutError)
    return new AppError(504, `The image model did not answer: ${err.message}`);
  if (err instanceof OutboundHttpStatusError) {
    let detail = '';
    try {
      detail = String((JSON.parse(err.detail) as { error?: { message?: unknown } }).error?.message ?? '');
    } catch {
      detail = err.detail.slice(0, 300);
    }
    return new AppError(502, `The image model failed (HTTP ${err.status})${detail ? `: ${detail}` : ''}`);
  }
  if (err instanceof OutboundError)
    return new AppError(502, `The image model could not be reached: ${err.message}`);
  if (err instanceof SyntaxError) return new AppError(502, 'The image model answered with malformed JSON');
  return new AppError(502, 'The image model could not be reached');
}
