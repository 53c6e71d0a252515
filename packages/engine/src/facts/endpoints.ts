import type { Sourced } from '@prowrite/contracts';
import { expandAbbreviations } from './abbreviations';
import { type Candidate, OTHER_WORK, OWN_TRIAL, pickBest, sourced } from './candidates';
import type { DocContext, Sentence } from './context';
import { firstSentencesOf, sentencesUnder } from './section-sentences';
import { splitList } from './lists';
import { isWholePhrase } from '../text/whole-phrase';

const NOUN =
  '(end[- ]?points?|outcomes?(?:\\s+measures?)?|objectives?|efficacy\\s+variables?|variables?|measures?)';
const VERB =
  '(?:was|were|is|are|will\\s+be|would\\s+be|included|includes|include|consisted\\s+of|comprised|comprise|encompassed|encompass(?:es)?)';
// "The trial's primary endpoint", "the study's prespecified primary outcome".
const LEAD = "(?:(?:the|our|its|a|an|pre-?specified|prespecified|(?:the\\s+)?(?:trial|study)['’]s)\\s+)*";
const PRIMARY = new RegExp(
  `\\b${LEAD}(co-?primary|primary|main|principal)\\s+((?:[\\w-]+\\s+){0,3}?)${NOUN}\\b(?:\\s+(?:of|for|in)\\s+[^,;.]{0,60}?)?\\s*${VERB}\\s*:?\\s*`,
  'gi',
);
const PRIMARY_LABEL = new RegExp(
  `^\\s*(?:co-?primary|primary|main|principal)\\s+((?:[\\w-]+\\s+){0,2}?)${NOUN}\\s*:\\s*`,
  'i',
);
const SECONDARY = new RegExp(
  `\\b${LEAD}(?:key\\s+)?secondary\\s+((?:[\\w-]+\\s+){0,3}?)${NOUN}\\b(?:\\s+(?:of|for|in)\\s+[^,;.]{0,60}?)?\\s*${VERB}\\s*:?\\s*`,
  'gi',
);
const SECONDARY_LABEL = new RegExp(
  `^\\s*(?:key\\s+)?secondary\\s+((?:[\\w-]+\\s+){0,2}?)${NOUN}\\s*:\\s*`,
  'i',
);
const REVERSED =
  /^(?:the\s+)?([A-Za-z][^;:]{2,150}?)\s+(?:was|were|served\s+as)\s+(?:the|our)\s+(?:pre-?specified\s+)?(?:co-?primary|primary)\s+(?:efficacy\s+|effectiveness\s+)?(?:end[- ]?points?|outcomes?(?:\s+measures?)?)\b/i;
// "We used composite z-scores as our primary outcome", "As our primary outcome measures, we computed X".
const USED_AS =
  /\b(?:used|chose|selected|defined|took)\s+(?:the\s+)?([A-Za-z][^;:]{2,100}?)\s+as\s+(?:the|our)\s+(?:pre-?specified\s+)?(?:co-?)?primary\s+(?:end[- ]?points?|outcomes?(?:\s+measures?)?)\b/i;
const AS_OUR =
  /^as\s+(?:the|our)\s+(?:co-?)?primary\s+(?:end[- ]?points?|outcomes?(?:\s+measures?)?)\s*,\s*(?:we\s+)?(?:computed|used|calculated|measured|assessed|took)\s+(?:the\s+)?([^;.]{3,120})/i;
// "The primary endpoint, X, was assessed in …": the endpoint in apposition.
const APPOSITION =
  /\b(?:the\s+)?(?:pre-?specified\s+)?(?:co-?)?primary\s+(?:efficacy\s+)?(?:end[- ]?points?|outcomes?(?:\s+measures?)?),\s+([A-Za-z][^,;]{2,150}?),\s+(?:was|were|is|are)\s/i;
// "Efficacy was assessed by X (primary end point)": the endpoint named, then marked as primary.
const MARKED_PRIMARY =
  /\b(?:assessed|measured|evaluated|determined)\s+(?:by|as|with|using)\s+(?:the\s+)?([A-Za-z][^;()]{2,150}?)\s*[([](?:the\s+)?(?:co-?)?primary\s+(?:efficacy\s+)?(?:end[- ]?points?|outcomes?(?:\s+measures?)?)[)\]]/i;
