import os from 'node:os';
import type { IndexedItem, TeamIndexState } from './team-search-index';

/** "PWKS": marks a snapshot, so other bytes are never taken for one. */
const MAGIC = 0x534b5750;
/** Bumped whenever the layout changes: a snapshot of another format is ignored (the team is read whole). */
export const SNAPSHOT_FORMAT = 1;
const HEADER_WORDS = 7;

type SnapshotStrings = { items: IndexedItem[]; terms: string[]; chunkIds: string[] };

/**
 * A team index's compact form as bytes: a header (magic, format, string section length, chunks, terms,
 * postings, bytes per term frequency), the strings as one JSON text (items, terms, chunk ids: one native
 * parse instead of one per chunk), then the int32 arrays in host order, 4-byte aligned, and last the term
 * frequencies, one byte each when all are below 256 (nearly always: a term repeats little in a chunk). Null on a big-endian host (the arrays are
 * written and read as they lie in memory; such hosts simply read the team whole).
 */
export function encodeIndexSnapshot(state: TeamIndexState): Uint8Array | null {
  if (os.endianness() !== 'LE') return null;
  const strings: SnapshotStrings = { items: state.items, terms: state.terms, chunkIds: state.chunkIds };
  const json = Buffer.from(JSON.stringify(strings), 'utf8');
  const jsonPadded = (json.length + 3) & ~3;
  const arrays = [state.chunkItem, state.chunkLength, state.termStart, state.postingChunk];
  const tfBytes = state.postingTf.every((tf) => tf < 256) ? 1 : 4;
  const tfs = tfBytes === 1 ? Uint8Array.from(state.postingTf) : state.postingTf;
  const arrayBytes = arrays.reduce((sum, a) => sum + a.byteLength, 0) + tfs.byteLength;
  const out = new Uint8Array(HEADER_WORDS * 4 + jsonPadded + arrayBytes);
  const header = new Int32Array(out.buffer, 0, HEADER_WORDS);
  header.set([
    MAGIC,
    SNAPSHOT_FORMAT,
    json.length,
    state.chunkIds.length,
    state.terms.length,
    state.postingChunk.length,
    tfBytes,
  ]);
  out.set(json, HEADER_WORDS * 4);
  let at = HEADER_WORDS * 4 + jsonPadded;
  for (const a of [...arrays, tfs]) {
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
    at += a.byteLength;
  }
  return out;
}

/** The compact form in `bytes`, or null when they are not a snapshot of this format on this host. */
export function decodeIndexSnapshot(bytes: Uint8Array): TeamIndexState | null {
  if (os.endianness() !== 'LE' || bytes.byteLength < HEADER_WORDS * 4) return null;
  // Copied once into an aligned buffer: the driver's bytes may start at any offset.
  const buffer = new Uint8Array(bytes).buffer;
  const [magic, format, jsonLength, chunks, terms, postings, tfBytes] = new Int32Array(
    buffer,
    0,
    HEADER_WORDS,
  );
  if (magic !== MAGIC || format !== SNAPSHOT_FORMAT) return null;
  if (
    jsonLength === undefined ||
    chunks === undefined ||
    terms === undefined ||
    postings === undefined ||
    (tfBytes !== 1 && tfBytes !== 4) ||
    jsonLength < 0 ||
    chunks < 0 ||
    terms < 0 ||
    postings < 0
  )
    return null;
  const arraysAt = HEADER_WORDS * 4 + ((jsonLength + 3) & ~3);
  const words = 2 * chunks + (terms + 1) + postings;
  if (buffer.byteLength !== arraysAt + 4 * words + tfBytes * postings) return null;
  const strings = JSON.parse(
    Buffer.from(buffer, HEADER_WORDS * 4, jsonLength).toString('utf8'),
  ) as SnapshotStrings;
  if (
    !Array.isArray(strings.items) ||
    !Array.isArray(strings.terms) ||
    !Array.isArray(strings.chunkIds) ||
    strings.terms.length !== terms ||
    strings.chunkIds.length !== chunks
  )
    return null;
  let at = arraysAt;
  const next = (n: number) => {
    const a = new Int32Array(buffer, at, n);
    at += 4 * n;
    return a;
  };
  return {
    items: strings.items,
    terms: strings.terms,
    chunkIds: strings.chunkIds,
    chunkItem: next(chunks),
    chunkLength: next(chunks),
    termStart: next(terms + 1),
    postingChunk: next(postings),
    postingTf: tfBytes === 1 ? Int32Array.from(new Uint8Array(buffer, at, postings)) : next(postings),
  };
}
