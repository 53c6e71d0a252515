import type { Facts, Provenance } from '@prowrite/contracts';
import type { DeckSource } from '../../../../writer/context';
import { emptyFacts, trialFacts } from '../../../../writer/testing/trial-facts';

const on = (fileId: string, page: number, quote: string): Provenance => ({ file_id: fileId, page, quote });

/** ALPHA-1 (the writer fixture trial): NCT01234567, PFS hazard ratio, medians, a safety table. */
export function alphaSource(): DeckSource {
  return {
    fileId: 'file-alpha',
    fileName: 'alpha-1.pdf',
    facts: trialFacts('file-alpha'),
    sha1: 'SHA-ALPHA',
  };
}

/**
 * BETA-2: an open-label trial of Drug Y versus standard care with a primary response rate per arm, an odds
 * ratio with its CI and p, a citation and the authors' conclusion.
 */
export function betaSource(): DeckSource {
  const id = 'file-beta';
  const design =
    'BETA-2 was an open-label, randomised, phase 2 trial in which 180 patients were randomly assigned (1:1) to Drug Y or standard care.';
  const result =
    'The objective response rate was 42.2% (38 of 90) with Drug Y and 25.6% (23 of 90) with standard care (odds ratio 2.12, 95% CI 1.13–3.98; p=0.02).';
  const conclusion = 'Drug Y improved the objective response rate compared with standard care.';
  const citeLine = 'Lancet Oncol. 2023;24:101–110. doi:10.1016/S1470-2045(23)00001-1';
  const facts: Facts = {
    ...emptyFacts(),
    title: {
      value:
        'Drug Y versus standard care in relapsed disease (BETA-2): an open-label, randomised, phase 2 trial',
      source: on(
        id,
        1,
        'Drug Y versus standard care in relapsed disease (BETA-2): an open-label, randomised, phase 2 trial',
      ),
    },
    registry_id: { value: 'NCT07654321', source: on(id, 1, 'Registered as NCT07654321.') },
    phase: { value: '2', source: on(id, 1, design) },
    blinding: { value: 'open-label', source: on(id, 1, design) },
    n_randomized: { value: 180, source: on(id, 1, design) },
    ratio: { value: '1:1', source: on(id, 1, design) },
    arms: [
      { label: 'A', name: { value: 'Drug Y', source: on(id, 1, design) }, plan: null, n: null },
      { label: 'B', name: { value: 'standard care', source: on(id, 1, design) }, plan: null, n: null },
    ],
    primary_endpoint: {
      value: 'objective response rate',
      source: on(id, 1, 'The primary endpoint was the objective response rate.'),
    },
    primary_result: {
      endpoint: 'objective response rate',
      arms: [
        { arm: 'Drug Y', value: 42.2, unit: '%', n: 38, N: 90, source: on(id, 2, result) },
        { arm: 'standard care', value: 25.6, unit: '%', n: 23, N: 90, source: on(id, 2, result) },
      ],
      effect: { measure: 'OR', value: 2.12, ci_low: 1.13, ci_high: 3.98, ci_level: 95, p: '0.02' },
      source: on(id, 2, result),
    },
    key_sentences: [{ value: conclusion, source: on(id, 3, conclusion) }],
    citation: {
      value: {
        authors: ['Anna B. Chen', 'Luis Ortega'],
        more_authors: true,
        title:
          'Drug Y versus standard care in relapsed disease (BETA-2): an open-label, randomised, phase 2 trial',
        journal: 'Lancet Oncol',
        year: '2023',
        volume: '24',
        issue: null,
        pages: '101–110',
        doi: '10.1016/S1470-2045(23)00001-1',
      },
      source: on(id, 1, citeLine),
      sources: [on(id, 1, citeLine), on(id, 1, 'Anna B. Chen, Luis Ortega, et al.')],
    },
  };
  return { fileId: id, fileName: 'beta-2.pdf', facts, sha1: 'sha-beta' };
}

/** A five-year follow-up paper of ALPHA-1 (same registry number): overall survival only. */
export function alphaFollowUpSource(): DeckSource {
  const id = 'file-alpha-5y';
  const os =
    'At 5 years, median overall survival was 26·4 months with Drug X and 21·0 months with placebo (hazard ratio 0·78, 95% CI 0·65–0·94; p=0·009).';
  const facts: Facts = {
    ...emptyFacts(),
    title: {
      value: 'Five-year outcomes of Drug X in advanced disease: final analysis of the ALPHA-1 trial',
      source: on(
        id,
        1,
        'Five-year outcomes of Drug X in advanced disease: final analysis of the ALPHA-1 trial',
      ),
    },
    registry_id: { value: 'NCT 01234567', source: on(id, 1, 'ClinicalTrials.gov, NCT 01234567') },
    hazard_ratios: [
      {
        endpoint: 'overall survival',
        value: 0.78,
        ci_low: 0.65,
        ci_high: 0.94,
        p: '0.009',
        source: on(id, 2, os),
      },
    ],
    medians: [
      { endpoint: 'overall survival', arm: 'Drug X', value: 26.4, unit: 'months', source: on(id, 2, os) },
      { endpoint: 'overall survival', arm: 'placebo', value: 21.0, unit: 'months', source: on(id, 2, os) },
    ],
  };
  return { fileId: id, fileName: 'alpha-1-5y.pdf', facts, sha1: 'sha-alpha-5y' };
}

/** A paper with a title and nothing else the writer can read (no design, no result). */
export function noResultSource(): DeckSource {
  const id = 'file-editorial';
  const title = 'Where next for treatment of advanced disease? An editorial';
  return {
    fileId: id,
    fileName: 'editorial.pdf',
    facts: { ...emptyFacts(), title: { value: title, source: on(id, 1, title) } },
    sha1: 'sha-editorial',
  };
}
