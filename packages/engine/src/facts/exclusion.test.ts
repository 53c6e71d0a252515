import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { extractExclusionCriteria } from './exclusion';
import { contextFromText, docFromText } from './testing/doc-from-text';
import { verifyProvenance } from './verify-provenance';

const criteria = (text: string) => extractExclusionCriteria(contextFromText(text)).map((c) => c.value);

describe('extractExclusionCriteria', () => {
  it('splits "were excluded if" into whole criteria', () => {
    expect(
      criteria(
        '## Methods\n\nPatients were excluded if they had a QRS interval of more than 0.14 s; an uncorrected QT interval of more than 0.44 s; or acute coronary syndrome.',
      ),
    ).toEqual([
      'a QRS interval of more than 0.14 s',
      'an uncorrected QT interval of more than 0.44 s',
      'acute coronary syndrome',
    ]);
  });

  it('reads "Key exclusion criteria were", "Exclusion criteria included" and "as follows"', () => {
    expect(
      criteria(
        '## Methods\n\nKey exclusion criteria were previous chemotherapy, known brain metastases, and clinically significant cardiac disease.',
      ),
    ).toEqual(['previous chemotherapy', 'known brain metastases', 'clinically significant cardiac disease']);
    expect(
      criteria(
        '## Methods\n\nExclusion criteria were as follows: known allergy to the study drug; history of cardiac arrhythmia; psychiatric illness.',
      ),
    ).toEqual(['known allergy to the study drug', 'history of cardiac arrhythmia', 'psychiatric illness']);
  });

  it('reads criteria before the verb', () => {
    expect(criteria('## Methods\n\nPatients with severe renal impairment were excluded.')).toEqual([
      'severe renal impairment',
    ]);
  });

  it('reads Chinese criteria after 排除标准 split at semicolons and numbers', () => {
    expect(criteria('## 方法\n\n排除标准：（1）心力衰竭；（2）QT间期>440 ms；（3）妊娠。')).toEqual([
      '心力衰竭',
      'QT间期>440 ms',
      '妊娠',
    ]);
  });

  it('ignores exclusions after entry, pointers elsewhere, and the introduction', () => {
    expect(
      criteria('## Results\n\nThree patients were excluded from the analysis because of missing data.'),
    ).toEqual([]);
    expect(
      criteria('## Methods\n\nExclusion criteria were the same as those detailed in Roy et al. [12].'),
    ).toEqual([]);
    expect(
      criteria(
        '## Introduction\n\nPrevious trials excluded patients; exclusion criteria were heart failure and renal disease.',
      ),
    ).toEqual([]);
  });

  it('drops citations, pointers to the full list and leads from the criteria', () => {
    expect(
      criteria(
        '## Methods\n\nPatients were excluded if they had cardiac surgery performed in the 30 days before enrolment [12], heart failure, or a history of ketoacidosis (a complete list of exclusion criteria is provided in the Data Supplement).',
      ),
    ).toEqual([
      'cardiac surgery performed in the 30 days before enrolment',
      'heart failure',
      'a history of ketoacidosis',
    ]);
    expect(
      criteria(
        '## Methods\n\nPatients were excluded if they met any of the following criteria: severe renal impairment12,13; current pregnancy; or known epilepsy.',
      ),
    ).toEqual(['severe renal impairment', 'current pregnancy', 'known epilepsy']);
    expect(
      criteria(
        '## Exclusion criteria\n\nPatients were excluded if they had:\n\nHeart failure [4].\n\nParticipation in another trial.',
      ),
    ).toEqual(['Heart failure', 'Participation in another trial.']);
  });

  it('extracts them into the facts with provenance that verifies', () => {
    const doc = docFromText(
      '## Methods\n\nPatients aged 18–85 years were eligible. Patients were excluded if they had heart failure, symptomatic bradycardia, or a history of torsade de pointes.',
    );
    const facts = extractFacts(doc);
    expect(facts.exclusion_criteria.map((c) => c.value)).toEqual([
      'heart failure',
      'symptomatic bradycardia',
      'a history of torsade de pointes',
    ]);
    expect(verifyProvenance(doc, facts).ok).toBe(true);
    const cited = docFromText(
      '## Methods\n\nPatients were excluded if they had heart failure [3], stroke, or renal disease.',
    );
    const citedFacts = extractFacts(cited);
    expect(citedFacts.exclusion_criteria.map((c) => c.value)).toEqual([
      'heart failure',
      'stroke',
      'renal disease',
    ]);
    expect(verifyProvenance(cited, citedFacts).ok).toBe(true);
    const broken = {
      ...facts,
      exclusion_criteria: [
        {
          ...facts.exclusion_criteria[0]!,
          source: { ...facts.exclusion_criteria[0]!.source, quote: 'renal failure' },
        },
      ],
    };
    expect(verifyProvenance(doc, broken).failures.map((f) => f.field)).toEqual(['exclusion_criteria[0]']);
  });
});
