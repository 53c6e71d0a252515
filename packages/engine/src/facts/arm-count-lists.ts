/**
 * Arms named only beside their head counts, without "randomly assigned to X or Y":
 * - counts sent to arms: "578 to the X group and 289 to the Y group", "442 patients were randomised to X and
 *   220 to Y", "(330 in the X group and 165 in the Y group)";
 * - a bracketed list of arms and sizes: "(X, n=380; Y, n=379)", "(X, 330; Y, 165)".
 * Both are common in CONSORT-style results paragraphs; each gives the arms and their sizes at once.
 */
import { type ArmPiece, type ArmStatement, makePiece } from './arm-statements';
import type { Sentence } from './context';

const ALLOCATION_WORDS = /\b(?:random\w*|assign\w*|allocat\w*)\b/i;
const COUNT = '(\\d{1,3}(?:,\\d{3})+|\\d{1,5})';
// One "count [patients] [were randomised] to|in [the] NAME [group]" item; "in" only with "group"/"arm".
const TO_ARM = new RegExp(
  `(?<![\\d.,:/])${COUNT}\\s+(?:(?:patients|participants|subjects)\\s+)?(?:(?:were|was)\\s+)?(?:(?:randomly\\s+)?(?:randomi[sz]ed|assigned|allocated)\\s+)?(to|into|in)\\s+(?:the\\s+)?([A-Za-z][\\w+\\-/ ]{0,50}?)(\\s+(?:group|arm)s?\\b)?(?=\\s+(?:and|or|vs\\.?|versus)\\s|\\s*[,;.()]|$)`,
  'gi',
);
const JOIN = /^\s*(?:,|;)?\s*(?:and\s+)?$/i;

export function findArmCountLists(sentences: Sentence[]): ArmStatement[] {
  const out: ArmStatement[] = [];
  for (const s of sentences) {
    if (s.isReference || !ALLOCATION_WORDS.test(s.text)) continue;
    const arms = countsToArms(s) ?? bracketedSizes(s);
    if (!arms) continue;
    out.push({ sentence: s, arms, score: 2 + s.weight + 1.5 * arms.length });
  }
  return out;
}

function countsToArms(s: Sentence): ArmPiece[] | null {
  const items: { m: RegExpExecArray; start: number; end: number }[] = [];
  TO_ARM.lastIndex = 0;
  for (let m = TO_ARM.exec(s.text); m; m = TO_ARM.exec(s.text)) {
    // "in each group", "in the two groups": no arm named.
    if (/^(?:each|both|two|three|four|all|every)\b/i.test(m[3]!)) continue;
    if (m[2]!.toLowerCase() === 'in' && !m[4]) continue;
    items.push({ m, start: m.index, end: m.index + m[0].length });
  }
  // The longest run of adjacent items ("a to X, b to Y and c to Z").
  let run: typeof items = [];
  let best: typeof items = [];
  for (const item of items) {
    const previous = run[run.length - 1];
    run = previous && JOIN.test(s.text.slice(previous.end, item.start)) ? [...run, item] : [item];
    if (run.length > best.length) best = run;
  }
  if (best.length < 2 || best.length > 8) return null;
  return best.map(({ m }) => {
    const nameAt = m.index + m[0].length - m[3]!.length - (m[4]?.length ?? 0);
    const piece = makePiece(s, nameAt, nameAt + m[3]!.length);
    return withSize(piece, s, Number(m[1]!.replace(/,/g, '')), m.index, m.index + m[1]!.length);
  });
}

// "X, n=380", "X, n = 380", "X: 380", "X, 330" inside one bracket, items split by ";".
const SIZED_ITEM = /^\s*([A-Za-z][^;,:=()[\]]{0,60}?)\s*[,:]\s*(?:n\s*=\s*)?(\d{1,5})\s*$/i;

/** "(X, n=380; Y, n=379)" in a sentence: the arms it names with their sizes, or null. */
export function bracketedSizes(s: Sentence): ArmPiece[] | null {
  for (const bracket of s.text.matchAll(/\(([^()]{5,300})\)/g)) {
    const inner = bracket[1]!;
    const parts = inner.split(';');
    if (parts.length < 2 || parts.length > 8) continue;
    const innerStart = bracket.index! + 1;
    let at = innerStart;
    const pieces: ArmPiece[] = [];
    for (const part of parts) {
      const m = part.match(SIZED_ITEM);
      if (!m || /^n$/i.test(m[1]!.trim())) break;
      const nameAt = at + part.indexOf(m[1]!);
      const piece = makePiece(s, nameAt, nameAt + m[1]!.length);
      const countAt = at + part.lastIndexOf(m[2]!);
      pieces.push(withSize(piece, s, Number(m[2]), countAt, countAt + m[2]!.length));
      at += part.length + 1;
    }
    if (pieces.length === parts.length) return pieces;
  }
  return null;
}

function withSize(piece: ArmPiece, s: Sentence, n: number, start: number, end: number): ArmPiece {
  return { ...piece, n, nStart: s.start + start, nEnd: s.start + end };
}
