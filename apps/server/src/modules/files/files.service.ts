import type { Readable } from 'node:stream';
import {
  type FileDetail,
  type FileInfo,
  type FileKind,
  type FileListQuery,
  type FileListResult,
  type Facts,
  factsSchema,
} from '@prowrite/contracts';
import type { AuthContext, TeamScope } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { tooLargeError } from '../../http/upload-errors';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { JobQueue } from '../../jobs/job-queue';
import type { StorageDriver } from '../../storage/storage-driver';
import type { FileRow, FilesRepository } from './files.repository';
import { FILE_PARSE_JOB, type FileParsePayload } from './jobs/file-parse-payload';
import { type RequestedRange, resolveRange, type ResolvedRange } from '../../http/byte-range';
import { sanitizeFileName } from './sanitize-file-name';
import { sniffFileType } from './sniff-file-type';

/** Kinds the engine reads for facts; images are only stored for the insert dialogs. */
export const SOURCE_KINDS: ReadonlySet<FileKind> = new Set(['pdf', 'docx', 'txt', 'md']);

const EXTENSION_BY_KIND: Record<FileKind, string> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  md: 'md',
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  mp4: 'mp4',
  webm: 'webm',
};

export type RawFile = { stream: Readable; mime: string; size: number; name: string; kind: FileKind };

/** The raw route's answer: the whole file, part of it, or (stream null) nothing when the range is unsatisfiable. */
export type RawFilePart = Omit<RawFile, 'stream'> & { stream: Readable | null; range: ResolvedRange | null };

/** Who records a file: the team it belongs to and the user who brought it. */
export type FileOwner = Pick<AuthContext, 'teamId' | 'userId' | 'scope'>;

/** Bytes already in storage, described for their file record. */
export type StoredBytes = { name: string; sha1: string; size: number; mime: string; kind: FileKind };

/** A file's private address (the raw route answers the team's sessions only). */
export function rawFileUrl(id: string): string {
  return `/api/files/${encodeURIComponent(id)}/raw`;
}

export function figureUrl(fileId: string, index: number): string {
  return `/api/files/${encodeURIComponent(fileId)}/figures/${index}`;
}

export class FilesService {
  constructor(
    private readonly repo: FilesRepository,
    private readonly storage: StorageDriver,
    private readonly queue: JobQueue,
    private readonly uploadMaxBytes: number,
  ) {}

  /**
   * Stores an upload after checking its size and sniffing its type from the bytes. The same bytes uploaded
   * again by the same team answer the existing file (and its parse); sources get a `file.parse` job.
   */
  async upload(
    auth: AuthContext,
    upload: { fileName: string | undefined; bytes: Buffer },
  ): Promise<FileInfo> {
    const { bytes } = upload;
    if (bytes.byteLength === 0) throw badRequest('The file is empty');
    if (bytes.byteLength > this.uploadMaxBytes) throw tooLargeError(this.uploadMaxBytes);
    const cleanName = sanitizeFileName(upload.fileName);
    const sniffed = sniffFileType(bytes, cleanName);
    if (!sniffed.ok) throw badRequest(sniffed.reason);
    const name = cleanName || `upload.${EXTENSION_BY_KIND[sniffed.kind]}`;
    const stored = await this.storage.put(bytes);
    const isSource = SOURCE_KINDS.has(sniffed.kind);

    const existing = await this.existingUpload(auth.scope, stored.sha1, sniffed.kind);
    if (existing) {
      // A failed parse is retried when the user uploads the file again.
      if (isSource && existing.parseStatus === 'error') await this.reparse(auth.scope, existing);
      return toInfo(existing);
    }

    const row = await this.repo.transaction(async (repo, tx) => {
      const inserted = await repo.insert({
        id: newId(),
        teamId: auth.teamId,
        ownerId: auth.userId,
        name,
        sha1: stored.sha1,
        size: bytes.byteLength,
        mime: sniffed.mime,
        kind: sniffed.kind,
        pages: null,
        parseStatus: isSource ? 'wait' : 'success',
      });
      if (inserted && isSource) await this.enqueueParse(inserted, tx);
      return inserted;
    });
    if (row) return toInfo(row);
    // A concurrent upload of the same bytes won the insert: answer its record.
    return toInfo(await this.requireExistingUpload(auth.scope, stored.sha1, sniffed.kind));
  }

