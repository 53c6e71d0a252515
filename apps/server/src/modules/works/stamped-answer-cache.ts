import type { JsonAnswer } from '../../http/etag';

type Entry = { stamp: string; answer: JsonAnswer; validUntil: number };

const DEFAULT_MAX_CHARS = 32 * 1024 * 1024;

/**
 * Whole detail answers by reader, team and work, for a database other processes also write (PostgreSQL).
 * Each read first asks the database for the answer's stamp (one indexed statement); an answer is served only
 * while the stamp read now is the one it was built under, so it is never staler than that read, in any
 * process. The stamp must be read before the answer's own reads (decision 0071). Least recently used out first.
 */
export class StampedAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    private readonly maxChars = DEFAULT_MAX_CHARS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer kept for `key` under exactly `stamp`, if it is still within its end. */
  get(key: string, stamp: string): JsonAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp || this.now() >= hit.validUntil) {
      this.chars -= hit.answer.json.length;
      return undefined;
    }
    this.entries.set(key, hit);
    return hit.answer;
  }

  keep(key: string, stamp: string, answer: JsonAnswer, validUntil: number): void {
    if (answer.json.length > this.maxChars) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.answer.json.length;
    }
    this.entries.set(key, { stamp, answer, validUntil });
    this.chars += answer.json.length;
    for (const [oldKey, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldKey);
      this.chars -= entry.answer.json.length;
    }
  }
}
