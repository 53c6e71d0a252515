import type { ArticleComponent, KeyFigure } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { barShares, numericValue, setFigureField } from './figures';

const tile = (value: string, unit: string, role: KeyFigure['role'] = 'arm'): KeyFigure => ({
  id: `t${value}${unit}`,
  role,
  label: 'arm',
  value,
  unit,
  note: '',
});

const component = (figures: KeyFigure[]): ArticleComponent => ({
  id: 'c1',
  component: 'key_figures',
  component_name: 'key_figures',
  title: 'Primary result',
  content_str: '',
  contents: [{ id: 'result', type: 'key_figures', key_figures: { panel: 'result', figures } }],
  animation: false,
  show_article_num: false,
  show_loading: false,
  double_flag: false,
  article_num: 0,
  nsfw_flag: false,
});

describe('infographic tiles', () => {
  it('reads printed values as numbers, never ratios, p values or blanks', () => {
    expect(numericValue('9.6')).toBe(9.6);
    expect(numericValue('−0.9')).toBe(-0.9);
    expect(numericValue('8.0%')).toBe(8);
    for (const v of ['<0.0001', '2:1', '', '1,063']) expect(numericValue(v)).toBeNull();
  });

  it('draws bars only for arms in one unit with non-negative numbers; percentages against 100', () => {
    expect(barShares([tile('45.7', '%'), tile('1.5', '%')])).toEqual([0.457, 0.015]);
    expect(barShares([tile('9.6', 'months'), tile('4.8', 'months')])).toEqual([1, 0.5]);
    expect(barShares([tile('9.6', 'months'), tile('45', '%')])).toBeNull();
    expect(barShares([tile('−2.1', 'points'), tile('1.0', 'points')])).toBeNull();
    expect(barShares([tile('<0.001', '')])).toBeNull();
    expect(barShares([tile('0', '%'), tile('0', 'x')])).toBeNull();
  });

  it('edits one field of one tile; an unchanged value returns the same component', () => {
    const c = component([tile('9.6', 'months'), tile('5.1', 'months')]);
    const edited = setFigureField(c, 0, 1, 'note', '59 of 129');
    expect(edited.contents[0]!.key_figures!.figures[1]!.note).toBe('59 of 129');
    expect(edited.contents[0]!.key_figures!.figures[0]).toBe(c.contents[0]!.key_figures!.figures[0]);
    expect(setFigureField(c, 0, 0, 'value', '9.6')).toBe(c);
    expect(setFigureField(c, 3, 0, 'value', '1')).toBe(c);
  });
});
