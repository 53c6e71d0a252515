import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { docFromText } from './testing/doc-from-text';

/** An abstract whose result sentence does not repeat the endpoint's words, then a body. */
const paper = (result: string, extra = '') =>
  [
    '# Abstract',
    'In this open-label trial, 300 patients were randomly assigned to kelutide (n = 150) or usual care (n = 150).',
    'The primary outcome was change in morning peak expiratory flow at week 12.',
    `${result}${extra}`,
    '# Introduction',
    'Asthma is common.',
  ].join('\n\n');

describe('primary result: the abstract states it first', () => {
  it('takes the first abstract sentence that values every arm beside an effect estimate', () => {
    const facts = extractFacts(
      docFromText(
        paper(
          'The kelutide group had a mean change of 31.2 L/min versus 12.4 L/min for usual care (mean difference, 18.8; 95% CI, 9.1 to 28.5).',
          ' Adverse events occurred in 12% with kelutide and 10% with usual care (risk ratio, 1.2; 95% CI, 0.7 to 2.1).',
        ),
      ),
    );
    expect(facts.primary_result?.arms.map((a) => [a.arm, a.value])).toEqual([
      ['kelutide', 31.2],
      ['usual care', 12.4],
    ]);
  });

  it('does not take a harms sentence for the primary result', () => {
    expect(
      extractFacts(
        docFromText(
          paper(
            'Adverse events occurred in 12% with kelutide and 10% with usual care (risk ratio, 1.2; 95% CI, 0.7 to 2.1).',
          ),
        ),
      ).primary_result,
    ).toBeNull();
  });

  it('takes nothing from values without an effect estimate, or from a secondary outcome', () => {
    expect(
      extractFacts(
        docFromText(paper('Mean flow rose by 31.2 L/min with kelutide and 12.4 L/min with usual care.')),
      ).primary_result,
    ).toBeNull();
    expect(
      extractFacts(
        docFromText(
          paper(
            'For the secondary outcome, flow rose by 31.2 L/min with kelutide and 12.4 L/min with usual care (mean difference, 18.8; 95% CI, 9.1 to 28.5).',
          ),
        ),
      ).primary_result,
    ).toBeNull();
  });
});
