import { describe, expect, it } from 'vitest';
import { extractEffects } from './effects';
import {
  extractDataSource,
  extractExposure,
  extractGroupBalance,
  extractObservationalDesign,
  extractStudyPeriod,
  extractStudySize,
} from './observational';
import { contextFromText } from './testing/doc-from-text';

const design = (text: string) => extractObservationalDesign(contextFromText(text))?.value ?? null;
const dataSource = (text: string) => extractDataSource(contextFromText(text))?.value ?? null;
const period = (text: string) => extractStudyPeriod(contextFromText(text))?.value ?? null;
const balance = (text: string) => extractGroupBalance(contextFromText(text))?.value ?? null;
const adjusted = (text: string) =>
  extractEffects(contextFromText(text), []).map((e) => [e.measure, e.value, e.adjusted] as const);

describe('extractObservationalDesign', () => {
  it('names each design by its usual term, the most specific wording kept', () => {
    expect(design('## Methods\nWe conducted a retrospective, population-based cohort study of adults.')).toBe(
      'retrospective-cohort',
    );
    expect(design('## Abstract\nThis prospective multicentre cohort enrolled 900 women.')).toBe(
      'prospective-cohort',
    );
    expect(design('## Methods\nWe performed a nested case-control study within the cohort.')).toBe(
      'nested-case-control',
    );
    expect(design('## Methods\nThis was a case-control study in two hospitals.')).toBe('case-control');
    expect(design('## Methods\nWe did a cross-sectional survey of general practices.')).toBe(
      'cross-sectional',
    );
    expect(design('## Methods\nWe retrospectively analysed the charts of 312 patients.')).toBe(
      'retrospective',
    );
    expect(
      design(
        '## Abstract\nIn this cohort study, we compared users and non-users.\n## Methods\nData were collected retrospectively. This retrospective cohort study used claims.',
      ),
    ).toBe('retrospective-cohort');
  });

  it('is not read from other studies or from trials', () => {
    expect(design('## Introduction\nPrevious retrospective cohort studies reported lower risks.')).toBeNull();
    expect(design('## Discussion\nA case-control study from Denmark found the same.')).toBeNull();
    expect(
      design(
        '## Methods\nIn this randomised, double-blind trial, 600 patients were randomly assigned to A or B.',
      ),
    ).toBeNull();
    expect(
      design('## Methods\nThis post hoc analysis of a randomized trial used the trial cohort study data.'),
    ).toBeNull();
  });
});

describe('extractDataSource', () => {
  it('reads a named database or registry the data came from, its abbreviation kept', () => {
    expect(
      dataSource(
        '## Methods\nData were obtained from the National Health Insurance Research Database (NHIRD) of Taiwan.',
      ),
    ).toBe('National Health Insurance Research Database (NHIRD)');
    expect(dataSource('## Methods\nWe identified patients in the Swedish National Patient Register.')).toBe(
      'Swedish National Patient Register',
    );
    expect(dataSource('## Methods\nCases were identified using the SEER database.')).toBe('SEER database');
    // A name of several capitalised words before a lower-case kind word is kept whole.
    expect(
      dataSource(
        '## Methods\nWe conducted a retrospective cohort study using the Korean National Health Insurance Service database.',
      ),
    ).toBe('Korean National Health Insurance Service database');
    expect(dataSource('## Methods\nThe database of Acme Health was used for all analyses.')).not.toBe(
      'The database',
    );
    expect(dataSource('## Methods\nWe used electronic health records from three hospitals.')).toBe(
      'electronic health records',
    );
  });

  it('leaves trial registries and sentences without a source aside', () => {
    expect(
      dataSource(
        '## Methods\nThe trial was registered in the Chinese Clinical Trial Registry (ChiCTR2000012345).',
      ),
    ).toBeNull();
    expect(dataSource('## Introduction\nThe Danish Cancer Registry is widely used.')).toBeNull();
    expect(dataSource('## Methods\nAll patients gave written informed consent.')).toBeNull();
  });
});

