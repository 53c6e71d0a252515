/**
 * What observational studies state about themselves: the design by its usual name, the data source, the
 * period covered and how compared groups were balanced. Read only where the paper speaks for itself (title,
 * abstract, methods, results); introductions and discussions name other studies' designs.
 */
import type { GroupBalance, ObservationalDesign, Sourced } from '@prowrite/contracts';
import { parseDecimal } from '../text/numbers';
import { type Candidate, findAll, OTHER_WORK, OWN_TRIAL, pickBest, sourced } from './candidates';
import type { DocContext, Sentence } from './context';

const OWN_PARTS = new Set(['front', 'abstract', 'methods', 'results', 'other', 'objectives', 'synopsis']);
const speaksForItself = (s: Sentence) => !s.isReference && OWN_PARTS.has(s.kind);

/** Design words in one phrase, up to four modifiers apart: "retrospective, population-based cohort study". */
const MODIFIERS = '(?:[\\w-]+,?\\s+){0,4}?';
type DesignRule = { re: RegExp; value: ObservationalDesign; strength: number };
const DESIGN_RULES: DesignRule[] = [
  { re: /\bnested\s+case[- ]control\b(?!\s+stud(?:ies))/gi, value: 'nested-case-control', strength: 3.5 },
  {
    re: new RegExp(`\\bretrospective(?:ly)?,?\\s+${MODIFIERS}cohort\\b(?!\\s+studies)`, 'gi'),
    value: 'retrospective-cohort',
    strength: 3.5,
  },
  {
    re: new RegExp(`\\bprospective(?:ly)?,?\\s+${MODIFIERS}cohort\\b(?!\\s+studies)`, 'gi'),
    value: 'prospective-cohort',
    strength: 3.5,
  },
  // "a case-control study"; "cases and controls" alone is not a design statement.
  { re: /\bcase[- ]control\s+(?:study|design|analysis)\b/gi, value: 'case-control', strength: 3 },
  {
    re: /\bcross[- ]sectional\s+(?:study|survey|analysis|design)\b/gi,
    value: 'cross-sectional',
    strength: 3,
  },
  { re: /\bcohort\s+(?:study|design|analysis)\b/gi, value: 'cohort', strength: 2.5 },
  // "We retrospectively analysed / reviewed …", "a retrospective study/analysis/review".
  {
    re: /\bretrospective\s+(?:\w+\s+){0,2}?(?:study|analysis|review|chart\s+review)\b|\bretrospectively\s+(?:analy[sz]ed|reviewed|collected|identified|enrolled|included|studied)\b/gi,
    value: 'retrospective',
    strength: 2.5,
  },
];

/** A design named by a trial is the trial's: "a post hoc analysis of a randomised trial" is no cohort study. */
const TRIAL_CONTEXT = /\b(?:randomi[sz]ed|randomly\s+assigned|post[- ]hoc\s+analysis\s+of)\b/i;

/** The observational design the paper names for itself, the most specific wording kept. */
export function extractObservationalDesign(ctx: DocContext): Sourced<ObservationalDesign> | null {
  const candidates: Candidate<ObservationalDesign>[] = [];
  for (const rule of DESIGN_RULES) {
    for (const hit of findAll(ctx, rule.re, speaksForItself)) {
      const s = hit.sentence;
      let score = rule.strength + s.weight;
      if (OWN_TRIAL.test(s.text)) score += 1;
      if (OTHER_WORK.test(s.text)) score -= 2;
      if (TRIAL_CONTEXT.test(s.text)) score -= 5;
      if (s.page === 1 && s.index < 40) score += 1;
      candidates.push({ value: rule.value, score, sentence: s, start: hit.start, end: hit.end });
    }
  }
  // One study, one design: "cohort" and "retrospective" pool with "retrospective-cohort".
  const family = (v: ObservationalDesign) =>
    v === 'nested-case-control' || v === 'case-control'
      ? 'case-control'
      : v === 'cross-sectional'
        ? v
        : 'cohort';
  const best = pickBest(candidates, family, { minScore: 3 });
  if (!best) return null;
  const specific = candidates
    .filter((c) => c.score > 0 && family(c.value) === family(best.value))
    .sort((a, b) => specificity(b.value) - specificity(a.value) || b.score - a.score)[0];
  return sourced(ctx, specific ?? best);
}

