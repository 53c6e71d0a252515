/** What part of a paper (or protocol) a heading opens, and how much a value found there is worth. */

export type SectionKind =
  | 'front'
  | 'abstract'
  | 'synopsis'
  | 'objectives'
  | 'introduction'
  | 'methods'
  | 'results'
  | 'discussion'
  | 'conclusion'
  | 'backmatter'
  | 'references'
  | 'other';

const RULES: [RegExp, SectionKind][] = [
  [/\b(synopsis|protocol summary)\b/i, 'synopsis'],
  [/\b(abstract|summary)\b/i, 'abstract'],
  [/\b(references?|bibliography|literature cited|works cited)\b/i, 'references'],
  [/\btrial registration\b|\bregistration\b/i, 'methods'],
  [
    /\b(acknowledge?ments?|funding|competing|conflicts? of interest|contributions?|declarations?|availability|abbreviations|supplementary|disclosures?|footnotes?|consent for publication|ethics approval)\b/i,
    'backmatter',
  ],
  [/\b(introduction|background|rationale)\b/i, 'introduction'],
  // Objectives are methods in a paper's abstract, a section of their own in a protocol.
  [
    /^(?:(?:primary|secondary|exploratory|study|trial)\s+)?(objectives?|aims?)(?:\s+and\s+(?:end ?points?|hypothes[ie]s))?$/i,
    'objectives',
  ],
  [/\b(discussion|limitations?|comment)\b/i, 'discussion'],
  [/\b(conclusions?|interpretation|implications?|summary of findings)\b/i, 'conclusion'],
  [
    /\b(results?|findings|baseline characteristics|efficacy|safety|adverse events|outcomes? data|participant flow)\b/i,
    'results',
  ],
  [
    /\b(methods?|methodology|design|patients?|participants?|subjects?|randomi[sz]ation|masking|blinding|procedures?|interventions?|treatments?|end ?points?|outcomes?|statistic\w*|analys[ie]s|eligibility|criteria|population|setting|sample size|objectives?|number of|study)\b/i,
    'methods',
  ],
];

/** Section numbering in front of a title: "2.", "2.3", "IV.", "A." */
const NUMBERING = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.|[A-H]\.)\s+(?=\S)/;

/** Separates the levels of a section path ("Abstract › Results"). */
export const PATH_SEPARATOR = ' › ';

export function classifySection(title: string): SectionKind {
  if (!title.trim()) return 'front';
  // A path such as "Abstract › Methods" belongs to the abstract (and "Synopsis › ..." to the synopsis).
  if (/\b(synopsis|protocol summary)\b/i.test(title)) return 'synopsis';
  if (/\b(abstract|summary)\b/i.test(title) && !/summary of findings/i.test(title)) return 'abstract';
  return classifyPath(title);
}

/** The kind of the innermost heading of a path: "Abstract › Results" is results. */
export function classifyPart(title: string): SectionKind {
  if (!title.trim()) return 'front';
  return classifyPath(title);
}

// The main parts of a paper: a heading with one of these names opens a part, not a subsection.
const MAIN_PART =
  /^(?:abstract|summary|background|introduction|methods?|materials and methods|patients and methods|methods and results|results|findings|discussion|conclusions?|references|bibliography)$/i;

/** Whether a heading names a main part of a paper ("3. Results", "METHODS"), under which subsections sit. */
export function isMainPart(title: string): boolean {
  return MAIN_PART.test(title.replace(NUMBERING, '').trim());
}

/**
 * The kind of a path's innermost heading. A subsection of the methods or the results whose own name could
 * head either ("Primary Outcome", "Patients", "Efficacy", "Safety", an unknown title) belongs to the part
 * it sits in: NEJM sets "Primary Outcome" under Results, and methods define the same "Outcomes".
 */
function classifyPath(path: string): SectionKind {
  const levels = path.split(PATH_SEPARATOR);
  const own = classifyLevel(levels[levels.length - 1]!);
  if (levels.length < 2 || isMainPart(levels[levels.length - 1]!)) return own;
  const parent = classifyLevel(levels[levels.length - 2]!);
  const shared = own === 'methods' || own === 'results' || own === 'other';
  return shared && (parent === 'methods' || parent === 'results') ? parent : own;
}

function classifyLevel(title: string): SectionKind {
  const bare = title.replace(NUMBERING, '').trim();
  for (const [re, kind] of RULES) if (re.test(bare)) return kind;
  return 'other';
}

/** How much a statement in this part of the document speaks for the trial itself. */
export const SECTION_WEIGHT: Record<SectionKind, number> = {
  front: 2.5,
  abstract: 3,
  synopsis: 3,
  objectives: 2,
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
  /^(abstract|summary|background|introduction|methods?|materials and methods|patients and methods|methods and results|study design|trial design|design|participants|randomi[sz]ation|procedures|outcomes|end ?points|statistical analysis|statistical considerations|results|findings|discussion|conclusions?|conclusions and relevance|interpretation|limitations|references|bibliography|acknowledge?ments?|funding|declarations|trial registration|synopsis|protocol summary|(?:primary |secondary |study )?objectives?|aims?|study population|treatment plan|number of (subjects|patients|participants)|primary end ?point|secondary end ?points?|inclusion criteria|exclusion criteria|research in context|evidence before this study|added value of this study|implications of all the available evidence)\s*:?$/i;

/**
 * Labels that open a part of a structured abstract or a paragraph in line ("RESULTS Among 300 ...",
 * "Methods: We ...", Lancet's "Findings Between May ..."): the label in capitals, or followed by a colon or
 * full stop, or in title case followed by a capitalised word or number (never "Results were ...").
 */
const RUN_IN_LABEL =
  /^(background|introduction|context|importance|objectives?|aims?|purpose|methods and results|materials and methods|patients and methods|methods?|design,? setting,? and participants|design|setting|participants|patients|interventions?|main outcomes? (?:and|&) measures?|main outcome measures?|measurements|outcomes|results|findings|interpretation|conclusions and relevance|conclusions?|trial registration|registration|funding|evidence before this study|added value of this study|implications of all the available evidence)(?=[\s:.])/i;

/** The run-in label a paragraph starts with ("Results", "Methods"), or null. */
export function runInLabel(text: string): string | null {
  const m = text.match(RUN_IN_LABEL);
  if (!m) return null;
  const label = m[1]!;
  const rest = text.slice(label.length);
  const capitals = label === label.toUpperCase();
  const marked = /^(?::|\.\s)/.test(rest);
  const beforeCapital = /^[A-Z][a-z]/.test(label) && /^\s+[A-Z0-9(]/.test(rest);
  if (!marked && !(capitals && /^\s+\S/.test(rest)) && !beforeCapital) return null;
  return capitals ? label.charAt(0) + label.slice(1).toLowerCase() : label;
}

/** A sentence that reads like a bibliography entry. */
export function looksLikeReference(text: string): boolean {
  return (
    /\bet al\b\.?[^.]{0,120}\b(19|20)\d{2}\b/.test(text) ||
    /\b(19|20)\d{2}\s*;\s*\d+\s*(\(\d+\))?\s*:\s*\d+/.test(text) ||
    /\bdoi:\s*10\.|\bdoi\.org\/10\./i.test(text) ||
    /^\s*\[?\d{1,3}[.\]]\s+[A-Z][a-z]+\s+[A-Z]{1,3}\b[^.]*,/.test(text)
  );
}
