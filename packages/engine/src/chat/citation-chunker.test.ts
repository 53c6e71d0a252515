import { describe, expect, it } from 'vitest';
import { CitationChunker, citationMarkers } from './citation-chunker';

function rechunk(pieces: string[]): string[] {
  const chunker = new CitationChunker();
  const out = pieces.map((p) => chunker.push(p));
  out.push(chunker.flush());
  return out.filter((p) => p !== '');
}

describe('CitationChunker', () => {
  it('never splits a marker across deltas, whatever the cut points', () => {
    const text = 'The trial enrolled 217 patients [1] and met its endpoint [12]; see also [3].';
    for (let a = 1; a < text.length; a++)
      for (let b = a + 1; b < text.length; b += 7) {
        const out = rechunk([text.slice(0, a), text.slice(a, b), text.slice(b)]);
        expect(out.join('')).toBe(text);
        const markers = out.flatMap(citationMarkers);
        expect(markers).toEqual([1, 12, 3]);
      }
  });

  it('lets brackets that are not markers through at the latest on the next piece', () => {
    expect(rechunk(['a [b', 'c] d'])).toEqual(['a [b', 'c] d']);
    expect(rechunk(['range [1', '0-20]'])).toEqual(['range ', '[10-20]']);
    expect(rechunk(['ends with [', ''])).toEqual(['ends with ', '[']);
  });
});
