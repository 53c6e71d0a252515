import { describe, expect, it } from 'vitest';
import { para } from '../../paragraph';
import { backedChapters, isBacked } from './backed';

const quote = (q: string) => ({ file_id: 'f', page: 1, quote: q });

describe('isBacked', () => {
  it('keeps a paragraph whose every value its quote prints, and one without values', () => {
    const q = quote('Use was associated with lower mortality (aHR 0.72; 95% CI, 0.60-0.86; P<0.001).');
    expect(isBacked(para('校正风险比（aHR）为0.72（95%置信区间：0.60–0.86；P<0.001）。', [q]))).toBe(true);
    expect(isBacked(para('研究采用倾向性评分匹配。'))).toBe(true);
  });

  it('drops a value the writer derived: a sign the quote does not print, a number from nowhere', () => {
    const q = quote('Drug A reduced the index by 8.2 (95% CI, –13.7 to –2.6) mL/m2.');
    expect(isBacked(para('均数差为−8.2。', [q]))).toBe(false);
    expect(isBacked(para('共1200名研究对象。', [q]))).toBe(false);
    expect(isBacked(para('共1200名研究对象。'))).toBe(false);
  });

  it('backedChapters leaves out unbacked paragraphs and the sections and chapters they empty', () => {
    const q = quote('A total of 950 women were included.');
    const chapters = backedChapters([
      {
        title: 'A',
        sections: [
          { title: 's', items: [{ kind: 'text', paras: [para('950名', [q]), para('951名', [q])] }] },
        ],
      },
      { title: 'B', sections: [{ title: 's', items: [{ kind: 'text', paras: [para('12名', [q])] }] }] },
    ]);
    expect(chapters.map((c) => c.title)).toEqual(['A']);
    expect(chapters[0]!.sections[0]!.items).toEqual([{ kind: 'text', paras: [para('950名', [q])] }]);
  });
});
