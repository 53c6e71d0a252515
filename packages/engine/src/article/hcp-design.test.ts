import type { Arm, Facts } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { emptyFacts } from '../writer/testing/trial-facts';
import { articleLabels } from './article-labels';
import { randomisationSentence } from './hcp-design';
import { trialView } from './trial-view';

const at = (quote: string) => ({ file_id: 'f', page: 1, quote });
const arm = (name: string, label: string): Arm => ({
  label,
  name: { value: name, source: at(name) },
  plan: null,
  n: null,
});
const facts = (arms: Arm[]): Facts => ({
  ...emptyFacts(),
  n_randomized: { value: 120, source: at('120 patients were randomised') },
  arms,
});
const zh = (f: Facts) =>
  randomisationSentence(trialView({ fileId: 'f', fileName: 'f.pdf', facts: f }), articleLabels('zh-cn'))
    ?.text;

describe('randomisationSentence (zh-cn)', () => {
  it('ends with 治疗 after drug arms', () => {
    expect(zh(facts([arm('Placebo', 'B'), arm('Drug X', 'A')]))).toMatch(/治疗。$/);
  });

  it('does not say 治疗 twice when the last arm is already a treatment', () => {
    const text = zh(facts([arm('Drug X', 'A'), arm('standard of care', 'B')]));
    expect(text).toBeDefined();
    expect(text).not.toMatch(/治疗治疗|疗法治疗|治疗（[^）]*）治疗/);
  });

  it('counts no patients when the count is of clusters, and says clusters were randomised', () => {
    const f: Facts = {
      ...facts([arm('intervention', 'A'), arm('control', 'B')]),
      n_randomized: {
        value: 82,
        source: at('In this cluster randomized trial, 42 of 82 selected shops were randomized.'),
      },
    };
    const text = zh(f);
    expect(text).toMatch(/^以群组为单位随机分组/);
    expect(text).not.toContain('82');
    const en = randomisationSentence(
      trialView({ fileId: 'f', fileName: 'f.pdf', facts: f }),
      articleLabels('en'),
    );
    expect(en?.text).toMatch(/^Clusters were randomly assigned/);
  });
});
