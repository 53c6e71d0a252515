/**
 * Unsent comment drafts, kept per work and per section and cleared after a successful submit. Stored in
 * localStorage so a closed popover or a reload does not lose the text; a missing or full storage silently
 * degrades to no cache.
 */

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'prowrite.comment-draft';

export function draftKey(workId: string, sectionId: string): string {
  return `${PREFIX}:${encodeURIComponent(workId)}:${encodeURIComponent(sectionId)}`;
}

export type DraftCache = {
  read(workId: string, sectionId: string): string;
  /** Saving an empty or blank text removes the draft. */
  write(workId: string, sectionId: string, text: string): void;
  clear(workId: string, sectionId: string): void;
};

export function createDraftCache(storage: DraftStorage | null): DraftCache {
  const attempt = <T>(fn: () => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    read: (workId, sectionId) => attempt(() => storage?.getItem(draftKey(workId, sectionId)) ?? '', ''),
    write: (workId, sectionId, text) =>
      attempt(() => {
        const key = draftKey(workId, sectionId);
        if (text.trim()) storage?.setItem(key, text);
        else storage?.removeItem(key);
      }, undefined),
    clear: (workId, sectionId) => attempt(() => storage?.removeItem(draftKey(workId, sectionId)), undefined),
  };
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const commentDrafts = createDraftCache(browserStorage());
