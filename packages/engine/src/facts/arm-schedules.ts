/**
 * Arm plans stated as one schedule for all arms: "Patients received an infusion of vernakalant (3 mg/kg) or
 * placebo over 10 min, followed by a second infusion of vernakalant (2 mg/kg) or placebo 15 min later if AF
 * had not been terminated". Each step lists the arms with "or"; the words before the first arm (the head) and
 * after the last (the tail) belong to every arm of the step, unless a later arm has words of its own before
 * its name ("… vernakalant (3 mg/kg) or an equivalent volume of placebo"): then each keeps its own.
 */
import type { ArmNames } from './arm-match';
import type { DocContext, Sentence } from './context';
import type { PlanDefinition } from './arm-plans';

type Lang = 'en' | 'zh';

type Grammar = {
  /** What patients received, the first step starting after it. */
  verb: RegExp;
  /** Between two steps. */
  next: RegExp;
  /** Between the arms of a step. */
  or: RegExp;
  /** Where a step's tail ends (a new clause). */
  tailEnd: RegExp;
  /** How the steps are joined in a plan. */
  join: string;
  space: string;
};

const GRAMMAR: Record<Lang, Grammar> = {
  en: {
    verb: /\b(?:received|receive|receives|were\s+given|was\s+given|be\s+given|were\s+treated\s+with|be\s+treated\s+with|were\s+administered)\s+(?:either\s+)?/i,
    next: /,?\s+(?:followed\s+by|and\s+then|then)\s+/gi,
    or: /,?\s+(?:or|versus|vs\.?)\s+|,\s+(?=\S)/gi,
    // A tail goes on about the trial, not the dose, from "according to …" or a new clause; a condition with
    // a clause of its own ("if AF had not been terminated") would read as a sentence left open in a box.
    tailEnd:
      /[;:]|,\s|\.\s|\.$|\s(?:according\s+to|in\s+accordance\s+with|as\s+(?:recommended|described))\b|\s(?:and|while|whereas|but)\s+(?:patients|participants|subjects|all|they|the|(?:were\s+|was\s+)?[a-z]+ed)\b|\s(?:if|unless|when)\s[^,;]*\b(?:was|were|had|has|is|are)\b/i,
    join: ', then ',
    space: ' ',
  },
  zh: {
    verb: /(?:接受|给予|予以|使用|分别接受|分别给予)(?:了)?/,
    next: /[，,]?\s*(?:随后|继以|然后|之后再?|再)(?:给予|接受|予以)?/g,
    or: /或者|或|、/g,
    tailEnd: /[；;：:。，,]/,
    join: '，随后',
    space: '',
  },
};

// A dose printed after a name: "vernakalant 3 mg/kg", "drug X 10–20 mg once daily".
const DOSE_AFTER =
  /^\s*\d+(?:[.,]\d+)?(?:\s*(?:–|-|to|and)\s*\d+(?:[.,]\d+)?)?\s*(?:mg\/kg|mg\/m2|mg\/m²|µg\/kg|μg\/kg|mg|g|µg|μg|mcg|ml|mL|IU|MIU|units?|Gy)\b(?:\/(?:day|d|kg|h|min))?/i;
const MAX_HEAD = 70;
const SIZE = /\s*[（(]\s*(?:n\s*=\s*)?\d+(?:\s+(?:patients|participants|subjects))?\s*[)）]/gi;
// Words without punctuation up to "or" (group 1), at most 40 characters.
const WORDS_TO_OR: Record<Lang, RegExp> = {
  en: /^([^,;:.()]{1,40}?)\s+(?:or|versus|vs\.?)\s+/i,
  zh: /^([^，,；;：:。（）()]{1,20}?)(?:或者|或)/,
};
const MAX_TAIL = 90;

type Piece = { arm: number; start: number; end: number; head: boolean; name: string };

