/**
 * Arms listed by group label rather than after an assignment verb: "group H0 = saline, group H1 =
 * haloperidol 1 mg, and group H2 = haloperidol 2 mg", "(Group N, normal saline; Group L, lidocaine 40 mg;
 * …)", "groups: (1) the empagliflozin group …, (2) …". Three- and four-arm trials are often written so.
 */
import { type ArmPiece, type ArmStatement, splitArms } from './arm-statements';
import type { Sentence } from './context';

// "group H0 = saline", "Group N, normal saline", "Groups L, lidocaine 40 mg", "group A: placebo".
const LABELLED = /\b[Gg]roups?\s+([A-Z][A-Za-z0-9]{0,3}|\d{1,2})\s*(?:=|:|,)\s*/g;
// "(1) the empagliflozin group", "(ii) placebo".
const NUMBERED = /\((\d|i{1,3}|iv|v)\)\s+/g;
const TRIAL_WORDS = /\b(?:random\w*|assign\w*|allocat\w*|groups?|arms?)\b/i;
const N_IN_PARENS = /[([]\s*n\s*=\s*(\d+)\s*[)\]]/i;

export function findGroupLists(sentences: Sentence[]): ArmStatement[] {
  const out: ArmStatement[] = [];
  for (const s of sentences) {
    if (s.isReference || !TRIAL_WORDS.test(s.text)) continue;
    const arms = labelled(s) ?? numbered(s) ?? introduced(s) ?? crossover(s);
    if (!arms) continue;
    const random = /random|allocat|assign/i.test(s.text) ? 1 : 0;
    out.push({
      sentence: s,
      arms,
      score: 1 + s.weight + random + 1.5 * arms.filter((a) => a.n !== null).length,
    });
  }
  return out;
}

function labelled(s: Sentence): ArmPiece[] | null {
  const marks = [...s.text.matchAll(LABELLED)];
  if (marks.length < 2) return null;
  // Labels in one list are alike ("H0, H1, H2"; "N, L, K, R"): distinct, and no more than eight.
  const labels = marks.map((m) => m[1]!);
  if (new Set(labels).size !== labels.length || labels.length > 8) return null;
  const pieces: ArmPiece[] = [];
  for (const [i, m] of marks.entries()) {
    const bodyStart = m.index! + m[0].length;
    const limit = i + 1 < marks.length ? marks[i + 1]!.index! : s.text.length;
    const body = s.text.slice(bodyStart, limit);
    // The description ends at ";", ")" closing the list, ", and", or the sentence's end.
    const end = body.search(/\s*(?:;|\)(?!\s*[,;]?\s*[a-z])|,?\s+and\s*$|,\s*$|\.\s*$)/);
    const desc = (end >= 0 ? body.slice(0, end) : body).replace(/[\s,;.]+$/, '');
    if (desc.length < 2 || desc.length > 120) return null;
    pieces.push(piece(s, m[1]!, bodyStart, desc));
  }
  return pieces;
}

function numbered(s: Sentence): ArmPiece[] | null {
  if (!/\b(?:groups?|arms?)\b\s*:/i.test(s.text)) return null;
  const marks = [...s.text.matchAll(NUMBERED)];
  if (marks.length < 2 || marks.length > 8) return null;
  return marks.map((m, i) => {
    const bodyStart = m.index! + m[0].length;
    const limit = i + 1 < marks.length ? marks[i + 1]!.index! : s.text.length;
    const desc = s.text
      .slice(bodyStart, limit)
      .replace(/[\s,;.]+(?:and|or)?[\s,;.]*$/i, '')
      .trim();
    return piece(s, String.fromCharCode(65 + i), bodyStart, desc.slice(0, 200));
  });
}

// "performed with two parallel groups: placebo (…) or RMD (…)": a list introduced by its count of groups.
const INTRODUCED =
  /\b(?:with|in|into|of)\s+(?:two|three|four|five|\d)\s+(?:parallel\s+|treatment\s+|study\s+|intervention\s+)?(?:groups|arms)\s*:\s*/i;

function introduced(s: Sentence): ArmPiece[] | null {
  if (!/random|allocat|assign|parallel|controlled/i.test(s.text)) return null;
  const m = s.text.match(INTRODUCED);
  if (!m) return null;
  const from = m.index! + m[0].length;
  // A lettered or numbered list after the colon is read by its markers, not split at "and".
  if (/^\(?[A-Ha-h1-9]\)/.test(s.text.slice(from))) return null;
  return splitArms(s, from, s.text.length, true);
}

// A crossover: "each participant received A, B, or C, in randomized counterbalanced order",
// "rotated, in a randomised order, through treatment with each of A, B, C, and D".
const CROSSOVER = /\b(?:cross-?over|counterbalanced|random(?:i[sz]ed)?\s+(?:order|sequence)|rotated)\b/i;
const EACH_RECEIVED =
  /\b(?:each\s+(?:participant|patient|subject|volunteer)\s+(?:received|underwent|completed)|(?:treatment|sessions?|periods?)\s+(?:with|of)\s+each\s+of)\s+/i;

function crossover(s: Sentence): ArmPiece[] | null {
  if (!CROSSOVER.test(s.text)) return null;
  const m = s.text.match(EACH_RECEIVED);
  if (!m) return null;
  const from = m.index! + m[0].length;
  // The list ends where the order is described: ", in randomized order", "on three separate days".
  const tail = s.text
    .slice(from)
    .search(
      /,?\s+(?:in\s+(?:a\s+)?(?:random|counterbalanced|pre-?assigned)|on\s+(?:\w+\s+)?separate|each\s+for|for\s+\d)/i,
    );
  const to = tail >= 0 ? from + tail : s.text.length;
  return splitArms(s, from, to, true);
}

function piece(s: Sentence, label: string, bodyStart: number, desc: string): ArmPiece {
  // The name is the description up to its first bracket: "the empagliflozin group (receiving …)".
  const bracket = desc.search(/\s*[([]/);
  const rawName = (bracket > 1 ? desc.slice(0, bracket) : desc).replace(/^(?:the|a|an)\s+/i, '');
  const name = rawName.replace(/\s+(?:group|arm)$/i, '').trim();
  const nameOffset = desc.indexOf(name);
  const n = desc.match(N_IN_PARENS);
  const start = s.start + bodyStart;
  const aliases = /^[A-Z][A-Za-z0-9]{0,3}$|^\d{1,2}$/.test(label) ? [`group ${label}`, label] : [];
  return {
    label: /^[A-H]$/.test(label) ? label : null,
    name,
    nameStart: start + Math.max(0, nameOffset),
    nameEnd: start + Math.max(0, nameOffset) + name.length,
    plan: desc,
    planStart: start,
    planEnd: start + desc.length,
    n: n ? Number(n[1]) : null,
    nStart: n ? start + desc.indexOf(n[0]) : start,
    nEnd: n ? start + desc.indexOf(n[0]) + n[0].length : start,
    aliases: label.length >= 2 || /^\d/.test(label) ? aliases : [`group ${label}`],
  };
}
