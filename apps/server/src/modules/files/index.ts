/**
 * The files module to other modules: the one owner of the `files` table (uploads, media, exports) and of its
 * rules (dedupe by sha1 per team, purpose, expiry of exports). Others call the service, never the repository.
 */
export {
  type FileOwner,
  FilesService,
  figureUrl,
  type RawFile,
  type RawFilePart,
  rawFileUrl,
  SOURCE_KINDS,
  type StoredBytes,
} from './files.service';
export { sanitizeFileName } from './sanitize-file-name';
export { MIME_BY_KIND } from './sniff-file-type';
export type { SourceEngine } from './jobs/parse-file.job';
