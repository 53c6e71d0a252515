import type { Arm, Provenance } from '@prowrite/contracts';
import { applyArmDefinitions } from './arm-definitions';
import { type ArmNames, armTokens, matchArm } from './arm-match';
import { bracketedSizes } from './arm-count-lists';
import { findPlanDefinitions, restatesArm } from './arm-plans';
import { findArmSchedules } from './arm-schedules';
import { type ArmPiece, findArmStatements } from './arm-statements';
import type { DocContext, Sentence } from './context';
import { isWholePhrase } from '../text/whole-phrase';

/** Arms with where each part was read, kept for the other extractors (arm sizes, medians). */
export type ArmsResult = { arms: Arm[]; names: ArmNames[] };

const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The arms of the trial: the best sentence that assigns patients to named arms gives names and plans;
 * another such sentence may add plans; arm sizes come from "(n = 145)" in that sentence or elsewhere.
 */
export function extractArms(ctx: DocContext, glossary: Map<string, string> = new Map()): ArmsResult {
  const statements = findArmStatements(ctx.sentences).filter((st) => st.score > 0);
  const best = statements[0];
  if (!best) return applyArmDefinitions(ctx, [], []);
  const pieces = best.arms.map((p) => ({ ...p, aliases: [...p.aliases] }));
  const names: ArmNames[] = pieces.map((p) => ({ name: p.name, aliases: p.aliases }));
  const plans = new Map<number, Provenance & { text: string }>();

  // A second statement with as many arms fills in plans (and aliases) arm by arm, by name or else by order.
  for (const other of statements.slice(1)) {
    const elsewhere = ['introduction', 'discussion', 'references'].includes(other.sentence.kind);
    if (other.arms.length !== pieces.length || elsewhere || other.score < 1) continue;
    other.arms.forEach((piece, order) => {
      const byName = matchArm(piece.name, names, 'exact');
      const i = byName >= 0 ? byName : order;
      const target = pieces[i]!;
      if (!names[i]!.aliases.includes(piece.name) && piece.name !== target.name)
        names[i]!.aliases.push(piece.name);
      for (const alias of piece.aliases)
        if (!names[i]!.aliases.includes(alias)) names[i]!.aliases.push(alias);
      const current = plans.get(i)?.text ?? target.plan;
      if (information(piece.plan, target.name) > information(current, target.name)) {
        plans.set(i, { ...sourceOf(ctx, other.sentence, piece.planStart, piece.planEnd), text: piece.plan });
      }
    });
  }

  // "The intervention consisted of X": a plan stated on its own, when it tells more than the one listed.
  findPlanDefinitions(ctx, names).forEach((def, i) => {
    if (!def) return;
    const current = plans.get(i)?.text ?? pieces[i]!.plan;
    if (information(def.text, pieces[i]!.name) > information(current, pieces[i]!.name))
      plans.set(i, { ...sourceOf(ctx, def.sentence, def.start, def.end), text: def.text });
  });

  // "an infusion of A (3 mg/kg) or B over 10 min, followed by …": one schedule for all arms, read per arm.
  findArmSchedules(ctx, names).forEach((def, i) => {
    if (!def) return;
    const current = plans.get(i)?.text ?? pieces[i]!.plan;
    if (information(def.text, pieces[i]!.name) > information(current, pieces[i]!.name))
      plans.set(i, { ...sourceOf(ctx, def.sentence, def.start, def.end), text: def.text });
  });

  const sizes = findArmSizes(ctx, names);
  const arms: Arm[] = pieces.map((piece, i) => {
    // An arm named by an abbreviation the paper defines reads "TAU (treatment as usual)".
    const long = glossary.get(piece.name.trim());
    const name = {
      value: long ? `${piece.name} (${long})` : piece.name,
      source: sourceOf(ctx, best.sentence, piece.nameStart, piece.nameEnd),
    };
    const borrowed = plans.get(i);
    const ownPlan =
      piece.plan !== piece.name
        ? { value: piece.plan, source: sourceOf(ctx, best.sentence, piece.planStart, piece.planEnd) }
        : null;
    const plan = borrowed ? { value: borrowed.text, source: stripText(borrowed) } : ownPlan;
    let n: Arm['n'] = null;
    if (piece.n !== null)
      n = { value: piece.n, source: sourceOf(ctx, best.sentence, piece.nStart, piece.nEnd) };
    else if (sizes[i]) n = sizes[i]!;
    return { label: piece.label ?? LABELS[i] ?? String(i + 1), name, plan, n };
  });
  const result = applyArmDefinitions(ctx, arms, names);
  // "the Genoss DES™", "Promus Element™ group at a 1:1 ratio": a plan that only names its arm is no plan.
  return {
    ...result,
    // A plan cut off mid-phrase ("remifentanil 1 μg/kg. *P < 0.05 compared with") is no plan either.
    arms: result.arms.map((a) => {
      if (!a.plan) return a;
      // "ablation using either X" (its "or Y" went to the next arm): the arm's part without "either".
      const value = a.plan.value.replace(/\beither\s+(?![\s\S]*\bor\b)/i, '');
      if (restatesArm(value, a.name.value) || !isWholePhrase(value)) return { ...a, plan: null };
      return value === a.plan.value ? a : { ...a, plan: { ...a.plan, value } };
    }),
  };
}

