/** What part of a paper (or protocol) a heading opens, and how much a value found there is worth. */

export type SectionKind =
  | 'front'
  | 'abstract'
  | 'introduction'
  | 'methods'
  | 'results'
  | 'discussion'
  | 'conclusion'
  | 'backmatter'
  | 'references'
  | 'other';

const RULES: [RegExp, SectionKind][] = [
  [/\b(abstract|summary|synopsis)\b/i, 'abstract'],
  [/\b(references?|bibliography|literature cited|works cited)\b/i, 'references'],
  [/\btrial registration\b|\bregistration\b/i, 'methods'],
  [
    /\b(acknowledge?ments?|funding|competing|conflicts? of interest|contributions?|declarations?|availability|abbreviations|supplementary|disclosures?|footnotes?|consent for publication|ethics approval)\b/i,
    'backmatter',
  ],
  [/\b(introduction|background|rationale)\b/i, 'introduction'],
  [/\b(discussion|limitations?|comment)\b/i, 'discussion'],
  [/\b(conclusions?|interpretation|implications?|summary of findings)\b/i, 'conclusion'],
  [
    /\b(results?|findings|baseline characteristics|efficacy|safety|adverse events|outcomes? data|participant flow)\b/i,
    'results',
  ],
  [
    /\b(methods?|methodology|design|patients?|participants?|subjects?|randomi[sz]ation|masking|blinding|procedures?|interventions?|treatments?|end ?points?|outcomes?|statistic\w*|eligibility|criteria|population|setting|sample size|objectives?|number of|study)\b/i,
    'methods',
  ],
];

export function classifySection(title: string): SectionKind {
  if (!title.trim()) return 'front';
  // A path such as "Abstract › Methods" belongs to the abstract.
  if (/\b(abstract|summary)\b/i.test(title) && !/summary of findings/i.test(title)) return 'abstract';
  for (const [re, kind] of RULES) if (re.test(title)) return kind;
  return 'other';
}

/** How much a statement in this part of the document speaks for the trial itself. */
export const SECTION_WEIGHT: Record<SectionKind, number> = {
  front: 2.5,
  abstract: 3,
  methods: 2,
  results: 2,
  conclusion: 1,
  other: 1,
  backmatter: 0.5,
  introduction: -1.5,
  discussion: -1.5,
  references: -8,
};

/** Lines that open a section on their own, for text whose parser gave no heading blocks. */
export const KNOWN_HEADING =
  /^(abstract|summary|background|introduction|methods?|materials and methods|patients and methods|study design|trial design|design|participants|randomi[sz]ation|procedures|outcomes|end ?points|statistical analysis|results|findings|discussion|conclusions?|interpretation|limitations|references|bibliography|acknowledge?ments?|funding|declarations|trial registration|synopsis|objectives?|number of (subjects|patients|participants)|primary end ?point|secondary end ?points?|inclusion criteria|exclusion criteria)\s*:?$/i;

/** A sentence that reads like a bibliography entry. */
export function looksLikeReference(text: string): boolean {
  return (
    /\bet al\b\.?[^.]{0,120}\b(19|20)\d{2}\b/.test(text) ||
    /\b(19|20)\d{2}\s*;\s*\d+\s*(\(\d+\))?\s*:\s*\d+/.test(text) ||
    /\bdoi:\s*10\.|\bdoi\.org\/10\./i.test(text) ||
    /^\s*\[?\d{1,3}[.\]]\s+[A-Z][a-z]+\s+[A-Z]{1,3}\b[^.]*,/.test(text)
  );
}
