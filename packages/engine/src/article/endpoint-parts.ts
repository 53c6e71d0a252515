import { hasEnglishWords } from '../check-work/proper-names';
import { unitZh } from './glossary';

/**
 * The parts of an endpoint around its measure, in Chinese (decision 0082): an abbreviation with its expansion
 * kept in one form, the reference point a window counts from ("within 90 min of the start of drug infusion"
 * -> "药物输注开始后90分钟内"), a duration an event must last ("for at least 1 min" -> "并持续至少1分钟") and
 * the criteria a measure is graded by ("according to RECIST 1.0 criteria" -> "（依据RECIST 1.0标准）").
 * Each is null when a word is not known: the caller then keeps the source's marked words.
 */

export const TIME_UNIT = '(days?|weeks?|months?|years?|hours?|minutes?|h|min)';

/** Points in a trial a time is counted from or to (lower case, without "the"). */
const ANCHORS: Readonly<Record<string, string>> = {
  'start of drug infusion': '药物输注开始',
  'start of infusion': '输注开始',
  'start of study drug infusion': '研究药物输注开始',
  'start of study drug administration': '研究药物给药开始',
  'start of first study drug administration': '首次研究药物给药开始',
  'start of treatment': '治疗开始',
  'start of study treatment': '研究治疗开始',
  'treatment initiation': '治疗开始',
  'first exposure to study drug': '首次接触研究药物',
  'first exposure to the study drug': '首次接触研究药物',
  'first drug exposure': '首次接触药物',
  'first dose': '首次给药',
  'first dose of study drug': '首次给予研究药物',
  'first study drug administration': '首次研究药物给药',
  randomisation: '随机分组',
  randomization: '随机分组',
  'date of randomisation': '随机分组日期',
  'date of randomization': '随机分组日期',
  enrolment: '入组',
  enrollment: '入组',
  surgery: '手术',
  'end of surgery': '手术结束',
  discharge: '出院',
  baseline: '基线',
};

/** A reference point in Chinese ("the start of drug infusion" -> "药物输注开始"), or null. */
export function anchorZh(text: string): string | null {
  const k = text
    .trim()
    .toLowerCase()
    .replace(/^(?:the|a) /, '');
  return ANCHORS[k] ?? null;
}

/** A reference point in English from its Chinese ("随机分组" -> "randomisation"), or null. */
export function anchorEn(zh: string): string | null {
  return Object.entries(ANCHORS).find(([, v]) => v === zh)?.[0] ?? null;
}

/**
 * A window counted from a reference point: "within 90 min of the start of drug infusion" -> "药物输注开始后90分钟内",
 * "at 90 min after first drug exposure" -> "首次接触药物后90分钟时"; null when the point is not known.
 */
export function anchoredWindowZh(text: string): string | null {
  const m = new RegExp(
    `^(within|at|in the first) (\\d+(?:\\.\\d+)?) ${TIME_UNIT} (?:of|after|from|following) (.+)$`,
  ).exec(text.trim());
  if (!m) return null;
  const anchor = anchorZh(m[4]!);
  if (!anchor) return null;
  const unit = unitZh(m[3]!);
  // "at 24 h" -> "24小时" (not "24小时时"); "at 90 min" -> "90分钟时".
  const at = unit.endsWith('时') ? '' : '时';
  return `${anchor}后${m[2]}${unit}${m[1] === 'at' ? at : '内'}`;
}

/** "for at least 1 min" / "lasting ≥30 s" -> "并持续至少1分钟": how long the event must last; else null. */
export function lastingZh(text: string): string | null {
  const m = new RegExp(
    `^(?:for|lasting|sustained for) (?:at least |≥ ?|>= ?)(\\d+(?:\\.\\d+)?) ${TIME_UNIT}$`,
  ).exec(text.trim());
  return m ? `并持续至少${m[1]}${unitZh(m[2]!)}` : null;
}

/** Grading systems by their names (lower case), as Chinese guidelines name them. */
const CRITERIA: Readonly<Record<string, string>> = {
  'common terminology criteria for adverse events': '不良事件通用术语标准',
  'national cancer institute common terminology criteria for adverse events':
    '美国国家癌症研究所不良事件通用术语标准',
  'response evaluation criteria in solid tumors': '实体瘤疗效评价标准',
  'response evaluation criteria in solid tumours': '实体瘤疗效评价标准',
};

