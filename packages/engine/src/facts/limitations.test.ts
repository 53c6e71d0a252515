import { describe, expect, it } from 'vitest';
import { extractLimitations } from './limitations';
import { contextFromText } from './testing/doc-from-text';

const limitations = (text: string) => extractLimitations(contextFromText(text)).map((l) => l.value);

describe('extractLimitations', () => {
  it('reads the opening sentence and the enumerated ones that follow, up to a turn to strengths', () => {
    const text = [
      '## Discussion',
      'Statin use was associated with lower mortality.',
      'Our study has several limitations that deserve mention.',
      'First, residual confounding by indication cannot be excluded in an observational design.',
      'Second, exposure was defined from dispensing records rather than actual intake.',
      'Strengths of the study include its size and complete follow-up.',
      'These results agree with earlier reports from Asia.',
    ].join('\n');
    expect(limitations(text)).toEqual([
      'Our study has several limitations that deserve mention.',
      'First, residual confounding by indication cannot be excluded in an observational design.',
      'Second, exposure was defined from dispensing records rather than actual intake.',
    ]);
  });

  it('reads single limitation statements and every sentence under a Limitations heading', () => {
    expect(
      limitations(
        '## Discussion\nA major limitation of this study is its retrospective design and small sample.',
      ),
    ).toEqual(['A major limitation of this study is its retrospective design and small sample.']);
    expect(
      limitations(
        '## Limitations\nThe data came from a single centre in one country.\nFollow-up was shorter than one year for most patients.',
      ),
    ).toEqual([
      'The data came from a single centre in one country.',
      'Follow-up was shorter than one year for most patients.',
    ]);
  });

  it("leaves other studies' limitations, and limitation words outside the discussion, aside", () => {
    expect(
      limitations(
        '## Discussion\nPrevious studies had several limitations, including small samples and short follow-up.',
      ),
    ).toEqual([]);
    expect(limitations('## Introduction\nOur study has several limitations that we address below.')).toEqual(
      [],
    );
    expect(
      limitations('## Discussion\nThe drug lowered blood pressure in every subgroup we examined.'),
    ).toEqual([]);
  });
});
