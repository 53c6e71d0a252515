/** The per-reader values the deck detail adds to each stored slide. */
export type SlideCommentState = { count: number; unread: number };

type Hole = 'comment_num' | 'is_read_comment';
const HOLES: ReadonlySet<string> = new Set<Hole>(['comment_num', 'is_read_comment']);

/**
 * One stored slide serialised once: the JSON of `{...slide, comment_num, is_read_comment}` cut around those
 * two values, which are the only per-reader parts (they stay where the stored slide has them, else last).
 */
class SlideTemplate {
  readonly section: string;
  private readonly parts: string[] = [];
  private readonly holes: Hole[] = [];

  constructor(slide: Record<string, unknown>) {
    this.section = String(slide.slide_num);
    let text = '{';
    let first = true;
    for (const [name, value] of Object.entries({ ...slide, comment_num: 0, is_read_comment: true })) {
      const json = JSON.stringify(value);
      if (json === undefined) continue;
      text += `${first ? '' : ','}${JSON.stringify(name)}:`;
      first = false;
      if (HOLES.has(name)) {
        this.parts.push(text);
        this.holes.push(name as Hole);
        text = '';
      } else {
        text += json;
      }
    }
    this.parts.push(`${text}}`);
  }

  get size(): number {
    return this.parts.reduce((n, p) => n + p.length, 0);
  }

  render(state: SlideCommentState | undefined): string {
    let json = this.parts[0]!;
    for (let i = 0; i < this.holes.length; i++) {
      const value = this.holes[i] === 'comment_num' ? (state?.count ?? 0) : (state?.unread ?? 0) === 0;
      json += `${value}${this.parts[i + 1]}`;
    }
    return json;
  }
}

/**
 * A deck's stored slides, serialised once; `render` answers the detail's `slide_list` JSON for one reader,
 * byte for byte what `JSON.stringify` gives for the slides with that reader's comment counts.
 */
export class StoredSlideList {
  private readonly templates: SlideTemplate[];
  readonly size: number;

  constructor(slides: readonly unknown[]) {
    this.templates = slides.map((s) => new SlideTemplate(s as Record<string, unknown>));
    this.size = this.templates.reduce((n, t) => n + t.size, 0);
  }

  render(bySection: ReadonlyMap<string, SlideCommentState>): string {
    return `[${this.templates.map((t) => t.render(bySection.get(t.section))).join(',')}]`;
  }
}

const DEFAULT_MAX_CHARS = 32 * 1024 * 1024;

/**
 * Serialised slide lists of finished decks by work id and version, least recently used out first. A finished
 * deck's slides change only through a save, and every save takes the next version in the same transaction
 * (version-claim.ts), so an entry for (id, version) can never be stale, in this process or after another
 * process's save. Decks still being generated gain slides without a new version and are never kept.
 */
export class StoredSlideListCache {
  private readonly entries = new Map<string, StoredSlideList>();
  private chars = 0;

  constructor(private readonly maxChars = DEFAULT_MAX_CHARS) {}

  get(workId: string, version: number): StoredSlideList | undefined {
    const key = `${workId}@${version}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(workId: string, version: number, list: StoredSlideList): void {
    const key = `${workId}@${version}`;
    if (this.entries.has(key) || list.size > this.maxChars) return;
    this.entries.set(key, list);
    this.chars += list.size;
    for (const [oldKey, old] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldKey);
      this.chars -= old.size;
    }
  }
}