describe('extractStudyPeriod', () => {
  it('reads the period as printed, from month-year, year and range forms', () => {
    expect(
      period('## Methods\nPatients admitted between January 2010 and December 2018 were included.'),
    ).toBe('between January 2010 and December 2018');
    expect(period('## Methods\nWe identified adults diagnosed from 2005 through 2015.')).toBe(
      'from 2005 through 2015',
    );
    expect(period('## Methods\nData on patients treated during 2012–2019 were extracted.')).toBe(
      'during 2012–2019',
    );
  });

  it('is not a literature search or a publication window, nor a bare year range', () => {
    expect(
      period('## Methods\nWe searched MEDLINE for articles published between 2000 and 2020.'),
    ).toBeNull();
    expect(period('## Introduction\nIncidence rose from 2000 to 2010 in Europe.')).toBeNull();
    expect(period('## Results\nThe ratio was between 2010 and 2018 units.')).toBeNull();
  });
});

describe('extractGroupBalance', () => {
  it('tells propensity-score matching, weighting and matching on traits apart', () => {
    expect(balance('## Methods\nPropensity score matching (1:1) balanced the two groups.')).toBe(
      'propensity-score-matched',
    );
    expect(balance('## Methods\nWe used inverse probability of treatment weighting (IPTW).')).toBe(
      'propensity-score-weighted',
    );
    expect(balance('## Methods\nEach case was matched for age and sex with four controls.')).toBe('matched');
    expect(balance('## Methods\nPatients were randomly assigned to A or B.')).toBeNull();
    expect(balance('## Discussion\nPrevious studies used propensity score matching.')).toBeNull();
  });
});

describe('adjusted effect estimates', () => {
  it('marks aOR/aHR, "adjusted", "multivariable" and "after adjustment" estimates adjusted', () => {
    expect(adjusted('## Results\nThe adjusted odds ratio was 1.45 (95% CI 1.10–1.91).')).toEqual([
      ['OR', 1.45, true],
    ]);
    expect(
      adjusted('## Results\nUse was associated with lower mortality (aHR 0.72; 95% CI, 0.60-0.86).'),
    ).toEqual([['HR', 0.72, true]]);
    expect(
      adjusted('## Results\nIn the multivariable-adjusted model, the HR was 0.81 (95% CI 0.70–0.94).'),
    ).toEqual([['HR', 0.81, true]]);
    expect(
      adjusted('## Results\nAfter adjustment for age and sex, the odds ratio was 2.1 (95% CI 1.3 to 3.4).'),
    ).toEqual([['OR', 2.1, true]]);
    expect(adjusted('## Results\nFracture risk was higher (aRR 1.32, 95% CI 1.05-1.66).')).toEqual([
      ['RR', 1.32, true],
    ]);
  });

  it('tells crude and adjusted estimates of one sentence apart, and leaves plain ones unadjusted', () => {
    expect(
      adjusted(
        '## Results\nThe unadjusted HR was 1.40 (95% CI 1.10–1.78) and the adjusted HR was 1.12 (95% CI 0.86–1.45).',
      ),
    ).toEqual([
      ['HR', 1.4, false],
      ['HR', 1.12, true],
    ]);
    expect(adjusted('## Results\nThe hazard ratio for death was 0.82 (95% CI, 0.70 to 0.96).')).toEqual([
      ['HR', 0.82, false],
    ]);
    // "ARR" is the absolute risk reduction, not an adjusted risk ratio.
    expect(adjusted('## Results\nThe ARR was 4.1% (95% CI 1.2 to 7.0).').map(([m, , a]) => [m, a])).toEqual([
      ['RD', false],
    ]);
  });

  it('reads a table row "Adjusted OR" as an adjusted odds ratio', () => {
    expect(adjusted('## Results\nTable 2 Adjusted OR (95% CI) 1.45 (1.10–1.91) 0.008')).toEqual([
      ['OR', 1.45, true],
    ]);
  });
});

describe('extractStudySize', () => {
  const size = (text: string) => extractStudySize(contextFromText(text))?.value ?? null;

  it('reads how many people were included, with thousands separators', () => {
    expect(size('## Results\nA total of 12,480 patients were included in the analysis.')).toBe(12480);
    expect(size('## Methods\nWe identified 3021 adults with incident diabetes.')).toBe(3021);
    expect(size('## Results\nThe cohort comprised 950 pregnant women.')).toBe(950);
  });

  it('is not a screening, exclusion or randomisation count, nor a year before a count', () => {
    expect(size('## Results\nOf 5000 patients screened, 4100 patients were excluded.')).toBeNull();
    expect(size('## Results\nA total of 600 patients were randomized.')).toBeNull();
    expect(size('## Results\nIn 2019 326 patients were included.')).toBe(326);
    expect(size('## Introduction\nPrevious studies included 200 patients.')).toBeNull();
  });
});

