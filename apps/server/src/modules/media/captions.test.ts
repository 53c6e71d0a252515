import { describe, expect, it } from 'vitest';
import { escapeHtml, splitCaption } from './captions';

describe('splitCaption', () => {
  it.each([
    [
      'Figure 2. Kaplan–Meier estimates of overall survival. Tick marks indicate censored data.',
      {
        label: 'Figure 2',
        kind: 'image',
        title: 'Kaplan–Meier estimates of overall survival.',
        rest: 'Tick marks indicate censored data.',
      },
    ],
    [
      'Fig. 3: Progression-free survival in cohort A vs. cohort B (HR 0.62; P<0.001). Data cut-off June 2020.',
      {
        label: 'Fig. 3',
        kind: 'image',
        title: 'Progression-free survival in cohort A vs. cohort B (HR 0.62; P<0.001).',
        rest: 'Data cut-off June 2020.',
      },
    ],
    [
      'Table 1 Baseline characteristics',
      { label: 'Table 1', kind: 'table', title: 'Baseline characteristics', rest: '' },
    ],
    [
      '图3 总生存期的Kaplan-Meier曲线。删失以竖线标记。',
      { label: '图3', kind: 'image', title: '总生存期的Kaplan-Meier曲线。', rest: '删失以竖线标记。' },
    ],
    ['表 2：不良事件。', { label: '表 2', kind: 'table', title: '不良事件。', rest: '' }],
    [
      'Supplementary Figure S4 | Subgroup analysis.',
      { label: 'Supplementary Figure S4', kind: 'image', title: 'Subgroup analysis.', rest: '' },
    ],
    [
      'Forest plot of subgroups. Et al. notes.',
      { label: '', kind: 'image', title: 'Forest plot of subgroups.', rest: 'Et al. notes.' },
    ],
    ['', { label: '', kind: 'image', title: '', rest: '' }],
  ])('splits %j', (caption, parts) => {
    expect(splitCaption(caption)).toEqual(parts);
  });

  it('does not cut inside decimals or common abbreviations', () => {
    expect(splitCaption('Figure 1. Response rate was 45.2% (e.g. in arm 1). More.').title).toBe(
      'Response rate was 45.2% (e.g. in arm 1).',
    );
  });

  it('escapes markup for the rich-text footnote', () => {
    expect(escapeHtml('P<0.05 & <script>')).toBe('P&lt;0.05 &amp; &lt;script&gt;');
  });
});
