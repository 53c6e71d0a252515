import { describe, expect, it } from 'vitest';
import { canSubmitComment, commentLength, limitComment, skeletonRows } from './comment-text';
import { createDraftCache, type DraftStorage, draftKey } from './draft-cache';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('comment draft cache', () => {
  it('keeps one draft per work and per slide', () => {
    const storage = memoryStorage();
    const cache = createDraftCache(storage);
    cache.write('w1', '1', 'first slide');
    cache.write('w1', '2', 'second slide');
    cache.write('w2', '1', 'other work');
    expect(cache.read('w1', '1')).toBe('first slide');
    expect(cache.read('w1', '2')).toBe('second slide');
    expect(cache.read('w2', '1')).toBe('other work');
    expect(cache.read('w2', '2')).toBe('');
  });

  it('removes the draft when cleared or saved blank', () => {
    const storage = memoryStorage();
    const cache = createDraftCache(storage);
    cache.write('w', '3', 'text');
    cache.write('w', '3', '   ');
    expect(storage.data.size).toBe(0);
    cache.write('w', '3', 'text');
    cache.clear('w', '3');
    expect(cache.read('w', '3')).toBe('');
  });

  it('cannot be confused by ids containing the separator', () => {
    expect(draftKey('a:b', 'c')).not.toBe(draftKey('a', 'b:c'));
  });

  it('degrades to no cache when storage is missing or throws', () => {
    const none = createDraftCache(null);
    none.write('w', '1', 'x');
    expect(none.read('w', '1')).toBe('');
    const broken = createDraftCache({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => broken.write('w', '1', 'x')).not.toThrow();
    expect(broken.read('w', '1')).toBe('');
    expect(() => broken.clear('w', '1')).not.toThrow();
  });
});

describe('comment text rules', () => {
  it('counts code points, so emoji and CJK count once', () => {
    expect(commentLength('评论😀')).toBe(3);
  });

  it('allows submitting non-blank text of at most 500 characters', () => {
    expect(canSubmitComment('')).toBe(false);
    expect(canSubmitComment(' \n\t ')).toBe(false);
    expect(canSubmitComment('ok')).toBe(true);
    expect(canSubmitComment('字'.repeat(500))).toBe(true);
    expect(canSubmitComment('字'.repeat(501))).toBe(false);
  });

  it('cuts pasted text at 500 characters without breaking an emoji', () => {
    const cut = limitComment('😀'.repeat(600));
    expect([...cut].length).toBe(500);
    expect(cut.endsWith('😀')).toBe(true);
    expect(limitComment('short')).toBe('short');
  });

  it('shows min(2, count) skeleton rows', () => {
    expect([0, 1, 2, 7, -1].map(skeletonRows)).toEqual([0, 1, 2, 2, 0]);
  });
});