/** After "the primary endpoint was", words that report a result rather than define the endpoint. */
const NOT_A_DEFINITION =
  /^(?:evaluated|assessed|measured|observed|met|achieved|reached|not|significantly|similar|higher|lower|improved|reduced|increased|decreased|analy[sz]ed|compared|available|the same|considered|tested|performed|calculated|based|reported|presented|shown|summari[sz]ed|expressed|adjusted|\d)/i;
const DEFINITION_TAIL =
  /,\s*(?:defined|which|as\s+defined|measured|assessed|analy[sz]ed|calculated)\b|\s*\((?:defined|as defined)\b/i;
const QUALIFIER = /\b(efficacy|effectiveness|safety|composite|clinical|renal|cardiovascular|co-?primary)\b/i;

/** The primary endpoint, as "The primary endpoint/outcome was X" (or a protocol's "Primary endpoint: X"). */
export function extractPrimaryEndpoint(
  ctx: DocContext,
  glossary = new Map<string, string>(),
): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const s of ctx.sentences) {
    if (s.isReference) continue;
    for (const found of endpointStatements(s, PRIMARY, PRIMARY_LABEL)) {
      const value = primaryValue(found.qualifier, found.text);
      if (!value) continue;
      let score = 2 + s.weight;
      if (/safety/i.test(found.qualifier)) score -= 1.5;
      if (/efficacy|effectiveness/i.test(found.qualifier)) score += 0.5;
      if (/^to\s+(?:assess|evaluate|determine|compare|investigate|test|examine|show)/i.test(found.text))
        score -= 1;
      if (OWN_TRIAL.test(s.text)) score += 0.5;
      // Other work is named before the endpoint ("In a previous trial, the primary endpoint was"); words
      // inside the endpoint ("versus the other two drugs") say nothing about whose endpoint it is.
      if (OTHER_WORK.test(s.text.slice(0, found.start - s.start))) score -= 2;
      candidates.push({ value, score, sentence: s, start: found.start, end: found.end });
    }
  }
  // "Overall survival was the primary endpoint."
  for (const s of ctx.sentences) {
    const m = s.isReference ? null : s.text.match(REVERSED);
    if (!m || NOT_A_DEFINITION.test(m[1]!) || /^(?:this|it|that|which|these|there)$/i.test(m[1]!)) continue;
    const value = trimValue(m[1]!);
    candidates.push({
      value,
      score: 1.5 + s.weight,
      sentence: s,
      start: s.start,
      end: s.start + m[0].length,
    });
  }
  for (const s of ctx.sentences) {
    if (s.isReference) continue;
    const m =
      s.text.match(USED_AS) ??
      s.text.match(AS_OUR) ??
      s.text.match(APPOSITION) ??
      s.text.match(MARKED_PRIMARY);
    if (!m || OTHER_WORK.test(s.text)) continue;
    // As explicit a definition as "the primary outcome was X".
    candidates.push({
      value: trimValue(m[1]!),
      score: 2 + s.weight,
      sentence: s,
      start: s.start,
      end: s.end,
    });
  }
  // A protocol synopsis: a "Primary endpoint" heading followed by the endpoint itself.
  for (const s of firstSentencesOf(
    ctx,
    /^(?:primary|main|principal)\s+(?:end[- ]?points?|outcomes?(?:\s+measures?)?|objectives?)\b/i,
  )) {
    candidates.push({
      value: trimValue(s.text),
      score: 2 + s.weight,
      sentence: s,
      start: s.start,
      end: s.end,
    });
  }
  // A value that is the start of another one was cut short by the page layout ("in-stent late" / "in-stent
  // late lumen loss at 9 months"): the whole statement stands for both.
  // A lead or a piece ("as follows", "evaluation of", "d to the control arm") is no endpoint.
  const definitions = candidates.filter(
    (c) => !STATES_A_RESULT.test(c.value) && isWholePhrase(c.value.replace(/^[a-z-]+:\s+/, '')),
  );
  const whole = definitions.filter(
    (c) =>
      !definitions.some(
        (o) =>
          o.value.length > c.value.length && o.value.toLowerCase().startsWith(`${c.value.toLowerCase()} `),
      ),
  );
  const best = pickBest(whole, (v) => v.toLowerCase(), { minScore: 1 });
  if (!best) return null;
  // Spell out abbreviations the paper defines, so "SR" reads "SR (sinus rhythm)" wherever the value is shown.
  return { ...sourced(ctx, best), value: expandAbbreviations(best.value, glossary) };
}

