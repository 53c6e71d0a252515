import { describe, expect, it } from 'vitest';
import { stringifyWithRawAt } from './json-splice';

describe('stringifyWithRawAt', () => {
  it('gives exactly JSON.stringify of the whole value, the part at the path written as given', () => {
    const list = [{ b: 1, a: 'x"\u2028\n' }, { c: null }];
    const rest = { n: 1, s: 'é"\\', arr: [1, undefined, () => 1], when: new Date(0), nested: { z: 1 } };
    const value = {
      code: 200,
      msg: 'ok',
      skipped: undefined,
      data: { data: { before: rest, list: [] as unknown[], after: 2, gone: undefined } },
    };
    const spliced = stringifyWithRawAt(value, ['data', 'data', 'list'], JSON.stringify(list));
    expect(spliced).toBe(JSON.stringify({ ...value, data: { data: { ...value.data.data, list } } }));
  });

  it('keeps the key order of the objects on the path, integer-like keys first as JSON.stringify does', () => {
    const value = { z: 1, 2: 'two', list: [] as unknown[], 1: 'one', a: 0 };
    expect(stringifyWithRawAt(value, ['list'], '[3]')).toBe(JSON.stringify({ ...value, list: [3] }));
  });
});
