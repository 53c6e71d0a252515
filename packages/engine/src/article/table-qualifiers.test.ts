import { describe, expect, it } from 'vitest';
import { bandZh, statNoteZh, unitNoteZh } from './table-qualifiers';

describe('table qualifiers', () => {
  it('reads bands and durations, signs and numbers as printed', () => {
    expect(bandZh('2 days', undefined)).toBe('2天');
    expect(bandZh('> 3 days', undefined)).toBe('>3天');
    expect(bandZh('less than 3 months', undefined)).toBe('<3个月');
    expect(bandZh('18 to 64 years', true)).toBe('18–64岁');
    expect(bandZh('18 to 64 years', false)).toBe('18–64年');
    expect(bandZh('18 to 64 years', undefined)).toBeNull();
    expect(bandZh('Days 1–7', undefined)).toBe('第1–7天');
    expect(bandZh('Within 7 d', undefined)).toBe('7天内');
    expect(bandZh('3 apples', undefined)).toBeNull();
  });

  it('gives units and counting notes, null for anything else', () => {
    expect(unitNoteZh('years', true)).toBe('岁');
    expect(unitNoteZh('y', false)).toBe('年');
    expect(unitNoteZh('mm Hg', false)).toBe('mmHg');
    expect(unitNoteZh('μmol/L', false)).toBe('μmol/L');
    expect(unitNoteZh('beats/min', false)).toBe('次/分');
    expect(unitNoteZh('frobs', false)).toBeNull();
    expect(statNoteZh('Median (IQR)')).toBe('中位数（IQR）');
    expect(statNoteZh('n (%)')).toBe('n（%）');
    expect(statNoteZh('patients')).toBeNull();
  });
});
