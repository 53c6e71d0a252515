import type { PromptTexts } from './builtin-ids';

export const en: PromptTexts = {
  'trial-primary-result': {
    title: 'Summarise the primary result',
    text: 'Summarise the primary endpoint result of this trial. State the endpoint and how it was measured, the result in each arm, the effect estimate (for example a hazard ratio or a difference) with its 95% confidence interval and p-value, the analysis population (intention-to-treat or per-protocol) and the median follow-up. Quote every number exactly as printed and cite the page it comes from. If a value is not reported, say "not reported" rather than estimating it.',
  },
  'compare-arms': {
    title: 'Compare the treatment arms',
    text: 'Compare the arms of this trial in a table: one column per arm, and rows for the intervention and dose, the number randomised, key baseline characteristics, the primary endpoint, the main secondary endpoints and the rate of grade ≥3 adverse events. Give between-arm differences with their confidence intervals where the paper reports them. Below the table, say in two or three sentences what differs meaningfully between the arms and what does not, citing the pages.',
  },
  'adverse-events-by-grade': {
    title: 'List adverse events by grade',
    text: 'List the adverse events reported in this trial by CTCAE grade and by arm: all-grade and grade ≥3 rates for each event, serious adverse events, events leading to discontinuation or dose reduction, and treatment-related deaths. Present them as a table sorted by all-grade frequency in the experimental arm. Use the denominators of the safety population, keep the numbers exactly as printed and cite the table or page of each.',
  },
  'msl-discussion-guide': {
    title: 'Draft an MSL discussion guide',
    text: "Draft a discussion guide for a medical science liaison meeting a healthcare professional about this study. Include a one-paragraph scientific summary; three to five key data points with their sources; open questions that explore the HCP's clinical practice and unmet needs; questions the HCP is likely to ask, with balanced, evidence-based answers (limitations included); and the points where the conversation must stay within the approved label. Keep the tone scientific and non-promotional.",
  },
  'kaplan-meier-plain-language': {
    title: 'Explain the Kaplan–Meier curve',
    text: 'Explain the Kaplan–Meier curve in this paper in plain language for a reader without statistical training: what the curve shows, what the two axes mean, what the gap between the curves tells us, what the median and the hazard ratio with its confidence interval mean here, and what the numbers at risk under the chart indicate. Also point out what the curve cannot tell us, for example how uncertain its tail is when few patients remain at risk.',
  },
  'patient-friendly-summary': {
    title: 'Write a patient-friendly summary',
    text: 'Write a summary of this study for patients and caregivers, readable by a 12-year-old and under 300 words. Explain why the study was done, who took part, which treatments were compared, what was found (in absolute terms, such as "out of 100 people…") and the most common side effects. Avoid jargon, or explain it where it cannot be avoided. End by reminding readers to discuss treatment decisions with their doctor.',
  },
  'risk-of-bias-appraisal': {
    title: 'Appraise the risk of bias',
    text: 'Critically appraise this randomised trial with the domains of the Cochrane Risk of Bias 2 tool: the randomisation process, deviations from the intended interventions, missing outcome data, measurement of the outcome and selection of the reported result. For each domain give a judgement (low risk, some concerns, high risk) supported by quotes from the paper. Then give an overall judgement and list other limitations that affect applicability, such as the comparator, the eligibility criteria or the funding.',
  },
  'extract-pico': {
    title: 'Extract the PICO',
    text: 'Extract the PICO elements of this study: Population (key inclusion and exclusion criteria, disease stage, prior therapy), Intervention (drug, dose, schedule), Comparator, and Outcomes (primary and key secondary endpoints with their definitions). Add the study design, phase, trial registration number and sample size. Present the answer as a structured list and cite the page of each element.',
  },
};