/** How much a plan tells beyond the arm's name: words and doses other than the name and head counts. */
function information(plan: string, name: string): number {
  const own = new Set(armTokens(name));
  const text = plan.replace(
    /[([]\s*(?:n\s*=\s*)?\d+(?:\s+(?:patients|participants|subjects))?\s*[)\]]/gi,
    ' ',
  );
  const words = armTokens(text).filter(
    (t) => !own.has(t) && !/^(?:using|either|system|systems|patients)$/.test(t),
  );
  const numbers = text.match(/\d+(?:\.\d+)?\s*(?:mg|g|µg|mcg|gy|iu|miu|ml|units?)\b/gi) ?? [];
  return new Set(words).size + numbers.length;
}

function sourceOf(ctx: DocContext, sentence: Sentence, start: number, end: number): Provenance {
  return ctx.source(sentence, start, end);
}

function stripText(p: Provenance & { text: string }): Provenance {
  return { file_id: p.file_id, page: p.page, quote: p.quote };
}

type SizeVote = { n: number; score: number; sentence: Sentence; start: number; end: number };

const SIZE_BEFORE_NAME =
  /(?<![\d:.,]|[≥≤<>=]\s?)\b(\d{1,5})\s+(?:(?:eligible|evaluable)\s+)?(?:patients|participants|subjects)?\s*(?:were\s+)?(?:randomly\s+)?(?:allocated|assigned|randomi[sz]ed)(?:\s+to)?\s+([^\s,;.()][^,;.()]{0,60})/gi;
const SIZE_TO_NAME =
  /(?<![\d:.,]|[≥≤<>=]\s?)\b(\d{1,5})\s+to\s+(?:the\s+)?([A-Za-z][\w+\-/ ]{0,40}?)(?=\s+(?:and|or|vs|versus)\s|\s*[,;.()]|$)/gi;
const NAME_BEFORE_SIZE = /([A-Za-z][^()[\]\n;:,.]{0,60}?)\s*[([]\s*n\s*=\s*(\d{1,5})\s*[)\]]/gi;
// A table's column head "Placebo N = 10" (or "n=10"): the name, then the count without brackets.
// The cell holds only these (a footnote mark may follow the count).
const NAME_HEAD_SIZE =
  /(?:^|\|)\s*([A-Za-z][^()[\]\n;:,.|=]{0,40}?)\s+n\s*=\s*(\d{1,5})(?=\s*(?:[\d*†‡a-e]\s*)?(?:\||$))/gim;

/**
 * Arm sizes stated anywhere: "vernakalant (n = 145)", "275 patients allocated EOC", "(52 to empagliflozin",
 * a table's column head "Placebo N = 10".
 */