/** Secondary endpoints, one item per endpoint of the best "Secondary endpoints were a; b; c" sentence. */
export function extractSecondaryEndpoints(
  ctx: DocContext,
  glossary = new Map<string, string>(),
): Sourced<string>[] {
  let best: {
    score: number;
    sentence: Sentence;
    items: { text: string; start: number; end: number }[];
  } | null = null;
  let onlyFragments = false;
  for (const s of ctx.sentences) {
    if (s.isReference) continue;
    for (const found of endpointStatements(s, SECONDARY, SECONDARY_LABEL)) {
      const lead = found.text.match(LIST_LEAD)?.[0].length ?? 0;
      const items = splitList(found.text.slice(lead), found.start + lead)
        .map((it) => ({ ...it, text: cutDefinition(it.text) }))
        .filter((it) => it.text.length >= 2 && it.text.length <= 200 && isWholePhrase(it.text));
      if (items.length === 0) {
        onlyFragments = true;
        continue;
      }
      let score = 2 + s.weight + Math.min(items.length, 6) * 0.2;
      if (OTHER_WORK.test(s.text)) score -= 2;
      if (!best || score > best.score) best = { score, sentence: s, items };
    }
  }
  // "Secondary outcomes were as follows:" leads into a list the text does not keep as one: nothing is
  // better than a section's sentences read as endpoints.
  if ((!best || best.score < 1) && onlyFragments) return [];
  if (!best || best.score < 1) return listedUnder(ctx, SECONDARY_HEADING, glossary);
  const chosen = best;
  return chosen.items.slice(0, 15).map((it) => ({
    value: expandAbbreviations(it.text, glossary),
    source: ctx.source(chosen.sentence, it.start, it.start + it.text.length),
  }));
}

const SECONDARY_HEADING =
  /^(?:key\s+)?secondary\s+(?:end[- ]?points?|outcomes?(?:\s+measures?)?|objectives?)\b/i;

/** A synopsis lists endpoints one per line under their heading: each line is one item. */
function listedUnder(ctx: DocContext, heading: RegExp, glossary: Map<string, string>): Sourced<string>[] {
  return sentencesUnder(ctx, heading, 15).flatMap((s) => {
    const lead = s.text.match(/^\s*(?:[-*•]\s+|\(?\d{1,2}[.)]\s+)/)?.[0].length ?? 0;
    const text = s.text.slice(lead).replace(/[.;\s]+$/, '');
    if (!isWholePhrase(text)) return [];
    return [
      {
        value: expandAbbreviations(text, glossary),
        source: ctx.source(s, s.start + lead, s.start + lead + text.length),
      },
    ];
  });
}

type Found = { qualifier: string; text: string; start: number; end: number };

function endpointStatements(s: Sentence, inline: RegExp, label: RegExp): Found[] {
  const out: Found[] = [];
  inline.lastIndex = 0;
  for (let m = inline.exec(s.text); m; m = inline.exec(s.text)) {
    const qualifier = [m[1] && /^co/i.test(m[1]) ? 'co-primary' : '', m[2] ?? ''].join(' ').trim();
    // "were 1) X and 2) Y", "were (1) X": a list marker before the first endpoint is not a result.
    const marker = s.text.slice(m.index + m[0].length).match(/^\(?(?:[1-9]|i{1,3})\s?[.,)]\s*(?=[A-Za-z])/);
    const from = m.index + m[0].length + (marker?.[0].length ?? 0);
    const text = s.text.slice(from).replace(/[.\s]+$/, '');
    if (!text || NOT_A_DEFINITION.test(text)) continue;
    out.push({ qualifier, text, start: s.start + from, end: s.start + from + text.length });
    break;
  }
  const labelled = s.text.match(label);
  if (labelled && out.length === 0) {
    const from = labelled[0].length;
    const text = s.text.slice(from).replace(/[.\s]+$/, '');
    if (text)
      out.push({
        qualifier: labelled[1]?.trim() ?? '',
        text,
        start: s.start + from,
        end: s.start + from + text.length,
      });
  }
  return out;
}