  /**
   * Records bytes the caller already stored (media: sniffed and capped by the media module) as an upload of
   * the team. The same bytes answer the team's existing record, as every upload does.
   */
  async recordUpload(owner: FileOwner, file: StoredBytes): Promise<FileInfo> {
    const inserted = await this.repo.insert({
      id: newId(),
      teamId: owner.teamId,
      ownerId: owner.userId,
      ...file,
      pages: null,
      parseStatus: 'success',
    });
    return toInfo(inserted ?? (await this.requireExistingUpload(owner.scope, file.sha1, file.kind)));
  }

  /**
   * Stores an exported PNG as an export record of the team (purpose 'export': not listed among uploads, gone
   * after `deleteExportsBefore`) -> its raw address. Identical bytes share one record.
   */
  async storeExport(owner: FileOwner, png: Buffer, name: string): Promise<string> {
    const stored = await this.storage.put(png);
    const row = await this.repo.insertExport({
      id: newId(),
      teamId: owner.teamId,
      ownerId: owner.userId,
      name,
      sha1: stored.sha1,
      size: png.byteLength,
      mime: 'image/png',
      kind: 'png',
      pages: null,
      parseStatus: 'success',
    });
    if (!row) throw new Error('The exported image record vanished after a concurrent export');
    return rawFileUrl(row.id);
  }

  /**
   * Deletes export records created before `cutoff` in every team, with their stored bytes when nothing else
   * uses them (objects are content-addressed and shared: other teams, other kinds, figure crops). An identical
   * upload racing the sweep in the same instant can still lose its bytes, which a re-upload restores. Answers
   * how many distinct objects the deleted records pointed at.
   */
  async deleteExportsBefore(cutoff: Date): Promise<number> {
    const sha1s = await this.repo.deleteExportsBefore(cutoff);
    for (const sha1 of sha1s) {
      if (!(await this.repo.isObjectUsed(sha1))) await this.storage.delete(sha1);
    }
    return sha1s.length;
  }

  async detail(scope: TeamScope, id: string): Promise<FileDetail> {
    return toDetail(await this.require(scope, id));
  }

  async list(scope: TeamScope, query: FileListQuery): Promise<FileListResult> {
    const { rows, total } = await this.repo.list(scope, {
      offset: query.pageno * query.pagesize,
      limit: query.pagesize,
    });
    return { data: rows.map(toDetail), total_num: total };
  }

  async openRaw(scope: TeamScope, id: string): Promise<RawFile> {
    const file = await this.require(scope, id);
    return {
      stream: await this.storage.stream(file.sha1),
      mime: file.mime,
      size: file.size,
      name: file.name,
      kind: file.kind,
    };
  }

  /** `openRaw` for a `Range` request (videos seek): only the asked part is read. */
  async openRawPart(scope: TeamScope, id: string, requested: RequestedRange | null): Promise<RawFilePart> {
    const file = await this.require(scope, id);
    const range = requested ? resolveRange(requested, file.size) : null;
    const stream =
      range === 'unsatisfiable' ? null : await this.storage.stream(file.sha1, range ?? undefined);
    return { stream, mime: file.mime, size: file.size, name: file.name, kind: file.kind, range };
  }

  async openFigure(scope: TeamScope, fileId: string, index: number): Promise<Readable> {
    const sha1 = await this.repo.findFigureSha1(scope, fileId, index);
    if (!sha1) throw notFound('Figure');
    return this.storage.stream(sha1);
  }

