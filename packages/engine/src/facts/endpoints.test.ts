import { describe, expect, it } from 'vitest';
import { extractPrimaryEndpoint, extractSecondaryEndpoints } from './endpoints';
import { contextFromText } from './testing/doc-from-text';
import { isWholePhrase } from '../text/whole-phrase';

const primary = (text: string) => extractPrimaryEndpoint(contextFromText(text))?.value ?? null;

describe('extractPrimaryEndpoint', () => {
  it('reads "the primary endpoint/outcome was X" and drops the definition', () => {
    expect(
      primary(
        'The primary endpoint was overall survival, defined as the time from randomisation until death.',
      ),
    ).toBe('overall survival');
    expect(
      primary(
        'The primary outcome for the phase 3 stage of the trial was overall survival (defined as time to death).',
      ),
    ).toBe('overall survival');
    expect(
      primary('The primary end point was the absolute difference in cognitive performance at 2 years.'),
    ).toBe('the absolute difference in cognitive performance at 2 years');
  });

  it('keeps the kind of endpoint and prefers efficacy over safety', () => {
    const text =
      'The pre-specified primary effectiveness endpoint was freedom from a composite of failure modes. The primary safety endpoint was a composite of serious adverse events.';
    expect(primary(text)).toBe('effectiveness: freedom from a composite of failure modes');
  });

  it('skips sentences that report a result instead of defining the endpoint', () => {
    expect(primary('The primary endpoint was met in 73.8% of patients.')).toBeNull();
    expect(primary('The EXPAND trial did not meet its primary endpoint of improved PFS.')).toBeNull();
  });

  it('reads "main outcome measure" and the reversed form', () => {
    expect(primary('The main outcome measure was change in HbA1c at 12 months.')).toBe(
      'change in HbA1c at 12 months',
    );
    expect(primary('Overall survival was the primary endpoint of the trial.')).toBe('Overall survival');
    expect(primary('This was the primary endpoint.')).toBeNull();
  });

  it('discounts an endpoint of other work named before it, not the words "other" inside the endpoint', () => {
    expect(
      primary(
        'The primary endpoint was the difference in blood pressure between drug A and the average of the other two drugs. Heart rate was the primary outcome of the substudy.',
      ),
    ).toBe('the difference in blood pressure between drug A and the average of the other two drugs');
    expect(
      primary(
        'In a previous trial the primary endpoint was mortality at 1 year. Our primary endpoint was the change in weight at 12 weeks.',
      ),
    ).toBe('the change in weight at 12 weeks');
  });

  it('reads an endpoint list that opens with a list marker, but not a number that reports a result', () => {
    expect(
      primary(
        'The primary outcomes were 1) postoperative length of hospital stay and 2) quality of life at one year.',
      ),
    ).toBe('postoperative length of hospital stay and 2) quality of life at one year');
    expect(primary('The primary outcome were 1,postoperative length of stay and 2. mortality.')).toBe(
      'postoperative length of stay and 2. mortality',
    );
    expect(primary('The primary endpoint was 1.5 times more frequent in the control group.')).toBeNull();
    expect(primary('The primary endpoint was 12 months in both groups.')).toBeNull();
  });

  it('weighs "we used X as our primary outcome" as a definition, like "the primary outcome was X"', () => {
    const text = [
      '# Methods',
      'As our primary outcome measures, we computed composite z-scores for each participant.',
      '# Results',
      'Primary outcome: overall memory performance',
      'Scores rose with active stimulation.',
    ].join('\n\n');
    expect(primary(text)).toBe('composite z-scores for each participant');
  });

  it('reads a protocol synopsis field', () => {
    expect(primary('## Primary endpoint\n\nProgression-free survival assessed by central review.')).toBe(
      'Progression-free survival assessed by central review',
    );
  });
});

describe('extractSecondaryEndpoints', () => {
  it('splits a semicolon list and cuts definitions', () => {
    const items = extractSecondaryEndpoints(
      contextFromText(
        'Secondary endpoints were progression-free survival (PFS), defined as time to progression; response rate; and toxicity.',
      ),
    ).map((s) => s.value);
    expect(items).toEqual(['progression-free survival (PFS)', 'response rate', 'toxicity']);
  });

  it('splits a comma list with a final "and"', () => {
    const items = extractSecondaryEndpoints(
      contextFromText('Secondary end points were PFS, response, and toxicity.'),
    ).map((s) => s.value);
    expect(items).toEqual(['PFS', 'response', 'toxicity']);
  });
  it('reads "used X as our primary outcome" and prefers the whole of an endpoint cut short by the layout', () => {
    const pe = (text: string) => extractPrimaryEndpoint(contextFromText(text))?.value;
    expect(
      pe('# Methods\n\nWe used composite z-scores as our primary outcome to capture overall change.'),
    ).toBe('composite z-scores');
    expect(
      pe(
        '# Abstract\n\nThe primary endpoint was in-stent late\n\n# Methods\n\nThe primary endpoint was in-stent late lumen loss at 9 months.',
      ),
    ).toBe('in-stent late lumen loss at 9 months');
  });
});

