import { anchorEn } from './endpoint-parts';
import { CLINICAL_TERMS } from './clinical-terms';
import { endpointNameOf } from './glossary';

/**
 * A Chinese endpoint in English output, by the same structures endpoint-phrases.ts writes (decision 0082):
 * "X较基线的变化" -> "change from baseline in X", "至X的时间" -> "time to X", "从A至B的时间" -> "time from A
 * to B", "X发生率" -> "incidence of X", "X的患者比例" -> "proportion of patients with X", "12个月时的X" ->
 * "X at 12 months", "X、Y和Z" -> "X, Y and Z", each part a glossary term. Null when any part is not known:
 * the caller keeps the source's marked words.
 */

const UNITS_EN: Readonly<Record<string, string>> = {
  分钟: 'min',
  小时: 'h',
  天: 'days',
  周: 'weeks',
  个月: 'months',
  年: 'years',
};

/** Chinese clinical terms to English: the first English key the glossary gives each (its main spelling). */
const TERMS_EN = new Map<string, string>();
for (const [en, zh] of Object.entries(CLINICAL_TERMS)) if (!TERMS_EN.has(zh)) TERMS_EN.set(zh, en);

function termEn(zh: string): string | null {
  const t = zh.trim();
  return endpointNameOf(t) ?? TERMS_EN.get(t) ?? null;
}

/** One measure, or a list of them ("心肌梗死、卒中和全因死亡"). */
function measureEn(zh: string): string | null {
  const known = termEn(zh);
  if (known) return known;
  // A code printed in Latin letters ("HbA1c", "IL-6", "LDL-C") is its own English name.
  if (/^[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/.test(zh) && /[A-Z]/.test(zh)) return zh;
  let m = /^(.+)发生率$/.exec(zh);
  if (m) return withLead('incidence of', m[1]!);
  // "临床缓解率" is the clinical remission rate, "有效率" a response rate.
  m = /^(.+?)(?:有效)?率$/.exec(zh);
  if (m && zh.endsWith('有效率')) {
    const what = m[1] ? termEn(`${m[1]}有效`) : 'response';
    if (what) return `${what} rate`;
  }
  if (m && termEn(m[1]!)) return `${termEn(m[1]!)} rate`;
  m = /^无(.+)$/.exec(zh);
  if (m) return withLead('no', m[1]!);
  const parts = zh.split(/、|和|或/);
  if (parts.length < 2) return null;
  const en = parts.map(termEn);
  if (!en.every((e): e is string => e !== null)) return null;
  const or = zh.includes('或') && !zh.includes('和');
  return `${en.slice(0, -1).join(', ')} ${or ? 'or' : 'and'} ${en.at(-1)}`;
}

function withLead(lead: string, zh: string): string | null {
  const en = measureEn(zh);
  return en ? `${lead} ${en}` : null;
}

/** "第24周" is "week 24", "第28天" "day 28": the visit a measure is taken at. */
const VISIT_EN: Readonly<Record<string, string>> = {
  天: 'day',
  日: 'day',
  周: 'week',
  个月: 'month',
  年: 'year',
};

/** A measure with its timepoint first ("12个月时的生活质量" -> "quality of life at 12 months"). */
function timedEn(zh: string): string | null {
  // "第24周X", "治疗12周时的X": the visit or treatment time first (Chinese papers' usual order).
  const visit = /^(?:治疗|随访)?第(\d+)(天|日|周|个月|年)(?:时|末)?的?(.+)$/.exec(zh);
  if (visit) {
    const what = measureEn(visit[3]!);
    return what ? `${what} at ${VISIT_EN[visit[2]!]} ${visit[1]}` : null;
  }
  // "28天全因死亡率" is 28-day all-cause mortality.
  const span = /^(\d+)(天|日)(.+率)$/.exec(zh);
  if (span) {
    const what = measureEn(span[3]!);
    return what ? `${span[1]}-day ${what}` : null;
  }
  const m = /^(?:治疗|随访)?(\d+(?:\.\d+)?)(分钟|小时|天|周|个月|年)(时|内|后)的?(.+)$/.exec(zh);
  if (!m) return measureEn(zh);
  const what = measureEn(m[4]!);
  const when = { 时: 'at', 内: 'within', 后: 'after' }[m[3] as '时' | '内' | '后'];
  return what ? `${what} ${when} ${m[1]} ${UNITS_EN[m[2]!]}` : null;
}

const pointEn = (zh: string) => anchorEn(zh) ?? timedEn(zh);

export function endpointPhraseEn(endpoint: string): string | null {
  const zh = endpoint
    .trim()
    .replace(/[。；;.]+$/, '')
    .replace(/\s+/g, '');
  if (!zh) return null;
  // "从基线至第6周X的变化" -> "change in X from baseline to week 6".
  let m = /^从基线至第(\d+)(天|日|周|个月|年)(.+)的变化$/.exec(zh);
  if (m) {
    const what = measureEn(m[3]!);
    return what ? `change in ${what} from baseline to ${VISIT_EN[m[2]!]} ${m[1]}` : null;
  }
  m = /^(.+?)(较基线)?的变化$/.exec(zh);
  if (m) {
    const what = timedEn(m[1]!);
    return what ? `change ${m[2] ? 'from baseline ' : ''}in ${what}` : null;
  }
  m = /^从(.+?)至(.+)的时间$/.exec(zh);
  if (m) {
    const from = pointEn(m[1]!);
    const to = pointEn(m[2]!);
    return from && to ? `time from ${from} to ${to}` : null;
  }
  m = /^(?:至)?(首次)?(.+?)的?时间$/.exec(zh);
  if (m) {
    const what = timedEn(m[2]!);
    return what ? `time to ${m[1] ? 'first ' : ''}${what}` : null;
  }
  m = /^(.+)的患者(比例|数)$/.exec(zh);
  if (m) {
    const what = timedEn(m[1]!);
    return what ? `${m[2] === '数' ? 'number' : 'proportion'} of patients with ${what}` : null;
  }
  return timedEn(zh);
}