/**
 * The criteria a measure is assessed by, in Chinese: a known name or an acronym ("RECIST", "NCI-CTCAE"),
 * with its version as printed ("[version 3.0]" -> "3.0版", "RECIST 1.0 criteria" -> "RECIST 1.0标准").
 */
export function criteriaZh(text: string): string | null {
  let t = oneForm(text.trim().replace(/^the /i, ''), (x) => CRITERIA[x.toLowerCase()] ?? null);
  let version = '';
  const v = /\s*[[(]?\s*version (\d+(?:\.\d+)*)\s*[\])]?$/i.exec(t);
  if (v) {
    version = `${v[1]}版`;
    t = t.slice(0, v.index).trim();
  }
  const c = /^(.+?)(?: (\d+(?:\.\d+)*))?(?: criteria)?$/i.exec(t);
  if (!c) return null;
  const name = CRITERIA[c[1]!.toLowerCase()] ?? (isAcronym(c[1]!) ? c[1]! : null);
  if (!name) return null;
  const printed = c[2] ? `${/[A-Za-z]$/.test(name) ? ' ' : ''}${c[2]}` : '';
  const kind = /criteria$/i.test(t) && !name.endsWith('标准') ? '标准' : '';
  // Latin beside a number keeps its space ("NCI-CTCAE 3.0版"), as printed.
  const sep = version && !printed && !kind && /[A-Za-z]$/.test(name) ? ' ' : '';
  return `${name}${printed}${kind}${sep}${version}`;
}

/** A name in capitals ("AF", "NCI-CTCAE", "IL-6"): no language by the checker's rule (decision 0048). */
export function isAcronym(token: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(token) && /[A-Z]{2}|[A-Z]-?\d/.test(token) && !hasEnglishWords(token)
  );
}

/**
 * Whether an acronym's capitals are letters of `words` in order, the first starting them ("SR" in "sinus
 * rhythm", "PONV" in "postoperative nausea and vomiting", "NT-proBNP" in "N-terminal pro–B-type …").
 */
function initialsOf(acronym: string, words: string): boolean {
  const caps = acronym.replace(/[^A-Z]/g, '').toLowerCase();
  const letters = words.toLowerCase().replace(/[^a-z]/g, '');
  if (caps.length < 2 || letters[0] !== caps[0]) return false;
  let i = 0;
  for (const ch of letters) if (ch === caps[i]) i++;
  return i === caps.length;
}

/**
 * An abbreviation and its expansion in one form: "AF (Atrial fibrillation)" and "sinus rhythm (SR)" become
 * the expansion when `known` reads it, else the acronym (a name in Chinese text); a bracket that is not an
 * expansion stays as printed (and the caller will not read it).
 */
export function oneForm(text: string, known: (words: string) => string | null): string {
  // "AF (Atrial fibrillation)": the extractor writes an expansion after an abbreviation the paper defines.
  let out = text.replace(
    /([A-Za-z0-9][A-Za-z0-9-]*) \(([A-Za-z][A-Za-z0-9 '’\-–]*)\)/g,
    (all, abbr: string, words: string) => {
      if (!(isAcronym(abbr) || initialsOf(abbr, words)) || isAcronym(words)) return all;
      return known(words) ? words : abbr;
    },
  );
  // "fasting blood sugar (FBS)": the shortest run of words before it whose initials hold its capitals.
  out = out.replace(
    /((?:[A-Za-z'’-]+ ){0,11}[A-Za-z'’-]+) \(([A-Za-z0-9-]+)\)/g,
    (all, words: string, abbr: string) => {
      if (!isAcronym(abbr)) return all;
      const list = words.split(' ');
      for (let n = 1; n <= list.length; n++) {
        const tail = list.slice(-n).join(' ');
        if (!initialsOf(abbr, tail)) continue;
        return [...list.slice(0, -n), known(tail) ? tail : abbr].join(' ');
      }
      return all;
    },
  );
  return out;
}