describe('extractExposure', () => {
  const exposure = (text: string) => extractExposure(contextFromText(text))?.value ?? null;

  it('reads the exposure named by its users, and a stated exposure', () => {
    expect(exposure('## Methods\nWe compared statin users and non-users after hip fracture.')).toEqual({
      exposure: 'statin use',
      comparison: 'non-users',
    });
    expect(
      exposure('## Results\nUsers of proton pump inhibitors versus nonusers had more pneumonia.'),
    ).toEqual({
      exposure: 'proton pump inhibitors use',
      comparison: 'nonusers',
    });
    expect(
      exposure('## Methods\nThe exposure of interest was metformin initiation, defined from prescriptions.'),
    ).toEqual({ exposure: 'metformin initiation', comparison: null });
  });

  it('is not read from other work or from sentences without the pattern', () => {
    expect(exposure('## Discussion\nPrevious studies compared statin users and non-users.')).toBeNull();
    expect(exposure('## Methods\nPatients were randomly assigned to drug A or placebo.')).toBeNull();
  });
});

describe('extractExposure: the drug named before "users"', () => {
  const exposure = (text: string) => extractExposure(contextFromText(text))?.value.exposure ?? null;
  it('takes the name, with the words a class noun needs', () => {
    expect(exposure('## Methods\nMatching was used to balance statin users and non-users.')).toBe(
      'statin use',
    );
    expect(exposure('## Methods\nWe followed proton pump inhibitor users and nonusers.')).toBe(
      'proton pump inhibitor use',
    );
    expect(exposure('## Methods\nWe followed new SGLT2 users and non-users.')).toBe('SGLT2 use');
  });
});

describe('extractStudySize and extractExposure: counts per group and statements about exposure', () => {
  it('a count per group or an analysed subset is not the study N', () => {
    const size = (text: string) => extractStudySize(contextFromText(text))?.value ?? null;
    expect(size('## Methods\nConsidering dropouts, 50 patients were included in each group.')).toBeNull();
    expect(
      size('## Results\nWe enrolled 38 patients for the drug-eluting stent group and 39 for the other.'),
    ).toBeNull();
    expect(
      size('## Results\nThus, a total of 66 subjects were analysed, 33 in each study group.'),
    ).toBeNull();
  });

  it('"exposure was highest" is not an exposure', () => {
    const exposure = (text: string) => extractExposure(contextFromText(text))?.value ?? null;
    expect(exposure('## Results\nThe exposure was highest for the fruit module.')).toBeNull();
    expect(exposure('## Results\nExposure was similar between groups.')).toBeNull();
  });
});

describe('structured-abstract wording (JAMA, BMJ styles)', () => {
  it('reads dates with day and comma, en-dash compounds, "Among N", an active comparator, adjustment said after', () => {
    expect(
      extractStudyPeriod(
        contextFromText(
          '## Methods\nData on patients treated from April 1, 2013, to December 31, 2020 were used.',
        ),
      )?.value,
    ).toBe('from April 1, 2013, to December 31, 2020');
    expect(
      extractGroupBalance(contextFromText('## Methods\nPropensity score–matched cohorts were compared.'))
        ?.value,
    ).toBe('propensity-score-matched');
    expect(
      extractStudySize(contextFromText('## Results\nAmong 295 907 adults (mean age, 61 years), 2% had gout.'))
        ?.value,
    ).toBe(295907);
    expect(
      extractExposure(
        contextFromText(
          '## Methods\nNew users of SGLT2 inhibitors and new users of DPP-4 inhibitors were compared.',
        ),
      )?.value,
    ).toEqual({ exposure: 'SGLT2 inhibitors use', comparison: 'DPP-4 inhibitors use' });
    expect(
      adjusted(
        '## Results\nUse was associated with lower risk (HR, 0.69; 95% CI, 0.56-0.84) after adjustment for age.',
      ),
    ).toEqual([['HR', 0.69, true]]);
    expect(
      adjusted('## Results\nRisk was lower (HR, 0.69; 95% CI, 0.56-0.84) in the fully adjusted model.'),
    ).toEqual([['HR', 0.69, true]]);
  });
});
