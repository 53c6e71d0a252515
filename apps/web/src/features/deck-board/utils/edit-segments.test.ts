import type { TextSegment } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { editSegments } from './edit-segments';

const segs: TextSegment[] = [
  { text: 'PFS improved to ' },
  { text: '8.3 months', highlight: true },
  { text: ' with velarimab' },
];
const joined = (s: TextSegment[]) => s.map((x) => x.text).join('');

describe('editing styled segments as plain text', () => {
  it('changes text inside a highlighted segment and keeps its style', () => {
    const out = editSegments(segs, 'PFS improved to 9.1 months with velarimab');
    expect(joined(out)).toBe('PFS improved to 9.1 months with velarimab');
    expect(out[1]).toEqual({ text: '9.1 months', highlight: true });
    expect(out[0]).toEqual({ text: 'PFS improved to ' });
  });

  it('typing after a segment extends that segment', () => {
    const out = editSegments(segs, 'PFS improved to 8.3 months(median) with velarimab');
    expect(out[1]).toEqual({ text: '8.3 months(median)', highlight: true });
    expect(out[2]).toEqual({ text: ' with velarimab' });
  });

  it('inserting at the very start goes into the first segment', () => {
    const out = editSegments(segs, 'Median PFS improved to 8.3 months with velarimab');
    expect(out[0]!.text).toBe('Median PFS improved to ');
    expect(out[1]!.highlight).toBe(true);
  });

  it('removes a segment whose text is deleted and replaces across segments', () => {
    expect(editSegments(segs, 'PFS improved to  with velarimab')).toEqual([
      { text: 'PFS improved to ' },
      { text: ' with velarimab' },
    ]);
    const across = editSegments(segs, 'PFS was longer with velarimab');
    expect(joined(across)).toBe('PFS was longer with velarimab');
  });

  it('handles CJK text and clearing everything', () => {
    const zh = editSegments([{ text: '中位' }, { text: '8.3个月', color: '#0066CC' }], '中位9.1个月');
    expect(zh).toEqual([{ text: '中位' }, { text: '9.1个月', color: '#0066CC' }]);
    expect(editSegments(segs, '')).toEqual([{ text: '' }]);
  });
});
