import type { Arm, Sourced } from '@prowrite/contracts';
import { type Candidate, findAll, OTHER_WORK, OWN_TRIAL, pickBest, sourced } from './candidates';
import type { DocContext } from './context';

/** `lead`: what must come shortly before the match for it to describe this trial ("a crossover trial"). */
type Rule = { re: RegExp; value: (m: RegExpExecArray) => string; strength: number; lead?: RegExp };

const DESCRIBING =
  /\b(?:a|an|randomi[sz]ed|blind(?:ed)?|controlled|placebo-controlled|two-period|this|our)\b[^.;]{0,40}$/i;

const RULES: Rule[] = [
  {
    re: /\b(\d)\s*[x×]\s*(\d)(?:\s*[x×]\s*(\d))?[- ]factorial\b/gi,
    value: (m) => `${[m[1], m[2], m[3]].filter(Boolean).join('x')} factorial`,
    strength: 3,
  },
  {
    re: /\bfactorial (?:design|trial|study|randomi[sz]ation)\b(?!s)/gi,
    value: () => 'factorial',
    strength: 2.5,
    lead: DESCRIBING,
  },
  {
    re: /\bcross-?over (?:design|trial|study|fashion|manner|randomi[sz]ed)\b(?!s)/gi,
    value: () => 'crossover',
    strength: 3,
    lead: DESCRIBING,
  },
  {
    re: /\b(?:randomi[sz]ed|blind(?:ed)?|controlled|two-period|two-way|\d-period)[,\s]+(?:[\w-]+[,\s]+){0,3}?cross-?over\b(?!\s+(?:trials|studies|designs))/gi,
    value: () => 'crossover',
    strength: 3,
  },
  { re: /\bparallel[- ]?(?:group|arm|assignment|design)s?\b/gi, value: () => 'parallel', strength: 2.5 },
  { re: /\b(?:randomi[sz]ed|controlled),? parallel\b/gi, value: () => 'parallel', strength: 2.5 },
];

/**
 * The design as the paper states it, its parts joined by ", " (decision 0086): a post hoc or secondary
 * analysis of a trial, cluster randomisation (unit and counts), the allocation (parallel, crossover,
 * "2x2 factorial") and the number of arms when there are three or more. Quoted from the most telling part.
 */
export function extractDesign(ctx: DocContext, arms: Arm[] = []): Sourced<string> | null {
  const kind = extractAllocation(ctx);
  const analysis = findAnalysisOfTrial(ctx);
  const cluster = findClusterRandomisation(ctx);
  const count = kind && /factorial/.test(kind.value) ? null : armCount(ctx, arms);
  const parts = [analysis, cluster, kind, count].filter((p): p is Sourced<string> => p !== null);
  if (parts.length === 0) return null;
  return { value: parts.map((p) => p.value).join(', '), source: parts[0]!.source };
}

/** Parallel, crossover or factorial ("2x2 factorial"), from explicit design statements only. */
function extractAllocation(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const rule of RULES) {
    for (const hit of findAll(ctx, rule.re)) {
      const s = hit.sentence;
      if (s.isReference) continue;
      if (rule.lead && !rule.lead.test(s.text.slice(0, hit.start - s.start))) continue;
      let score = rule.strength + s.weight;
      if (OWN_TRIAL.test(s.text)) score += 1;
      if (OTHER_WORK.test(s.text)) score -= 2;
      if (s.index < 3 && s.page === 1) score += 2;
      candidates.push({ value: rule.value(hit.match), score, sentence: s, start: hit.start, end: hit.end });
    }
  }
  // "2x2 factorial" and "factorial" are one design; the more specific wording is kept.
  const best = pickBest(candidates, (v) => v.replace(/^[\dx]+ /, ''), { minScore: 2.5 });
  if (!best) return null;
  const specific = candidates
    .filter((c) => c.score > 0 && c.value.endsWith(best.value) && c.value.length > best.value.length)
    .sort((a, b) => b.score - a.score)[0];
  return sourced(ctx, specific ?? best);
}

// "This is a secondary analysis of …", "We performed a post hoc analysis of …", "The aim of the current study
// was to assess … using key secondary analyses": the paper re-analyses a trial ("our secondary analyses are
// depicted" speaks of analyses within a trial, not of the paper).
const ANALYSIS =
  /\b(?:this|our|the\s+(?:present|current))\s+(?:(?:study|report|paper|article|work|trial)\s+)?(?:is|was|presents|reports|describes)\s+(?:an?\s+)?(?:pre-?specified\s+|exploratory\s+)?(post[- ]hoc|secondary)\s+analys[ie]s\s+of\b|\b(?:we|this\s+study)\s+(?:performed|conducted|report|present)\s+(?:an?\s+)?(post[- ]hoc|secondary)\s+analys[ie]s\s+of\b|\b(?:aim|purpose|objective)\s+of\s+(?:the|this)\s+(?:current|present)\s+(?:study|analysis|report)\b[^.]{0,160}\b(?:key\s+)?(post[- ]hoc|secondary)\s+analyses\b/i;

