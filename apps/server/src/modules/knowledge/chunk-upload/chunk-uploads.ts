import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import {
  CHUNK_UPLOAD_PATH,
  type ChunkUploadMetadata,
  chunkUploadMetadataSchema,
  type KnowledgeCreateResult,
} from '@prowrite/contracts';
import { FileStore } from '@tus/file-store';
import { ERRORS, EVENTS, Server, type Upload } from '@tus/server';
import type { AuthContext } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { tooLargeError } from '../../../http/upload-errors';
import type { KnowledgeService } from '../knowledge.service';

/** Unfinished uploads are kept this long after they start; then HEAD/PATCH answer 410 and the sweep deletes them. */
export const CHUNK_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

export type ChunkUploadsDeps = {
  /** Where partial uploads live until they are complete (DATA_DIR/partial-uploads). */
  directory: string;
  /** The same cap as a one-request upload. */
  maxBytes: number;
  expiryMs?: number;
  knowledge: Pick<KnowledgeService, 'upload' | 'checkOptions'>;
  /** Failures of our own (never the client's) for the log. */
  onServerError: (err: unknown) => void;
};

/** A tus error as @tus/server reads it from a thrown value: the status and the body sent. */
type TusError = { status_code: number; body: string };

/** Metadata the server adds to the client's: whose upload it is. Clients cannot set them. */
const TEAM_KEY = 'team_id';
const USER_KEY = 'user_id';

/**
 * Resumable knowledge uploads over the tus protocol (@tus/server with a file store; decision 0046). The app's
 * auth guard has already admitted the request; here each upload is bound to the team that created it (another
 * team's id is "not found"), its metadata is checked before any byte is accepted, and the complete file goes
 * through the same path as a one-request upload (size cap, type sniffed from the bytes, dedupe by sha1, a
 * knowledge item and its ingestion job). Errors are answered as `{status: "error", message, code: 0, msg}`.
 */
export class ChunkUploads {
  private readonly store: FileStore;
  private readonly server: Server;
  /** The signed-in user of each request being served, keyed by its Node request. */
  private readonly requests = new WeakMap<object, AuthContext>();

  constructor(private readonly deps: ChunkUploadsDeps) {
    this.store = new FileStore({
      directory: deps.directory,
      expirationPeriodInMilliseconds: deps.expiryMs ?? CHUNK_UPLOAD_EXPIRY_MS,
    });
    this.server = new Server({
      path: CHUNK_UPLOAD_PATH,
      datastore: this.store,
      maxSize: deps.maxBytes,
      relativeLocation: true,
      // Same origin only: no CORS headers are sent to other sites.
      allowedOrigins: [],
      namingFunction: () => randomBytes(16).toString('hex'),
      onUploadCreate: (req, upload) => this.onCreate(this.authOf(req), upload),
      onIncomingRequest: (req, id) => this.onIncoming(this.authOf(req), req.method, id),
      onUploadFinish: (req, upload) => this.onFinish(this.authOf(req), upload),
      onResponseError: (_req, err) => this.errorBody(err),
    });
    // The bytes are in storage once the answer is written; the partial copy goes then (not before: the
    // creation-with-upload handler reads the upload once more after the finish hook).
    this.server.on(EVENTS.POST_FINISH, (_req, _res, upload: Upload) => {
      this.store.remove(upload.id).catch(() => {});
    });
  }

  /** Serves one tus request (POST, HEAD, PATCH, DELETE) of a signed-in user. */
  async handle(auth: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests.set(req, auth);
    await this.server.handle(req, res);
  }

  /** Deletes unfinished uploads past their expiry; answers how many went. */
  sweepExpired(): Promise<number> {
    return this.server.cleanUpExpiredUploads();
  }

  private authOf(req: { runtime?: { node?: { req: object } | undefined } | undefined }): AuthContext {
    const raw = req.runtime?.node?.req;
    const auth = raw ? this.requests.get(raw) : undefined;
    if (!auth) throw tusError(401, 'Not logged in or the session has expired');
    return auth;
  }

