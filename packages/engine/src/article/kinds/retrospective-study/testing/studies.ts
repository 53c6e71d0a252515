import type { Facts } from '@prowrite/contracts';
import { extractFacts } from '../../../../facts/extract-facts';
import { docFromText } from '../../../../facts/testing/doc-from-text';
import type { DeckSource } from '../../../../writer/context';

/** A retrospective cohort study with adjusted and unadjusted hazard ratios, limitations and a conclusion. */
export const COHORT_STUDY = [
  '# Statin use and mortality after hip fracture: a retrospective cohort study',
  '## Abstract',
  'Background: Whether statins lower mortality after hip fracture is unclear.',
  'Methods: We conducted a retrospective cohort study using the Danish National Patient Registry. Patients aged 65 years or older admitted with hip fracture between January 2010 and December 2018 were included. Propensity score matching (1:1) was used to balance statin users and non-users.',
  'Results: Statin use was associated with lower one-year mortality (adjusted hazard ratio 0.72; 95% CI, 0.60-0.86; P<0.001). The unadjusted HR was 0.65 (95% CI 0.55–0.77).',
  'Conclusions: Statin use was associated with lower mortality after hip fracture.',
  '## Methods',
  'The primary outcome was all-cause mortality within one year.',
  '## Discussion',
  'Statin users had lower mortality than non-users in every subgroup.',
  'Our study has several limitations.',
  'First, residual confounding by healthy-user effects cannot be excluded in an observational design.',
  'Second, statin exposure was defined from pharmacy dispensing records rather than actual intake.',
  '## Conclusions',
  'In conclusion, statin use was associated with lower mortality after hip fracture.',
].join('\n');

/** A case-control study reporting adjusted odds ratios from a table row and the text. */
export const CASE_CONTROL_STUDY = [
  '# Proton pump inhibitors and community-acquired pneumonia: a case-control study',
  '## Abstract',
  'Methods: This case-control study identified cases in electronic health records of three hospitals from 2012 through 2019. Each case was matched for age and sex with four controls.',
  'Results: Current use of proton pump inhibitors was associated with pneumonia (aOR 1.45, 95% CI 1.10–1.91; p=0.008). Past use was not (adjusted odds ratio 1.05, 95% CI 0.80-1.38).',
  '## Results',
  'Table 2 Adjusted OR (95% CI) 1.45 (1.10–1.91) 0.008',
  '## Discussion',
  'A major limitation of this study is that over-the-counter use was not recorded.',
  '## Conclusions',
  'In conclusion, current use of proton pump inhibitors was associated with a higher risk of pneumonia.',
].join('\n');

/** A JAMA-style structured abstract: run-in headings, an active comparator, thousands with a space. */
export const JAMA_STYLE_STUDY = [
  '# Association of SGLT2 Inhibitor Use With Risk of Gout in Adults With Type 2 Diabetes',
  '## Abstract',
  'IMPORTANCE Gout is common in type 2 diabetes.',
  'DESIGN, SETTING, AND PARTICIPANTS This population-based retrospective cohort study used data from the Optum Clinformatics Data Mart from April 1, 2013, to December 31, 2020. Propensity score–matched new users of SGLT2 inhibitors and new users of GLP-1 receptor agonists were compared.',
  'MAIN OUTCOMES AND MEASURES The primary outcome was incident gout.',
  'RESULTS Among 295 907 adults (mean [SD] age, 61.2 [12.0] years), SGLT2 inhibitor use was associated with a lower risk of gout (HR, 0.69; 95% CI, 0.56-0.84) after adjustment for baseline covariates. The crude incidence rate ratio was 0.64 (95% CI, 0.53-0.78).',
  'CONCLUSIONS AND RELEVANCE In this cohort study, SGLT2 inhibitor use was associated with a lower risk of gout.',
  '## Discussion',
  'This study has several limitations. First, gout was identified from diagnosis codes. Second, residual confounding may remain.',
].join('\n');

export function studyFacts(text: string, fileId: string): Facts {
  return extractFacts({ ...docFromText(text), fileId });
}

export function studySource(text: string, fileId: string): DeckSource {
  return { fileId, fileName: `${fileId}.md`, facts: studyFacts(text, fileId) };
}
