import type { ReadSeal, WriteTracker } from '../../db/write-tracker';
import { type JsonAnswer, jsonAnswer } from '../../http/etag';

type Answer = { answer: JsonAnswer; seal: ReadSeal; validUntil: number };

const DEFAULT_MAX_CHARS = 32 * 1024 * 1024;

/**
 * Whole detail answers (JSON) by reader, team and work, for a process that is its database's only writer
 * (PGlite). An answer is served while no table its reads named has been written since (the write tracker
 * says so without a query) and, for a share pair with an end, until that end. Least recently used out first.
 */
export class DetailAnswerCache {
  private readonly entries = new Map<string, Answer>();
  private chars = 0;

  constructor(
    private readonly writes: WriteTracker,
    private readonly maxChars = DEFAULT_MAX_CHARS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer for `key`, read through `read` (and kept) unless a current one is held. */
  async answer(key: string, read: () => Promise<{ json: string; validUntil: number }>): Promise<JsonAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (this.writes.isCurrent(hit.seal) && this.now() < hit.validUntil) {
        this.entries.set(key, hit);
        return hit.answer;
      }
      this.chars -= hit.answer.json.length;
    }
    const { value, seal } = await this.writes.sealed(read);
    const answer = jsonAnswer(value.json);
    if (seal) this.keep(key, { answer, seal, validUntil: value.validUntil });
    return answer;
  }

  private keep(key: string, answer: Answer): void {
    if (answer.answer.json.length > this.maxChars) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.answer.json.length;
    }
    this.entries.set(key, answer);
    this.chars += answer.answer.json.length;
    for (const [oldKey, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldKey);
      this.chars -= entry.answer.json.length;
    }
  }
}