/** "This is a secondary analysis of …", "We performed a post hoc analysis": the paper re-analyses a trial. */
function findAnalysisOfTrial(ctx: DocContext): Sourced<string> | null {
  for (const s of ctx.sentences) {
    // "This is a secondary analysis of …" speaks of the paper wherever it stands (an abstract's Purpose).
    if (s.isReference) continue;
    const m = ANALYSIS.exec(s.text);
    // Other work named before the statement; "of previously published data" after it is this paper's source.
    if (!m || OTHER_WORK.test(s.text.slice(0, m.index))) continue;
    const which = (m[1] ?? m[2] ?? m[3])!.toLowerCase().startsWith('post') ? 'post hoc' : 'secondary';
    return {
      value: `${which} analysis of a randomised trial`,
      source: ctx.source(s, s.start + m.index, s.start + m.index + m[0].length),
    };
  }
  return null;
}

// This trial, not cluster trials in general ("clustering in cluster randomised studies"): a title or a
// determiner before it, one trial after it; or "(was) randomised at the GP level".
const CLUSTER =
  /(?:^|\b(?:a|an|this|our|the\s+present|the\s+current)\s+(?:[\w-]+[,\s]+){0,3}?)cluster[- ]randomi[sz]ed(?:,?\s+[\w-]+){0,2}?\s+(?:trial|study)\b(?!s)|\brandomi[sz]ed\s+at\s+the\s+([\w-]+)\s+level\b/i;
// "42 of 82 selected shops were randomized", "82 practices were randomised": the units and their count.
const UNITS_RANDOMISED =
  /\b(?:(\d{1,4})\s+of\s+)?(\d{1,5})\s+(?:selected\s+|eligible\s+|participating\s+)?([a-z][\w-]*s)\s+(?:were\s+)?(?:randomly\s+)?(?:randomi[sz]ed|allocated|assigned)\b/i;
const PEOPLE =
  /^(?:patients|participants|subjects|people|persons|individuals|women|men|children|adults|infants|volunteers)$/i;

/** Cluster randomisation: "cluster randomized trial", "randomised at the GP level", with units and counts. */
function findClusterRandomisation(ctx: DocContext): Sourced<string> | null {
  const own = ctx.sentences.filter((s) => !s.isReference && s.kind !== 'discussion');
  const stated = own.find((s) => CLUSTER.test(s.text) && !OTHER_WORK.test(s.text));
  if (!stated) return null;
  for (const s of own) {
    const m = UNITS_RANDOMISED.exec(s.text);
    if (!m || PEOPLE.test(m[3]!) || !/random/i.test(s.text)) continue;
    const of = m[1] ? ` (${m[2]} ${m[3]}, ${m[1]} to the intervention)` : ` (${m[2]} ${m[3]})`;
    if (m[1] && !/\bto\s+receive\b|\bto\s+the\s+intervention\b/i.test(s.text.slice(m.index))) continue;
    return {
      value: `cluster randomised${of}`,
      source: ctx.source(s, s.start + m.index, s.start + m.index + m[0].length),
    };
  }
  const level = CLUSTER.exec(stated.text)!;
  return {
    value: level[1] ? `cluster randomised (${level[1]} level)` : 'cluster randomised',
    source: ctx.source(stated, stated.start + level.index, stated.start + level.index + level[0].length),
  };
}

const COUNT_WORDS = ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** "three arms" when the arms read are three or more, quoted where the text states that count, else the arms. */
function armCount(ctx: DocContext, arms: Arm[]): Sourced<string> | null {
  const n = arms.length;
  if (n < 3 || n >= COUNT_WORDS.length) return null;
  const said = new RegExp(
    `\\b(?:${n}|${COUNT_WORDS[n]})\\s+(?:(?:treatment|study|parallel|intervention)\\s+)?(?:arms|groups)\\b`,
    'i',
  );
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    const m = said.exec(s.text);
    if (m && /random|assign|allocat/i.test(s.text))
      return {
        value: `${COUNT_WORDS[n]} arms`,
        source: ctx.source(s, s.start + m.index, s.start + m.index + m[0].length),
      };
  }
  return { value: `${COUNT_WORDS[n]} arms`, source: arms[0]!.name.source };
}