/** The arm names in `text` from `from` on: offsets of each mention, by arm index. */
function mentions(
  text: string,
  names: ArmNames[],
  from: number,
  to: number,
): { arm: number; start: number; end: number }[] {
  const out: { arm: number; start: number; end: number }[] = [];
  names.forEach((arm, i) => {
    for (const alias of [arm.name, ...arm.aliases]) {
      const a = alias.trim();
      if (a.length < 2) continue;
      const esc = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const han = /\p{Script=Han}/u.test(a);
      const re = new RegExp(han ? esc : `(?<![\\w+\\-/])${esc}(?![\\w+/])`, 'gi');
      re.lastIndex = from;
      for (let m = re.exec(text); m && m.index < to; m = re.exec(text))
        out.push({ arm: i, start: m.index, end: m.index + m[0].length });
    }
  });
  // The longest alias at a place wins; a mention inside another is dropped.
  out.sort((a, b) => a.start - b.start || b.end - a.end);
  return out.filter((m, k) => !out.slice(0, k).some((o) => o.start <= m.start && o.end >= m.end));
}

/** The end of an arm's own words after its name: a bracket ("(3 mg/kg)", "（3 mg/kg）") and a dose. */
function pieceEnd(text: string, at: number): number {
  let end = at;
  const bracket = /^\s*[（(][^()（）]{1,60}[)）]/.exec(text.slice(end));
  if (bracket) end += bracket[0].length;
  const dose = DOSE_AFTER.exec(text.slice(end));
  if (dose) end += dose[0].length;
  if (!bracket && dose) {
    const after = /^\s*[（(][^()（）]{1,60}[)）]/.exec(text.slice(end));
    if (after) end += after[0].length;
  }
  return end;
}

type Step = { pieces: Piece[]; headStart: number; tailStart: number; tailEnd: number };

/** One step from `from`: head, the arms joined by "or", the tail up to the next step or clause. */
function readStep(text: string, names: ArmNames[], from: number, lang: Lang): Step | null {
  const g = GRAMMAR[lang];
  const found = mentions(text, names, from, text.length);
  const first = found[0];
  if (!first) return null;
  const head = text.slice(from, first.start);
  if (head.length > MAX_HEAD || /[;；。]|,\s|，/.test(head)) return null;
  const pieces: Piece[] = [
    {
      arm: first.arm,
      start: first.start,
      end: pieceEnd(text, first.end),
      head: false,
      name: text.slice(first.start, first.end),
    },
  ];
  let at = pieces[0]!.end;
  const thenAt = new RegExp(`^(?:${g.next.source})`, g.next.flags.replace('g', ''));
  for (;;) {
    if (thenAt.test(text.slice(at))) break;
    // "drug A 5 mg once daily or placebo": an arm's own words may go on up to the word that lists the next.
    const gap = WORDS_TO_OR[lang].exec(text.slice(at));
    if (gap && gap[1]!.trim() && mentions(text, names, at, at + gap[1]!.length).length === 0) {
      at += gap[1]!.length;
      pieces[pieces.length - 1]!.end = at;
    }
    const or = new RegExp(`^(?:${g.or.source})`, g.or.flags.replace('g', '')).exec(text.slice(at));
    if (!or) break;
    const next = mentions(text, names, at + or[0].length, text.length)[0];
    if (!next) break;
    const own = text.slice(at + or[0].length, next.start);
    // A piece's own words before the name ("an equivalent volume of placebo") are short and hold no clause.
    if (own.length > MAX_HEAD || /[;；。,，]/.test(own)) break;
    if (pieces.some((p) => p.arm === next.arm)) return null;
    pieces.push({
      arm: next.arm,
      start: at + or[0].length,
      end: pieceEnd(text, next.end),
      head: own.trim() !== '',
      name: text.slice(next.start, next.end),
    });
    at = pieces[pieces.length - 1]!.end;
  }
  if (pieces.length < 2) return null;
  const rest = text.slice(at);
  const thenRe = new RegExp(g.next.source, g.next.flags.replace('g', ''));
  const nextStep = thenRe.exec(rest);
  const clause = g.tailEnd.exec(rest);
  let tailEnd = text.length;
  if (nextStep) tailEnd = Math.min(tailEnd, at + nextStep.index);
  if (clause) tailEnd = Math.min(tailEnd, at + clause.index);
  if (tailEnd - at > MAX_TAIL || mentions(text, names, at, tailEnd).length > 0) tailEnd = at;
  return { pieces, headStart: from, tailStart: at, tailEnd };
}