  private async onCreate(auth: AuthContext, upload: Upload): Promise<{ metadata: Record<string, string> }> {
    const meta = readMetadata(upload.metadata);
    try {
      await this.deps.knowledge.checkOptions(auth.scope, { cId: meta.c_id, chunkType: meta.chunk_type });
    } catch (err) {
      throw asTusError(err);
    }
    return {
      metadata: {
        filename: meta.filename,
        ...(meta.c_id !== undefined ? { c_id: meta.c_id } : {}),
        ...(meta.chunk_type !== undefined ? { chunk_type: String(meta.chunk_type) } : {}),
        [TEAM_KEY]: auth.teamId,
        [USER_KEY]: auth.userId,
      },
    };
  }

  /** Every request on an existing upload: only its own team may see or touch it (others get 404). */
  private async onIncoming(auth: AuthContext, method: string, id: string): Promise<void> {
    if (method === 'POST') return;
    const upload = await this.store.getUpload(id);
    if (upload.metadata?.[TEAM_KEY] !== auth.teamId) throw ERRORS.FILE_NOT_FOUND;
  }

  private async onFinish(
    auth: AuthContext,
    upload: Upload,
  ): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
    let result: KnowledgeCreateResult;
    try {
      const meta = readMetadata(upload.metadata);
      const bytes = await buffer(this.store.read(upload.id));
      if (bytes.byteLength > this.deps.maxBytes) throw tooLargeError(this.deps.maxBytes);
      result = await this.deps.knowledge.upload(
        auth,
        { fileName: meta.filename, bytes },
        {
          ...(meta.c_id !== undefined ? { cId: meta.c_id } : {}),
          ...(meta.chunk_type !== undefined ? { chunkType: meta.chunk_type } : {}),
        },
      );
    } catch (err) {
      // Refused or failed: the partial copy is of no further use (a retry uploads the file again).
      await this.store.remove(upload.id).catch(() => {});
      throw asTusError(err);
    }
    return {
      status_code: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ code: 200, msg: 'success', data: result }),
    };
  }

  /** Every error answer in the upload errors' shape, with the reason in plain words. */
  private errorBody(err: Error | TusError): TusError {
    const status = 'status_code' in err ? err.status_code : 500;
    // A connection dropped mid-PATCH is the client's loss, resumed by its next HEAD: not our failure.
    if (status >= 500 && status !== 501 && err !== ERRORS.FILE_WRITE_ERROR) this.deps.onServerError(err);
    const message = plainReason(status, 'body' in err ? err.body : '', this.deps.maxBytes);
    return {
      status_code: status,
      body: JSON.stringify({ status: 'error', message, code: 0, msg: message }),
    };
  }
}

function readMetadata(metadata: Upload['metadata']): ChunkUploadMetadata {
  const parsed = chunkUploadMetadataSchema.safeParse(
    Object.fromEntries(Object.entries(metadata ?? {}).filter(([, v]) => v !== null)),
  );
  if (!parsed.success) {
    throw tusError(
      400,
      'Send the file name in Upload-Metadata "filename" (optional: c_id, chunk_type 0 dense or 3 semantic)',
    );
  }
  return parsed.data;
}

function tusError(status: number, message: string): TusError {
  return { status_code: status, body: message };
}

/** Our own errors as tus errors: an AppError keeps its status and message; anything else is a 500. */
function asTusError(err: unknown): TusError | unknown {
  if (err instanceof AppError) return tusError(err.status, err.message);
  if (err && typeof err === 'object' && 'status_code' in err) return err;
  return err;
}

/** tus's terse bodies ("The file for this url was not found") as reasons a user can act on. */
function plainReason(status: number, body: string, maxBytes: number): string {
  if (status === 404) return 'This upload does not exist (or not in your team): start the upload again';
  if (status === 410) return 'This upload has expired or was removed: start the upload again';
  if (status === 413) return tooLargeError(maxBytes).message;
  if (status >= 500) return 'The upload could not be stored; resume it or try again';
  return body.trim() || 'The upload request is not valid';
}
