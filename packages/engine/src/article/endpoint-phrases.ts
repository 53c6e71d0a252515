import { anchoredWindowZh, anchorZh, criteriaZh, isAcronym, lastingZh, oneForm } from './endpoint-parts';
import { endpointTerm, endpointZh, phraseZh, timepointZh, unitZh } from './glossary';
import { scaleZh } from './scale-names';

/**
 * Endpoint phrases in Chinese by their structure, each part known to the glossary: "change from baseline in
 * X" -> "X较基线的变化", "time to X" -> "至X的时间", "proportion of patients with X" ->
 * "X的患者比例", "incidence of X" -> "X发生率", "X score" -> "X评分", "X, Y and Z" -> "X、Y和Z", with a
 * timepoint ("at 2 years", "during 9 months of follow-up"), named scales (scale-names.ts) and composites
 * ("death or X"). Null when any part is unknown (never half-translated). Since 0082 also events and their
 * windows ("conversion of AF to SR for at least 1 min within 90 min of the start of drug infusion" ->
 * "药物输注开始后90分钟内心房颤动转复为窦性心律并持续至少1分钟"), times between two points, definitions and
 * grading criteria (endpoint-parts.ts), an abbreviation with its expansion in one form.
 */

const UNIT = '(days?|weeks?|months?|years?|hours?|minutes?|h|min)';

/** Timepoints beyond the glossary's: "after 26 weeks", "during 9 months of follow-up". */
function whenZh(text: string): string | null {
  const t = text.trim();
  // "at/to week 6" is a point in time, "第6周" (the number check reads both as the ordinal "week 6").
  const point = /^(at|to) (week|month|day) (\d+)$/.exec(t);
  if (point)
    return `${point[1] === 'to' ? '至' : ''}第${point[3]}${unitZh(point[2]!)}${point[1] === 'at' ? '时' : ''}`;
  const known = timepointZh(t);
  if (known) return known;
  let m = new RegExp(`^after (\\d+) ${UNIT}$`).exec(t);
  if (m) return `${m[1]}${unitZh(m[2]!)}后`;
  m = new RegExp(`^during (\\d+) ${UNIT} of follow-up$`).exec(t);
  if (m) return `随访${m[1]}${unitZh(m[2]!)}期间`;
  if (/^during (?:the )?(?:study|treatment) period$/.test(t))
    return t.includes('study') ? '研究期间' : '治疗期间';
  if (/^during (?:the )?follow-up(?: period)?$/.test(t)) return '随访期间';
  // "at 9-month quantitative coronary angiography follow-up": the examination named, then when.
  m = /^at (\d+)[- ](day|week|month|year)s? (.+) follow-up$/.exec(t);
  const exam = m ? phraseZh(m[3]!) : null;
  if (m && exam) return `${exam}随访${m[1]}${unitZh(`${m[2]}s`)}时`;
  return null;
}

/** One measure: a known endpoint or phrase, a score, a rate or an incidence of one. */
function measureZh(text: string): string | null {
  const x = text.trim().replace(/^(?:the|a|an) /, '');
  if (!x) return null;
  if (endpointTerm(x)) return endpointZh(x);
  const known = phraseZh(x);
  // A named scale or questionnaire ("Modified Rankin Scale", "SOFA score", "CDRS-R total score"): its name
  // wins over a glossary reading that only kept its acronym ("NIHSS评分").
  const scale = scaleZh(x);
  if (known && !(scale && /[A-Za-z]/.test(known))) return known;
  if (scale) return scale;
  let m = /^(?:incidence|occurrence|rate) of (.+)$/.exec(x);
  if (m) return withSuffix(m[1]!, '发生率');
  m = /^(.+?) scores?$/.exec(x);
  if (m) return withSuffix(m[1]!, '评分');
  m = /^(.+?) rates?$/.exec(x);
  if (m) return withSuffix(m[1]!, '率');
  // "ABC-J irritability subscale": a named scale (its acronym or known name), then the subscale's domain.
  m = /^(.+?) ([a-z][a-z /-]*?) (?:subscale|domain)$/.exec(x);
  if (m) {
    const scale = isAcronym(m[1]!) ? m[1]! : scaleZh(m[1]!);
    const domain = phraseZh(m[2]!);
    if (scale && domain) return `${scale}${domain}分量表`;
  }
  // Events and levels (0082): "conversion of AF to sinus rhythm", "no AF symptoms", "levels of plasma IL-6".
  m = /^conversion of (.+?) to (.+)$/.exec(x);
  if (m) {
    const from = measureZh(m[1]!);
    const to = measureZh(m[2]!);
    return from && to ? `${from}转复为${to}` : null;
  }
  m = /^no (.+)$/.exec(x);
  if (m) return withPrefix('无', m[1]!);
  m = /^(.+?) symptoms$/.exec(x);
  if (m) return withSuffix(m[1]!, '症状');
  m = /^(?:the )?levels? of (.+)$/.exec(x);
  if (m) return withSuffix(m[1]!, '水平');
  m = /^(plasma|serum|blood|urinary|urine) (.+)$/.exec(x);
  if (m) return withPrefix(FLUIDS[m[1]!]!, m[2]!);
  // A named marker the source abbreviates ("IL-6", "NT-proBNP" once expanded) reads the same in Chinese.
  if (isAcronym(x)) return x;
  return null;
}