function primaryValue(qualifier: string, text: string): string {
  const value = trimValue(cutDefinition(text).replace(CLAUSE_LEAD, ''));
  if (value.length < 2) return '';
  const q = qualifier.match(QUALIFIER)?.[0];
  // Keep the kind of endpoint ("effectiveness: freedom from ...") when the paper names one.
  return q && !/co-?primary/i.test(q) ? `${q.toLowerCase()}: ${value}` : value;
}

// "… of this study was to assess X", read from "study was to assess X": the clause before the endpoint.
// "were as follows: X": the lead into the list, not part of its first item.
const LIST_LEAD = /^(?:as\s+follows|the\s+following)\s*:?\s*/i;
const CLAUSE_LEAD =
  /^(?:as\s+follows\s*:?\s*|the\s+following\s*:?\s*)?(?:(?:the|this|our|present)\s+)*(?:study|trial)\s+(?:was|is)\s+(?:to\s+(?:assess|evaluate|determine|measure|compare|investigate|examine)\s+)?/i;
// "X; secondary endpoints included Y": the next statement starts.
const NEXT_STATEMENT =
  /[;,.]\s*(?:and\s+)?(?:the\s+)?(?:key\s+)?(?:secondary|tertiary|exploratory)\s+(?:end[- ]?points?|outcomes?)\b/i;

function cutDefinition(raw: string): string {
  const next = raw.search(NEXT_STATEMENT);
  const text = next > 1 ? raw.slice(0, next) : raw;
  const cut = text.search(DEFINITION_TAIL);
  return (cut > 1 ? text.slice(0, cut) : text).trim();
}

/**
 * A P value or a confidence interval is a result, never part of what an endpoint measures: a "definition"
 * holding one is a results sentence (or a piece of one the layout cut loose).
 */
const STATES_A_RESULT =
  /\b(?:two-sided\s+)?P\s*(?:value\s*)?[=<>≤≥]\s*[0.]|\b\d{2}(?:\.\d+)?\s*%\s*(?:CI|confidence|credible)\b/i;

function trimValue(text: string): string {
  const v = text.trim().replace(/[\s.;,:]+$/, '');
  return withoutOpenBracket(v.length > 300 ? shortenWhole(v, 300) : v);
}

/** A long value cut to a whole phrase: at the last clause mark that leaves one, else at the last such word. */
function shortenWhole(v: string, max: number): string {
  const cuts: number[] = [];
  // A list's items (";") first, then clauses, then words.
  for (let i = Math.min(max, v.length - 1); i > 50; i--) if (v[i] === ';') cuts.push(i);
  for (let i = Math.min(max, v.length - 1); i > 50; i--) if (/[,:(]/.test(v[i]!)) cuts.push(i);
  for (let i = Math.min(max, v.length - 1); i > 50; i--) if (v[i] === ' ') cuts.push(i);
  for (const at of cuts) {
    const head = v.slice(0, at).replace(/[\s.;,:]+$/, '');
    if (isWholePhrase(head)) return head;
  }
  return v.slice(0, max);
}

/** A value ends outside brackets: one cut inside "(…" or "[…" keeps the phrase before the bracket. */
function withoutOpenBracket(v: string): string {
  let depth = 0;
  let open = -1;
  for (let i = 0; i < v.length; i++) {
    const c = v[i]!;
    if (c === '(' || c === '[') {
      if (depth === 0) open = i;
      depth++;
    } else if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  return depth > 0 && open > 0 ? v.slice(0, open).replace(/[\s.;,:]+$/, '') : v;
}
