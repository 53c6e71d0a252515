import { describe, expect, it } from 'vitest';
import { jsonAnswer } from '../../http/etag';
import { StampedAnswerCache } from './stamped-answer-cache';

describe('StampedAnswerCache', () => {
  it('serves an answer only under the stamp it was kept with, and forgets it on another stamp', () => {
    const cache = new StampedAnswerCache();
    const answer = jsonAnswer('{"a":1}');
    cache.keep('k', 's1', answer, Infinity);
    expect(cache.get('k', 's1')).toBe(answer);
    expect(cache.get('other', 's1')).toBeUndefined();
    expect(cache.get('k', 's2')).toBeUndefined();
    // A stamp seen to differ drops the entry: the old stamp does not bring it back.
    expect(cache.get('k', 's1')).toBeUndefined();
  });

  it('stops serving at the end given (a share pair expiring with no write)', () => {
    let now = 1_000;
    const cache = new StampedAnswerCache(1024, () => now);
    cache.keep('k', 's', jsonAnswer('{}'), 2_000);
    expect(cache.get('k', 's')).toBeDefined();
    now = 2_000;
    expect(cache.get('k', 's')).toBeUndefined();
  });

  it('keeps at most its size in characters, least recently used out first', () => {
    const cache = new StampedAnswerCache(10);
    cache.keep('a', 's', jsonAnswer('1234'), Infinity);
    cache.keep('b', 's', jsonAnswer('5678'), Infinity);
    expect(cache.get('a', 's')).toBeDefined();
    cache.keep('c', 's', jsonAnswer('9012'), Infinity);
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBeDefined();
    expect(cache.get('c', 's')).toBeDefined();
    cache.keep('huge', 's', jsonAnswer('"far more than ten"'), Infinity);
    expect(cache.get('huge', 's')).toBeUndefined();
  });
});