const FLUIDS: Record<string, string> = {
  plasma: '血浆',
  serum: '血清',
  blood: '血液',
  urinary: '尿',
  urine: '尿',
};

function withPrefix(prefix: string, inner: string): string | null {
  const zh = measureZh(inner);
  return zh ? `${prefix}${zh}` : null;
}

function withSuffix(inner: string, suffix: string): string | null {
  const zh = measureZh(inner);
  return zh ? `${zh}${suffix}` : null;
}

/** "X, Y and Z" / "X or Y": every item known, joined the Chinese way. */
function listZh(text: string): string | null {
  const single = measureZh(text);
  if (single) return single;
  const or = /\bor\b/.test(text) && !/\band\b/.test(text);
  const parts = text.split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/).filter((p) => p.trim());
  if (parts.length < 2) return null;
  const zh = parts.map(measureZh);
  if (!zh.every((z): z is string => z !== null)) return null;
  return `${zh.slice(0, -1).join('、')}${or ? '或' : '和'}${zh.at(-1)}`;
}

/** A measure with an optional timepoint after it ("stent thrombosis during 9 months of follow-up"). */
function timedZh(text: string): string | null {
  const whole = listZh(text);
  if (whole) return whole;
  // A window from a reference point, then how long the event must last (0082).
  let w = new RegExp(
    `^(.+?) ((?:within|at|in the first) \\d+(?:\\.\\d+)? ${UNIT} (?:of|after|from|following) .+)$`,
  ).exec(text);
  if (w) {
    const what = timedZh(w[1]!);
    const when = anchoredWindowZh(w[2]!);
    if (what && when) return `${when}${what}`;
  }
  w = new RegExp(
    `^(.+?) ((?:for|lasting|sustained for) (?:at least |≥ ?|>= ?)\\d+(?:\\.\\d+)? ${UNIT})$`,
  ).exec(text);
  if (w) {
    const what = timedZh(w[1]!);
    const lasting = lastingZh(w[2]!);
    if (what && lasting) return `${what}${lasting}`;
  }
  const m = /^(.+?) ((?:at|within|after|during|in the first|from baseline to|to) .+)$/.exec(text);
  if (!m) return null;
  const what = listZh(m[1]!);
  const when = whenZh(m[2]!);
  if (!what || !when) return null;
  return when.startsWith('至') ? `${what}（${when}）` : `${when}的${what}`;
}

/** The first way of splitting `text` at `separator` whose two sides both read; else null. */
function splitRead(
  text: string,
  separator: RegExp,
  read: (a: string, b: string) => string | null,
): string | null {
  const re = new RegExp(separator.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const out = read(text.slice(0, m.index), text.slice(m.index + m[0].length));
    if (out) return out;
  }
  return null;
}

/** A point in time or an event: "randomisation", "the start of drug infusion", "death", "conversion to SR". */
const pointZh = (text: string) => anchorZh(text) ?? timedZh(text.replace(/^(?:the|a|an) /, ''));