function findArmSizes(ctx: DocContext, names: ArmNames[]): (Arm['n'] | undefined)[] {
  const votes: SizeVote[][] = names.map(() => []);
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    // Sizes stated with randomisation are the arm sizes; others may be analysis or safety populations.
    const random = /random|allocat|assign/i.test(s.text);
    const base = 1 + Math.max(0, s.weight) * 0.3 + (random ? 1.5 : 0);
    collect(
      s,
      NAME_BEFORE_SIZE,
      (m) => ({ phrase: m[1]!, n: Number(m[2]), edge: 'end' as const }),
      base - 0.5,
    );
    collect(
      s,
      NAME_HEAD_SIZE,
      (m) => ({ phrase: m[1]!, n: Number(m[2]), edge: 'end' as const }),
      base - 0.75,
    );
    collect(s, SIZE_BEFORE_NAME, (m) => ({ phrase: m[2]!, n: Number(m[1]), edge: 'start' as const }), base);
    if (random)
      collect(s, SIZE_TO_NAME, (m) => ({ phrase: m[2]!, n: Number(m[1]), edge: 'start' as const }), base);
  }
  // "(X, n=380; Y, n=379)", "(X, 330; Y, 165)": a bracketed list naming each arm with its size.
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    if (!/random|allocat|assign|population|included/i.test(s.text)) continue;
    for (const piece of bracketedSizes(s) ?? []) {
      const i = matchArm(piece.name, names, 'any');
      if (i < 0 || piece.n === null) continue;
      votes[i]!.push({
        n: piece.n,
        score: 2.5 + Math.max(0, s.weight) * 0.3,
        sentence: s,
        start: piece.nStart,
        end: piece.nEnd,
      });
    }
  }
  // "80 patients enrolled, 40 in the clonidine group and 40 in the midazolam group": counts per named arm
  // that add up to the total stated before them (a count of events would not).
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    const split = splitOfTotal(s.text, names);
    if (!split) continue;
    const base = 2 + Math.max(0, s.weight) * 0.3;
    for (const part of split)
      votes[part.arm]!.push({
        n: part.n,
        score: base,
        sentence: s,
        start: s.start + part.start,
        end: s.start + part.end,
      });
  }
  function collect(
    s: Sentence,
    re: RegExp,
    read: (m: RegExpExecArray) => { phrase: string; n: number; edge: 'start' | 'end' },
    score: number,
  ) {
    re.lastIndex = 0;
    for (let m = re.exec(s.text); m; m = re.exec(s.text)) {
      const { phrase, n, edge } = read(m);
      // A phrase after its count may hold the next count ("326 were assigned to X and 324 to Y").
      if (edge === 'start') re.lastIndex = m.index + m[0].length - phrase.length;
      if (n < 1) continue;
      // "48 (17%) of 276 patients allocated X" counts a safety population, not the arm.
      if (/\bof\s*$/i.test(s.text.slice(Math.max(0, m.index - 6), m.index))) continue;
      const i = matchArm(phrase, names, edge);
      if (i < 0) continue;
      // "80 were assigned to placebo or vitamin D": a count before a phrase naming two arms is the total.
      if (edge === 'start' && namesAnotherArm(phrase, names, i)) continue;
      votes[i]!.push({
        n,
        score,
        sentence: s,
        start: s.start + m.index,
        end: s.start + m.index + m[0].length,
      });
    }
  }
  return votes.map((list) => {
    if (list.length === 0) return undefined;
    // The best-placed statement decides; repeats (table headers on every page) add only a little.
    const pools = new Map<number, number[]>();
    for (const v of list) pools.set(v.n, [...(pools.get(v.n) ?? []), v.score]);
    const total = (scores: number[]) => Math.max(...scores) + 0.25 * (scores.length - 1);
    const n = [...pools.entries()].sort((a, b) => total(b[1]) - total(a[1]) || a[0] - b[0])[0]![0];
    const vote = list.filter((v) => v.n === n).sort((a, b) => b.score - a.score)[0]!;
    return { value: n, source: ctx.source(vote.sentence, vote.start, vote.end) };
  });
}

const IN_GROUP =
  /(?<![\d.,]|[≥≤<>=]\s?)\b(\d{1,5})\s+(?:(?:patients|participants|subjects)\s+)?(?:were\s+)?(?:in|to|into)\s+(?:the\s+)?([A-Za-z][\w+\-/ ]{0,40}?)\s+(?:group|arm)\b/gi;

/** "…, a in the X group and b in the Y group" after a total a + b printed earlier in the sentence. */
function splitOfTotal(
  text: string,
  names: ArmNames[],
): { arm: number; n: number; start: number; end: number }[] | null {
  const parts: { arm: number; n: number; start: number; end: number }[] = [];
  IN_GROUP.lastIndex = 0;
  for (let m = IN_GROUP.exec(text); m; m = IN_GROUP.exec(text)) {
    const arm = matchArm(m[2]!, names, 'any');
    if (arm < 0 || parts.some((p) => p.arm === arm)) return null;
    parts.push({ arm, n: Number(m[1]), start: m.index, end: m.index + m[0].length });
  }
  if (parts.length < 2) return null;
  const sum = parts.reduce((t, p) => t + p.n, 0);
  const before = text.slice(0, parts[0]!.start);
  const totals = [
    ...before.matchAll(
      /(?<![\d.,])\b(\d{1,6})\s+(?:patients|participants|subjects|children|adults|women|men)\b/gi,
    ),
  ];
  return totals.some((t) => Number(t[1]) === sum) ? parts : null;
}

/** Whether the phrase (up to its next number) also names an arm other than `i`. */
function namesAnotherArm(phrase: string, names: ArmNames[], i: number): boolean {
  const head = phrase.split(/\d/)[0]!.toLowerCase();
  return names.some(
    (arm, j) =>
      j !== i &&
      [arm.name, ...arm.aliases].some((alias) => {
        const a = alias.trim().toLowerCase();
        const esc = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return a.length >= 3 && new RegExp(`(?<![\\w+\\-/])${esc}(?![\\w+/])`).test(head);
      }),
  );
}

export type { ArmPiece };