/**
 * Each arm's plan from one sentence listing the arms with "or" in one or more steps ("…, followed by …"),
 * with where the steps start and end in the text; null when the sentence is not such a schedule.
 */
export function readSchedule(
  text: string,
  names: ArmNames[],
  lang: Lang = /\p{Script=Han}/u.test(text) ? 'zh' : 'en',
): { plans: (string | null)[]; start: number; end: number } | null {
  const g = GRAMMAR[lang];
  const verb = g.verb.exec(text);
  if (!verb) return null;
  const steps: Step[] = [];
  let from = verb.index + verb[0].length;
  for (;;) {
    const step = readStep(text, names, from, lang);
    if (!step) break;
    steps.push(step);
    const thenRe = new RegExp(g.next.source, g.next.flags.replace('g', ''));
    const rest = text.slice(step.tailEnd);
    const next = thenRe.exec(rest);
    if (!next || next.index > 0) break;
    from = step.tailEnd + next[0].length;
  }
  if (steps.length === 0) return null;
  const plans = names.map((_, arm) => {
    const parts = steps.map((step, k) => {
      const piece = step.pieces.find((p) => p.arm === arm);
      if (!piece) return null;
      const ownHeads = step.pieces.slice(1).some((p) => p.head);
      let shared = ownHeads ? '' : text.slice(step.headStart, step.pieces[0]!.start);
      const own = ownHeads && piece === step.pieces[0] ? step.headStart : piece.start;
      let body = text.slice(own, piece.end).trim();
      // A later step names the same arm again: in English its name goes ("a second infusion (2 mg/kg)"),
      // with the "of" that led to it, unless nothing would be left of the step.
      if (k > 0 && lang === 'en' && !ownHeads) {
        const rest = body
          .slice(body.toLowerCase().indexOf(piece.name.toLowerCase()) + piece.name.length)
          .trim();
        const head = shared.replace(/\s+of\s*$/i, '').trim();
        if (head && head !== shared.trim()) {
          shared = `${head} `;
          body = rest;
        }
      }
      const tail = text.slice(step.tailStart, step.tailEnd).trim();
      // An arm's size ("(n = 45)") is the arm's, shown with its name: the plan tells what was given.
      const words = `${shared}${body}`.replace(SIZE, '').trim();
      return tail && !words.includes(tail) ? `${words}${g.space}${tail}` : words;
    });
    if (parts[0] === null) return null;
    // A later step without this arm ends its plan there.
    const shown = parts.slice(0, parts.indexOf(null) < 0 ? parts.length : parts.indexOf(null));
    // The plan starts with what is given, not an article ("infusion of vernakalant (3 mg/kg) …").
    return shown
      .join(g.join)
      .replace(/\s+/g, ' ')
      .replace(/^(?:an?|the)\s+/i, '');
  });
  const last = steps[steps.length - 1]!;
  return {
    plans,
    start: steps[0]!.headStart,
    end: Math.max(last.tailEnd, last.pieces[last.pieces.length - 1]!.end),
  };
}

const SKIPPED = new Set(['introduction', 'discussion', 'references']);

/**
 * For each arm, the schedule sentence in the abstract, methods or synopsis that tells the most (most steps,
 * then the longest plan); its quote is the span of the sentence the plan was read from.
 */
export function findArmSchedules(ctx: DocContext, names: ArmNames[]): (PlanDefinition | undefined)[] {
  const best: (PlanDefinition | undefined)[] = names.map(() => undefined);
  const score = (p: string) => p.split(/, then |，随后/).length * 1000 + p.length;
  for (const s of ctx.sentences) {
    if (s.isReference || SKIPPED.has(s.kind) || s.part === 'results') continue;
    const read = readSchedule(s.text, names);
    if (!read) continue;
    read.plans.forEach((plan, i) => {
      // A plan that is only the arm's name tells nothing.
      if (!plan || plan.toLowerCase() === names[i]!.name.trim().toLowerCase()) return;
      if (best[i] && score(best[i]!.text) >= score(plan)) return;
      best[i] = planAt(s, plan, read.start, read.end);
    });
  }
  return best;
}

function planAt(s: Sentence, text: string, start: number, end: number): PlanDefinition {
  return { text, sentence: s, start: s.start + start, end: s.start + end };
}
