import { describe, expect, it } from 'vitest';
import {
  CHOSEN_SOURCES_KEY,
  loadChosenSources,
  parseChosenSources,
  saveChosenSources,
  toggleChosen,
} from './chosen-sources';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('chosen sources', () => {
  it('survive a reload through storage, in order', () => {
    const storage = memoryStorage();
    const list = [
      { fileId: 'a', name: 'act-v.pdf', size: 10, pages: 8 },
      { fileId: 'b', name: 'notes.txt', size: 3 },
    ];
    saveChosenSources(storage, list);
    expect(loadChosenSources(storage)).toEqual(list);
    saveChosenSources(storage, []);
    expect(storage.map.has(CHOSEN_SOURCES_KEY)).toBe(false);
  });

  it('drop malformed or duplicate entries instead of failing', () => {
    expect(parseChosenSources('not json')).toEqual([]);
    expect(parseChosenSources('{"fileId":"a"}')).toEqual([]);
    expect(
      parseChosenSources(
        JSON.stringify([
          { fileId: 'a', name: 'x', size: -1 },
          { fileId: 'a', name: 'y' },
          { name: 'z' },
          null,
          3,
        ]),
      ),
    ).toEqual([{ fileId: 'a', name: 'x', size: 0 }]);
  });

  it('survive a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadChosenSources(throwing)).toEqual([]);
    expect(() => saveChosenSources(throwing, [{ fileId: 'a', name: 'x', size: 1 }])).not.toThrow();
  });

  it('toggle a file in the selection', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    expect(toggleChosen([], a)).toEqual([a]);
    expect(toggleChosen([a, b], a)).toEqual([b]);
  });
});
