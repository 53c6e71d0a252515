import { endpointTerm, endpointZh, phraseZh, timepointZh, unitZh } from './glossary';
import { scaleZh } from './scale-names';

/**
 * Endpoint phrases in Chinese by their structure, each part known to the glossary: "change from baseline in
 * X" -> "X较基线的变化", "time to X" -> "至X的时间", "proportion of patients with X" ->
 * "X的患者比例", "incidence of X" -> "X发生率", "X score" -> "X评分", "X, Y and Z" -> "X、Y和Z", with a
 * timepoint ("at 2 years", "during 9 months of follow-up"), named scales (scale-names.ts) and composites
 * ("death or X"). Null when any part is unknown (never half-translated).
 */

const UNIT = '(days?|weeks?|months?|years?|hours?|minutes?|h|min)';

/** Timepoints beyond the glossary's: "after 26 weeks", "during 9 months of follow-up". */
function whenZh(text: string): string | null {
  const t = text.trim();
  // "at/to week 6" stays with the source: "第6周" would read as a 6-week quantity to the number check.
  if (/^(?:at|to) (?:week|month|day) \d+$/.test(t)) return null;
  const known = timepointZh(t);
  if (known) return known;
  let m = new RegExp(`^after (\\d+) ${UNIT}$`).exec(t);
  if (m) return `${m[1]}${unitZh(m[2]!)}后`;
  m = new RegExp(`^during (\\d+) ${UNIT} of follow-up$`).exec(t);
  if (m) return `随访${m[1]}${unitZh(m[2]!)}期间`;
  return null;
}

/** One measure: a known endpoint or phrase, a score, a rate or an incidence of one. */
function measureZh(text: string): string | null {
  const x = text.trim().replace(/^(?:the|a|an) /, '');
  if (!x) return null;
  if (endpointTerm(x)) return endpointZh(x);
  const known = phraseZh(x);
  if (known) return known;
  // A named scale or questionnaire ("Modified Rankin Scale", "SOFA score", "CDRS-R total score").
  const scale = scaleZh(x);
  if (scale) return scale;
  let m = /^(?:incidence|occurrence|rate) of (.+)$/.exec(x);
  if (m) return withSuffix(m[1]!, '发生率');
  m = /^(.+?) scores?$/.exec(x);
  if (m) return withSuffix(m[1]!, '评分');
  m = /^(.+?) rates?$/.exec(x);
  if (m) return withSuffix(m[1]!, '率');
  return null;
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
  const m = /^(.+?) ((?:at|within|after|during|in the first|from baseline to|to) .+)$/.exec(text);
  if (!m) return null;
  const what = listZh(m[1]!);
  const when = whenZh(m[2]!);
  if (!what || !when) return null;
  return when.startsWith('至') ? `${what}（${when}）` : `${when}的${what}`;
}

export function endpointPhraseZh(endpoint: string): string | null {
  const k = endpoint
    .trim()
    .replace(/\s*\[\d+(?:[,–-]\d+)*\]/g, '')
    .replace(/[.;。；]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:to (?:assess|evaluate|compare|determine|measure) )/i, '')
    .replace(/^(?:the|a|an) /i, '');
  const lower = k.replace(/^[A-Z][a-z]/, (s) => s.toLowerCase());
  let m =
    /^(?:mean )?changes? (?:from baseline )?in (.+?)( from baseline)?(?: ((?:to|at) (?:week|month|day) \d+))?$/.exec(
      lower,
    );
  if (m) {
    const what = timedZh(m[1]!);
    const baseline = /from baseline/.test(lower) ? '较基线' : '';
    const when = m[3] ? whenZh(m[3]) : '';
    if (!what || when === null) return null;
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
