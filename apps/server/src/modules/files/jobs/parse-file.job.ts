import type { Facts } from '@prowrite/contracts';
import {
  type SourceDocument,
  type SourceFigure,
  type SourceInput,
  UnreadableSourceError,
} from '@prowrite/engine';
import { errorMessage } from '../../../jobs/worker';
import { defineJob, PermanentJobError } from '../../../jobs/job-registry';
import type { StorageDriver } from '../../../storage/storage-driver';
import type { FilesRepository } from '../files.repository';
import { figureUrl, SOURCE_KINDS } from '../files.service';
import { FILE_PARSE_JOB, fileParsePayloadSchema } from './file-parse-payload';

/** The engine calls the job needs; injected so tests and the server share one wiring point. */
export type SourceEngine = {
  /** Parses a source and extracts its facts; throws UnreadableSourceError for input it cannot read. */
  parse(input: SourceInput): Promise<{ doc: SourceDocument; facts: Facts }>;
};

/** A figure as stored in `file_parses.document`: its PNG lives in storage, named by sha1. */
export type StoredFigure = Omit<SourceFigure, 'png'> & { png_sha1: string | null; url: string };
/** The SourceDocument as stored: JSON without PNG bytes. */
export type StoredSourceDocument = Omit<SourceDocument, 'figures'> & { figures: StoredFigure[] };

export type ParseFileJobDeps = {
  repo: FilesRepository;
  storage: StorageDriver;
  engine: SourceEngine;
  engineVersion: string;
};

/**
 * `file.parse`: reads an uploaded source, stores its SourceDocument and Facts, and moves the file's
 * parse_status wait -> inProgress -> success | error. Unreadable input fails at once with the engine's
 * message; other errors are retried by the queue (status back to `wait` meanwhile) and end as `error`.
 */
export function createParseFileJob(deps: ParseFileJobDeps) {
  const { repo, storage, engine } = deps;
  return defineJob({
    type: FILE_PARSE_JOB,
    payload: fileParsePayloadSchema,
    async run({ fileId, teamId }, ctx) {
      const scope = { teamId };
      const file = await repo.findById(scope, fileId);
      if (!file) return { skipped: 'the file no longer exists' };
      // A re-delivered job (worker died after saving) must not parse twice.
      if (file.parseStatus === 'success') return { skipped: 'already parsed' };
      if (!SOURCE_KINDS.has(file.kind)) throw new PermanentJobError(`A ${file.kind} file is not a source`);
      await repo.setParseStatus(scope, fileId, 'inProgress');
      try {
        // The engine copies what pdf.js needs, so the Buffer is passed as it is (no second 50 MB copy here).
        const bytes = await storage.get(file.sha1);
        const { doc, facts } = await engine.parse({ bytes, fileId, kind: file.kind, name: file.name });
        const document = await storeFigures(storage, doc, fileId);
        await repo.saveParse(scope, {
          fileId,
          engineVersion: deps.engineVersion,
          document,
          facts: linkFigures(facts, document.figures),
          pages: doc.pages.length > 0 ? doc.pages.length : null,
        });
        return { pages: doc.pages.length, figures: document.figures.length };
      } catch (err) {
        if (err instanceof UnreadableSourceError) throw new PermanentJobError(err.message);
        const message = `Unexpected parser error: ${errorMessage(err)}`;
        if (!ctx.isLastAttempt) await repo.setParseStatus(scope, fileId, 'wait', `${message} (retrying)`);
        throw new Error(message, { cause: err });
      }
    },
    async onDead({ fileId, teamId }, error) {
      await repo.setParseStatus({ teamId }, fileId, 'error', error);
    },
  });
}

async function storeFigures(
  storage: StorageDriver,
  doc: SourceDocument,
  fileId: string,
): Promise<StoredSourceDocument> {
  const figures: StoredFigure[] = [];
  for (const [index, { png, ...figure }] of doc.figures.entries()) {
    const stored = png && png.byteLength > 0 ? await storage.put(png) : null;
    figures.push({ ...figure, png_sha1: stored?.sha1 ?? null, url: stored ? figureUrl(fileId, index) : '' });
  }
  return { ...doc, figures };
}

/** Gives each fact figure the address of its stored crop, matching the document's figures by page and caption. */
function linkFigures(facts: Facts, figures: StoredFigure[]): Facts {
  const used = new Set<number>();
  return {
    ...facts,
    figures: facts.figures.map((figure) => {
      const index = figures.findIndex(
        (f, i) => !used.has(i) && f.page === figure.page && f.caption === figure.caption,
      );
      if (index < 0) return figure;
      used.add(index);
      return { ...figure, url: figures[index]!.url };
    }),
  };
}
