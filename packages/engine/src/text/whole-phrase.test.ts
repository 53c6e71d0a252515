import { describe, expect, it } from 'vitest';
import { balanced, endsOpen, isWholePhrase, isWholeSentence } from './whole-phrase';

describe('isWholePhrase', () => {
  it('keeps noun phrases that stand on their own', () => {
    expect(isWholePhrase('change from baseline in CDRS-R total score at week 8')).toBe(true);
    expect(isWholePhrase('a composite of death or hospitalisation for heart failure')).toBe(true);
    expect(isWholePhrase('death')).toBe(true);
    expect(isWholePhrase('fractional excretion of sodium (FENa).')).toBe(true);
  });

  it('rejects leads with nothing after them', () => {
    expect(isWholePhrase('as follows')).toBe(false);
    expect(isWholePhrase('the following:')).toBe(false);
  });

  it('rejects a phrase ending on a conjunction, preposition, article or "that"', () => {
    expect(isWholePhrase('evaluation of')).toBe(false);
    expect(isWholePhrase('remifentanil 1 μg/kg. *P < 0.05 compared with')).toBe(false);
    expect(isWholePhrase('freedom from atrial arrhythmia and')).toBe(false);
    expect(isWholePhrase('A log-rank test confirmed that there')).toBe(false);
    expect(isWholePhrase('the incidence of the')).toBe(false);
    expect(isWholePhrase('rate of stroke,')).toBe(false);
  });

  it('rejects the tail of a clause read as a noun phrase', () => {
    expect(isWholePhrase('d to the control arm')).toBe(false);
    expect(isWholePhrase('to be understood in the area of exploratory data analysis')).toBe(false);
    expect(isWholePhrase('therefore no adjustments for multiple testing have been made')).toBe(false);
    expect(isWholePhrase('study was to assess the sedation scale')).toBe(false);
    expect(isWholePhrase('e.g. level of pain')).toBe(false);
    expect(isWholePhrase('catheter-based ablation using either the lattice-tip')).toBe(false);
    expect(isWholePhrase('ablation with either cryoballoon or radiofrequency')).toBe(true);
    expect(isWholePhrase('two infusions with an interruption of 10 min in-between')).toBe(true);
  });

  it('rejects unbalanced brackets and quotes', () => {
    expect(isWholePhrase('change in NT-proBNP (N-terminal pro-B-type')).toBe(false);
    expect(isWholePhrase('the “time to first event')).toBe(false);
  });
});

describe('isWholeSentence', () => {
  it('keeps sentences and rejects cut ones', () => {
    expect(isWholeSentence('Both patient groups improved in quality-of-life scores after AF ablation.')).toBe(
      true,
    );
    expect(isWholeSentence('with average responses in study cohorts masking individual differences.')).toBe(
      false,
    );
    expect(isWholeSentence('Cryoballoon ablation reduced reinterventions and')).toBe(false);
    expect(isWholeSentence('The effect (95% CI 0.5–0.9 was small.')).toBe(false);
  });
});

describe('endsOpen and balanced', () => {
  it('judge the end and the brackets on their own', () => {
    expect(endsOpen('incidence of PONV')).toBe(false);
    expect(endsOpen('reduced reinterventions and …'.replace(' …', ''))).toBe(true);
    expect(balanced('a (b [c] d) "e"')).toBe(true);
    expect(balanced('a (b]')).toBe(false);
    expect(balanced('24-week (n = 93) therapy')).toBe(true);
    expect(balanced('stay and 2) quality of life')).toBe(true);
  });
});

describe('phrases that end on a word that can close them', () => {
  it('keeps "before and after" and "and over"', () => {
    expect(isWholePhrase('body weight before and after')).toBe(true);
    expect(isWholePhrase('falls in patients aged 65 years and over')).toBe(true);
  });
});