describe('extractPrimaryEndpoint: the endpoint named beside "primary"', () => {
  it('reads the endpoint in apposition: "The primary endpoint, X, was assessed …"', () => {
    expect(
      primary(
        'The primary endpoint, sustained remission at week 30, was assessed in all randomised patients.',
      ),
    ).toBe('sustained remission at week 30');
  });

  it('reads "assessed by X (primary end point)"', () => {
    expect(
      primary('Efficacy was assessed by change in forced vital capacity at week 52 (primary end point).'),
    ).toBe('change in forced vital capacity at week 52');
  });

  it("reads the trial's or the study's primary endpoint", () => {
    expect(primary("The trial's primary endpoint was freedom from reintervention at 2 years.")).toBe(
      'freedom from reintervention at 2 years',
    );
    expect(primary("The study's primary outcome was pain at rest on day 3.")).toBe('pain at rest on day 3');
  });
});

describe('extractPrimaryEndpoint: a value is a whole phrase, not a piece of a results sentence', () => {
  it('drops a candidate holding a P value or a confidence interval', () => {
    // A synopsis heading followed by a results fragment the layout cut loose, then the real definition.
    const text =
      '# Primary endpoint\n\nrate was lower with the study drug (two-sided P = 0.04).\n\n# Methods\n\nThe primary outcome was freedom from relapse at 1 year.';
    expect(primary(text)).toBe('freedom from relapse at 1 year');
  });

  it('keeps a definition that a results sentence starting with the same words would have hidden', () => {
    const text =
      '# Methods\n\nThe primary outcome was remission at week 8.\n\n# Results\n\nThe primary outcome was remission at week 8 in 40% and 20% of patients (P = 0.01).';
    expect(primary(text)).toBe('remission at week 8');
  });

  it('ends a value before a bracket the sentence leaves open', () => {
    expect(primary('# Primary endpoint\n\nTime to first relapse (as judged by the')).toBe(
      'Time to first relapse',
    );
  });
});

describe('endpoints are whole phrases (decision 0086)', () => {
  const secondary = (text: string) => extractSecondaryEndpoints(contextFromText(text)).map((e) => e.value);

  it('drops a lead or a piece and keeps nothing rather than a fragment', () => {
    expect(secondary('Secondary outcomes were as follows: neonatal death and length of stay.')).toEqual([
      'neonatal death',
      'length of stay',
    ]);
    expect(
      secondary('Secondary outcomes were as follows.\n\n## Secondary outcomes\n\nThere were no differences.'),
    ).toEqual([]);
    expect(secondary('The secondary endpoints included evaluation of.')).toEqual([]);
    expect(
      secondary(
        'Secondary endpoints were to be understood in the area of exploratory data analysis; therefore no adjustments were made.',
      ),
    ).toEqual([]);
  });

  it('keeps the endpoint of "this study was to assess X", not the clause before it', () => {
    expect(
      primary('The primary objective of this study was to assess the post-operative sedation scale.'),
    ).toBe('the post-operative sedation scale');
  });

  it('ends the primary endpoint where the secondary endpoints start', () => {
    expect(
      primary(
        'The primary endpoints were changes in pulse wave velocity and blood pressure; secondary endpoints included changes in metabolic parameters.',
      ),
    ).toBe('changes in pulse wave velocity and blood pressure');
  });

  it('shortens a long definition at a clause, never mid-phrase', () => {
    const long = `The primary effectiveness endpoint was freedom from a composite of multiple failure modes, including failure to acutely isolate all targeted veins and complete all left atrial ablation with the assigned study device during the index procedure, repeat ablation at any time, arrhythmia recurrence after a blanking period of three months and drug initiation or escalation of any antiarrhythmic drug or cardioversion for the arrhythmia.`;
    const value = primary(`${long.slice(0, -1)}, and any hospitalisation for arrhythmia or heart failure.`)!;
    expect(value.startsWith('effectiveness: freedom from a composite of multiple failure modes')).toBe(true);
    expect(value.length).toBeLessThanOrEqual(320);
    expect(isWholePhrase(value)).toBe(true);
  });
});

describe('extractSecondaryEndpoints verbs', () => {
  it('reads "secondary outcomes encompassed X and Y"', () => {
    expect(
      extractSecondaryEndpoints(
        contextFromText('Secondary outcomes encompassed postoperative stress and complications.'),
      ).map((e) => e.value),
    ).toEqual(['postoperative stress', 'complications']);
  });
});