function specificity(v: ObservationalDesign): number {
  if (v === 'retrospective-cohort' || v === 'prospective-cohort' || v === 'nested-case-control') return 3;
  if (v === 'case-control' || v === 'cross-sectional' || v === 'cohort') return 2;
  return 1;
}

/**
 * A named source: capitalised words ending in Database/Registry/Register/Data Mart… (or the lower-case kind word,
 * "the Korean National Health Insurance Service database"), its abbreviation after; a sentence's opening
 * determiner ("The database …") is not a name.
 */
const NAMED_SOURCE =
  /\b((?!(?:The|This|That|These|A|An|Our|We|In|From)\s)(?:[A-Z][\w'&.-]*\s+(?:of\s+|and\s+|for\s+)?){1,8}(?:[Dd]atabase|[Rr]egistry|[Rr]egister|Data\s?Mart|Data\s?Warehouse|Datalink|Data\s+Bank|Biobank)(?:\s*\([A-Z][\w-]{1,15}\))?)/g;
/** "the SEER database", "the NHIRD registry": an abbreviation before the kind word. */
const ABBREVIATED_SOURCE =
  /\b(?:the\s+)?((?!(?:The|This|That|These|A|An|Our|We|In|From)\s)[A-Z][A-Za-z0-9-]{1,15}\s+(?:database|registry|register|data\s?mart))\b/g;
/** Kinds of source without a name. */
const GENERIC_SOURCE =
  /\b(electronic\s+(?:health|medical|patient)\s+records?|(?:administrative|insurance|health\s+insurance)\s+claims(?:\s+data(?:base)?)?|claims\s+data(?:base)?|(?:hospital|medical)\s+records?|(?:national|nationwide|population-based)\s+(?:\w+\s+){0,2}?(?:database|registry|register))\b/gi;
/** The sentence says data came from the source. */
const DRAWN_FROM =
  /\b(?:from|using|used|obtained|extracted|identified|retrieved|derived|drawn|queried|linked|based\s+on|sourced|collected|captured|recorded|in\s+the)\b/i;
/** Trial registries name where a trial was registered, not where data came from. */
const TRIAL_REGISTRY =
  /\bclinical\s*trials?\b|\btrial\s+regist|\bregistered\b|\bregistration\b|\bPROSPERO\b/i;

/** Where the data came from: a named database or registry beats a kind of records. */
export function extractDataSource(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  const add = (re: RegExp, strength: number) => {
    for (const hit of findAll(ctx, re, speaksForItself)) {
      const s = hit.sentence;
      const value = hit.match[1]!.replace(/\s+/g, ' ').trim();
      if (TRIAL_REGISTRY.test(value) || TRIAL_REGISTRY.test(s.text)) continue;
      if (!DRAWN_FROM.test(s.text)) continue;
      let score = strength + s.weight;
      if (OTHER_WORK.test(s.text)) score -= 2;
      const start = hit.start + hit.match[0].indexOf(hit.match[1]!);
      candidates.push({ value, score, sentence: s, start, end: start + hit.match[1]!.length });
    }
  };
  add(NAMED_SOURCE, 3);
  add(ABBREVIATED_SOURCE, 2.5);
  add(GENERIC_SOURCE, 2);
  const best = pickBest(candidates, (v) => v.toLowerCase(), { minScore: 2.5 });
  return best ? sourced(ctx, best) : null;
}

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const DATE = `(?:(?:\\d{1,2}\\s+)?${MONTH}\\s+(?:\\d{1,2},?\\s+)?)?(?:19|20)\\d{2}`;
/** "between January 2010 and December 2018", "from 2005 through 2015", "during 2012–2019". */
const PERIOD = new RegExp(
  `\\b(?:between|from)\\s+${DATE},?\\s+(?:and|to|through|until|till)\\s+${DATE}\\b|\\b(?:during|in|over|from)\\s+(?:the\\s+(?:years?|period)\\s+)?(?:19|20)\\d{2}\\s*[-–]\\s*(?:(?:19|20)\\d{2}|\\d{2})\\b`,
  'gi',
);
/** What the period must be the period of: people enrolled, treated, followed or data recorded. */
const STUDY_EVENT =
  /\b(?:enrol+ed|admitted|diagnosed|treated|identified|included|recruited|hospitali[sz]ed|underwent|received|initiated|started|followed|conducted|collected|performed|study\s+period|records?|data|patients|participants|cohort|visits?|registered\s+in)\b/i;
/** Literature searches and publication dates are not study periods. */
const NOT_STUDY =
  /\b(?:published|searched|search|literature|articles|meta-analys[ie]s|systematic\s+review)\b/i;

/** The period the study covers, as printed. */
export function extractStudyPeriod(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const hit of findAll(ctx, PERIOD, speaksForItself)) {
    const s = hit.sentence;
    if (!STUDY_EVENT.test(s.text) || NOT_STUDY.test(s.text)) continue;
    let score = 2 + s.weight;
    if (s.kind === 'methods' || s.part === 'methods') score += 1;
    candidates.push({
      value: hit.match[0].replace(/\s+/g, ' '),
      score,
      sentence: s,
      start: hit.start,
      end: hit.end,
    });
  }
  const best = pickBest(candidates, (v) => v.toLowerCase(), { minScore: 2.5 });
  return best ? sourced(ctx, best) : null;
}

type BalanceRule = { re: RegExp; value: GroupBalance; strength: number };
const BALANCE_RULES: BalanceRule[] = [
  {
    re: /\bpropensity[- ]score[-–—\s]?(?:\(PS\)\s*)?(?:-?\s*)?match(?:ed|ing)\b|\bPS[- ]?match(?:ed|ing)\b|\bmatched\s+(?:on|by|using)\s+(?:the\s+)?propensity\s+scores?\b/gi,
    value: 'propensity-score-matched',
    strength: 3,
  },
  {
    re: /\binverse[- ]probability(?:[- ]of)?[- ](?:treatment[- ])?weight(?:ing|s|ed)?\b|\bIPT?W\b|\bpropensity[- ]score[-–—\s]?weight(?:ed|ing)\b|\boverlap\s+weight(?:ing|s)\b/g,
    value: 'propensity-score-weighted',
    strength: 3,
  },
  {
    re: /\b\d\s*:\s*\d\s+match(?:ed|ing)\b|\bmatched\s+(?:\w+\s+){0,3}?(?:for|on|by)\s+(?:age|sex|gender)\b/gi,
    value: 'matched',
    strength: 2.5,
  },
];

/** How the compared groups were balanced: propensity score matching or weighting, or matching on traits. */
export function extractGroupBalance(ctx: DocContext): Sourced<GroupBalance> | null {
  const candidates: Candidate<GroupBalance>[] = [];
  for (const rule of BALANCE_RULES) {
    for (const hit of findAll(ctx, rule.re, speaksForItself)) {
      const s = hit.sentence;
      let score = rule.strength + s.weight;
      if (OTHER_WORK.test(s.text)) score -= 2;
      candidates.push({ value: rule.value, score, sentence: s, start: hit.start, end: hit.end });
    }
  }
  const best = pickBest(candidates, (v) => v, { minScore: 2.5 });
  return best ? sourced(ctx, best) : null;
}

const COUNT = '(\\d{1,3}(?:[,\\s]\\d{3})+|\\d+)';
const PEOPLE =
  '(?:[A-Za-z-]+\\s+){0,3}?(?:patients|participants|individuals|subjects|people|persons|adults|children|women|men|cases|users|residents|admissions|pregnancies)';
/** "A total of 12,480 patients were included", "We identified 3021 adults", "The cohort comprised 950 women". */
const INCLUDED = new RegExp(
  `\\b(?:among\\s+(?:a\\s+total\\s+of\\s+)?${COUNT}\\s+${PEOPLE}(?=\\s*[(,])|(?:a\\s+total\\s+of\\s+)?${COUNT}\\s+${PEOPLE}\\s+(?:were|was)\\s+(?:\\w+\\s+)?(?:included|identified|enrolled|eligible|studied)|(?:we\\s+(?:included|identified|enrolled|studied)|(?:the\\s+)?(?:study(?:\\s+population)?|cohort|sample)\\s+(?:included|comprised|consisted\\s+of))\\s+(?:a\\s+total\\s+of\\s+)?${COUNT}\\s+${PEOPLE})\\b`,
  'gi',
);
/** Screening and exclusion counts are not the study's N. */
const NOT_N = /\b(?:screened|excluded|assessed\s+for\s+eligibility|randomi[sz]ed|randomly)\b/i;
/** A count per group is not the study's N: "50 patients were included in each group", "… for the X group". */
const PER_GROUP =
  /^[^.;]{0,40}?\b(?:in|for|to|into|per)\s+(?:each|every|both|the\s+[^.;]{0,40}?\s+)(?:groups?|arms?|cohorts?)\b|\b(?:each|per)\s+(?:group|arm)\b/i;

/** How many people the study included, as its own abstract, methods or results state it. */
export function extractStudySize(ctx: DocContext): Sourced<number> | null {
  const candidates: Candidate<number>[] = [];
  for (const hit of findAll(ctx, INCLUDED, speaksForItself)) {
    const s = hit.sentence;
    if (NOT_N.test(s.text)) continue;
    const after = s.text.slice(hit.end - s.start);
    if (PER_GROUP.test(after) || /\b(?:each|per)\s+(?:group|arm)\b/i.test(s.text)) continue;
    const printed = (hit.match[1] ?? hit.match[2] ?? hit.match[3] ?? '').replace(/[,\s]/g, '');
    const value = parseDecimal(printed);
    if (value === null || !Number.isInteger(value) || value < 2) continue;
    let score = 2 + s.weight;
    if (OTHER_WORK.test(s.text)) score -= 2;
    candidates.push({ value, score, sentence: s, start: hit.start, end: hit.end });
  }
  const best = pickBest(candidates, (v) => String(v), { minScore: 2.5 });
  return best ? sourced(ctx, best) : null;
}

/** "statin users and non-users", "users of statins and non-users": the exposure named by its users. */
const NOT_NAME =
  '(?!(?:we|they|compared|comparing|between|among|in|of|the|and|or|with|to|for|were|was|on|current|all|both)\\b)';
const USERS = new RegExp(
  `\\b((?:${NOT_NAME}[A-Za-z][\\w-]*\\s+){1,3}?)users\\s+(?:and|or|with|vs\\.?|versus|compared\\s+(?:with|to))\\s+(non-?users|never[- ]users|former\\s+users|nonusers)\\b`,
  'gi',
);
const USERS_OF =
  /\busers\s+of\s+((?:[A-Za-z][\w-]*\s*){1,4}?)\s*(?:and|or|with|vs\.?|versus|compared\s+(?:with|to))\s+(non-?users|never[- ]users|nonusers)\b/gi;
/** "new users of SGLT2 inhibitors and new users of GLP-1 receptor agonists": an active comparator. */
const USERS_OF_BOTH =
  /\busers\s+of\s+((?:[A-Za-z0-9][\w-]*\s*){1,4}?)\s*(?:and|or|with|vs\.?|versus|compared\s+(?:with|to))\s+(?:(?:new|current|prevalent)\s+)?users\s+of\s+((?:[A-Za-z0-9][\w-]*\s*){1,4}?)(?=\s*(?:[.,;()]|(?:were|was|are|is|had|in|among|for|from)\b))/gi;
/** "The exposure (of interest) was statin use", "The primary exposure was …". */
const EXPOSURE_WAS =
  /\bthe\s+(?:main\s+|primary\s+)?exposures?\s+(?:of\s+interest\s+)?(?:was|were|is|included)\s+((?:[^.;,()\d]){3,80}?)(?=\s*(?:[.;,(]|\s+(?:defined|measured|ascertained|identified|assessed|during|at|within)\b))/gi;
/** "The exposure was highest for …", "… was associated with …": a statement about exposure, not its name. */
const NOT_AN_EXPOSURE =
  /^(?:high|low|similar|greater|lower|higher|highest|lowest|more|less|associated|not|defined|measured|assessed|based|available|comparable)\b/i;
const LEADING_ARTICLE = /^(?:the|a|an|any)\s+/i;

/** Drug-class nouns that need the words before them: "proton pump inhibitor", "beta blocker". */
const CLASS_NOUN = /^(?:inhibitors?|blockers?|agonists?|antagonists?|analogues?|drugs?|agents?|therapy)$/i;

/**
 * What the users use, from up to three words before "users": the last word, with the word before it when
 * that is a name ("SGLT2", "Beta-blocker") or the last is a class noun ("pump inhibitor" → "proton pump
 * inhibitor"); "balance statin users" is "statin".
 */
function usersOf(words: string): string {
  const list = words.trim().split(/\s+/);
  const out = [list.pop()!];
  while (list.length > 0) {
    const prev = list.at(-1)!;
    const name = /[A-Z\d-]/.test(prev.slice(1)) || /^[A-Z]{2,}/.test(prev);
    if (!(name || CLASS_NOUN.test(out.at(-1)!) || (CLASS_NOUN.test(out[0]!) && out.length < 3))) break;
    out.unshift(list.pop()!);
  }
  return out.join(' ');
}

export type Exposure = { exposure: string; comparison: string | null };

/** The exposure and its comparison as the paper names them ("statin" users vs "non-users"). */
export function extractExposure(ctx: DocContext): Sourced<Exposure> | null {
  const candidates: Candidate<Exposure>[] = [];
  const add = (re: RegExp, strength: number, read: (m: RegExpExecArray) => Exposure | null) => {
    for (const hit of findAll(ctx, re, speaksForItself)) {
      const value = read(hit.match);
      if (!value || value.exposure.length < 3) continue;
      let score = strength + hit.sentence.weight;
      if (OTHER_WORK.test(hit.sentence.text)) score -= 2;
      candidates.push({ value, score, sentence: hit.sentence, start: hit.start, end: hit.end });
    }
  };
  const phrase = (s: string) => s.trim().replace(LEADING_ARTICLE, '');
  add(USERS, 3, (m) => ({ exposure: `${usersOf(m[1]!)} use`, comparison: m[2]!.toLowerCase() }));
  add(USERS_OF, 3, (m) => ({ exposure: `${phrase(m[1]!)} use`, comparison: m[2]!.toLowerCase() }));
  add(USERS_OF_BOTH, 3, (m) => ({ exposure: `${phrase(m[1]!)} use`, comparison: `${phrase(m[2]!)} use` }));
  add(EXPOSURE_WAS, 2.5, (m) =>
    NOT_AN_EXPOSURE.test(phrase(m[1]!)) ? null : { exposure: phrase(m[1]!), comparison: null },
  );
  const best = pickBest(candidates, (v) => v.exposure.toLowerCase(), { minScore: 3 });
  return best ? sourced(ctx, best) : null;
}
