import type { Facts } from '@prowrite/contracts';
import type { SourceDocument, SourceInput } from '@prowrite/engine';

/** What the API thread sends a parse-pool thread: the source to read. */
export type ParseTaskInput = SourceInput;

/** What a parse-pool thread answers; errors travel as data so UnreadableSourceError keeps its meaning. */
export type ParseTaskAnswer =
  | { ok: true; doc: SourceDocument; facts: Facts }
  | { ok: false; unreadable: boolean; message: string };