/** "from A to B": "从A至B的时间". */
const betweenZh = (text: string) =>
  splitRead(text, / (?:and|to|until) /, (a, b) => {
    const from = pointZh(a);
    const to = pointZh(b);
    return from && to ? `从${from}至${to}的时间` : null;
  });

export function endpointPhraseZh(endpoint: string): string | null {
  const cleaned = endpoint
    .trim()
    .replace(/\s*\[\d+(?:[,–-]\d+)*\]/g, '')
    .replace(/[.;。；]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:to (?:assess|evaluate|compare|determine|measure) )/i, '')
    .replace(/^(?:the|a|an) /i, '')
    .replace(/^assessment of (?:the )?/i, '');
  // "AF (Atrial fibrillation)": one form, the expansion when it is known, else the acronym (0082).
  const k = oneForm(cleaned, (words) => measureZh(words.toLowerCase()) ?? criteriaZh(words));
  const lower = k.replace(/^[A-Z][a-z]/, (s) => s.toLowerCase());
  return structureZh(lower);
}

function structureZh(lower: string): string | null {
  // "toxicity graded according to NCI-CTCAE version 3.0", "late toxicity (according to the CTCAE [version 3.0])".
  let m = /^(.+?)(?: \(| )(?:(graded|assessed|evaluated|measured) )?according to (.+?)\)?$/.exec(lower);
  if (m) {
    const what = structureZh(m[1]!);
    const by = criteriaZh(m[3]!);
    return what && by ? `${what}（依据${by}${m[2] === 'graded' ? '分级' : ''}）` : null;
  }
  // "overall survival defined as the time from randomisation until death".
  m = /^(.+?),? defined as (?:the )?time (?:from|between) (.+)$/.exec(lower);
  if (m) {
    const what = structureZh(m[1]!);
    const span = betweenZh(m[2]!);
    return what && span ? `${what}（定义为${span}）` : null;
  }
  m = /^(?:the )?time (?:between|from) (.+)$/.exec(lower);
  if (m) return betweenZh(m[1]!);
  // "time to SR measured from start of first study drug administration".
  m = /^time to (.+?) (?:measured|calculated|counted) from (.+)$/.exec(lower);
  if (m) {
    const to = pointZh(m[1]!);
    const from = pointZh(m[2]!);
    return to && from ? `从${from}至${to}的时间` : null;
  }
  // "… between the two groups": the comparison first, the Chinese way (两组间…).
  m = /^(.+?) between (?:the )?(?:two |treatment |study )?(?:groups|arms)$/.exec(lower);
  if (m) {
    const what = structureZh(m[1]!);
    return what ? `两组间${what}` : null;
  }
  m = /^(absolute |mean )?difference in (.+)$/.exec(lower);
  if (m) {
    const what = timedZh(m[2]!);
    return what ? `${what}的${m[1] === 'absolute ' ? '绝对' : ''}差异` : null;
  }
  m =
    /^(?:mean )?changes? (?:from baseline )?in (.+?)( from baseline)?(?: ((?:to|at) (?:week|month|day) \d+))?$/.exec(
      lower,
    );
  if (m) {
    const what = timedZh(m[1]!);
    const baseline = /from baseline/.test(lower) ? '较基线' : '';
    const when = m[3] ? whenZh(m[3]) : '';
    if (!what || when === null) return null;
    // A point in time leads, as Chinese says it: "从基线至第6周X的变化", "第8周时X较基线的变化".
    if (baseline && when.startsWith('至第')) return `从基线${when}${what}的变化`;
    if (when.startsWith('第')) return `${when}${what}${baseline}的变化`;
    return `${what}${baseline}的变化${when ? `（${when}）` : ''}`;
  }
  m =
    /^(proportion|percentage|number) of (?:patients|participants|subjects) (?:with|who had|reporting|achieving|experiencing) (.+)$/.exec(
      lower,
    );
  if (m) {
    const what = timedZh(m[2]!);
    return what ? `${what}的${m[1] === 'number' ? '患者数' : '患者比例'}` : null;
  }
  m = /^time to (first )?(.+)$/.exec(lower);
  if (m) {
    const what = timedZh(m[2]!);
    return what ? `至${m[1] ? '首次' : ''}${what}的时间` : null;
  }
  return timedZh(lower);
}