  /** The facts of a parsed source: 409 while parsing, 400 with the reason when parsing failed. */
  async facts(scope: TeamScope, fileId: string): Promise<Facts> {
    const file = await this.require(scope, fileId);
    if (!SOURCE_KINDS.has(file.kind)) {
      throw badRequest('Facts are extracted from source files only (PDF, DOCX, TXT or Markdown)');
    }
    switch (file.parseStatus) {
      case 'wait':
      case 'inProgress':
        throw conflict('The file is still being parsed; try again in a moment');
      case 'error':
        throw badRequest(`The file could not be parsed: ${file.errMsg || 'unknown error'}`);
    }
    const facts = factsSchema.safeParse(await this.repo.findFacts(scope, fileId));
    if (!facts.success)
      throw conflict('The facts of this file are not available; upload it again to re-parse it');
    return facts.data;
  }

  /**
   * What chat reads of a parsed source: its page texts and facts. 409 while parsing, 400 with the reason when
   * parsing failed or the file is not a source (same rules as `facts`).
   */
  async sourceForChat(
    scope: TeamScope,
    fileId: string,
  ): Promise<{ name: string; pages: { number: number; text: string }[]; facts: Facts | null }> {
    const file = await this.require(scope, fileId);
    if (!SOURCE_KINDS.has(file.kind)) {
      throw badRequest(`${file.name} is not a source file (PDF, DOCX, TXT or Markdown)`);
    }
    if (file.parseStatus === 'wait' || file.parseStatus === 'inProgress')
      throw conflict(`${file.name} is still being parsed; ask again in a moment`);
    if (file.parseStatus === 'error')
      throw badRequest(`${file.name} could not be parsed: ${file.errMsg || 'unknown error'}`);
    const facts = factsSchema.safeParse(await this.repo.findFacts(scope, fileId));
    return {
      name: file.name,
      pages: await this.repo.findPageTexts(scope, fileId),
      facts: facts.success ? facts.data : null,
    };
  }

  /** The team's record of these bytes, if any; an export record of them becomes an upload (listed and kept). */
  private async existingUpload(scope: TeamScope, sha1: string, kind: FileKind): Promise<FileRow | undefined> {
    const found = await this.repo.findBySha1(scope, sha1, kind);
    return found && (await this.repo.keepAsUpload(found));
  }

  /** `existingUpload` after an insert lost to a concurrent one: the record must be there. */
  private async requireExistingUpload(scope: TeamScope, sha1: string, kind: FileKind): Promise<FileRow> {
    const existing = await this.existingUpload(scope, sha1, kind);
    if (!existing) throw new Error('The file record vanished after a concurrent upload');
    return existing;
  }

  private async require(scope: TeamScope, id: string): Promise<FileRow> {
    const file = await this.repo.findById(scope, id);
    if (!file) throw notFound('File');
    return file;
  }

  private async reparse(scope: TeamScope, file: FileRow): Promise<void> {
    await this.repo.transaction(async (repo, tx) => {
      await repo.setParseStatus(scope, file.id, 'wait');
      await this.enqueueParse(file, tx);
    });
    file.parseStatus = 'wait';
    file.errMsg = '';
  }

  private async enqueueParse(file: FileRow, tx: Db): Promise<void> {
    const payload: FileParsePayload = { fileId: file.id, teamId: file.teamId };
    await this.queue.enqueue(FILE_PARSE_JOB, payload, { teamId: file.teamId, tx, maxAttempts: 3 });
  }
}

function toInfo(file: FileRow): FileInfo {
  return {
    id: file.id,
    name: file.name,
    sha1: file.sha1,
    size: file.size,
    mime: file.mime,
    kind: file.kind,
    pages: file.pages,
  };
}

function toDetail(file: FileRow): FileDetail {
  return {
    ...toInfo(file),
    parse_status: file.parseStatus,
    err_msg: file.errMsg,
    created_at: Math.floor(file.createdAt.getTime() / 1000),
  };
}
