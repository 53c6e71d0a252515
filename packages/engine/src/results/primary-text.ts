import { hasEnglishWords } from '../check-work/proper-names';
import { measureText } from '@prowrite/contracts';
import { endpointTerm, endpointZh, groupZh, nameZh, phraseZh, unitZh } from '../article/glossary';
import { endpointPhraseZh } from '../article/endpoint-phrases';
import type { OutLang } from '../writer/labels';
import { EFFECT_MEASURES } from './medical-terms';
import {
  cleanEndpoint,
  type PrimaryArmValue,
  type PrimaryEffect,
  type PrimaryStatement,
  statementSignificance,
} from './primary-statement';

/**
 * The primary result in words, from a PrimaryStatement: every number is one its quote prints (the statement
 * carries them as printed). Chinese is written from templates and the glossaries; an endpoint the glossary
 * does not know is named "主要终点" rather than left in English.
 */

const zh = (lang: OutLang) => lang === 'zh-cn';

/** "45.7%", "11.3 months" / "11.3个月", "0.11 mm". */
export function valueWithUnit(value: string, unit: string, lang: OutLang): string {
  if (!unit) return value;
  if (unit === '%') return `${value}%`;
  return zh(lang)
    ? `${value}${/^[A-Za-z]+$/.test(unit) && unitZh(unit) !== unit ? unitZh(unit) : ` ${unit}`}`
    : `${value} ${unit}`;
}

/** "45.7% (59 of 129)" / "45.7%（129例中59例）". */
export function armValueText(a: PrimaryArmValue, lang: OutLang): string {
  const v = valueWithUnit(a.value, a.unit, lang);
  if (a.n === null || a.N === null) return v;
  return zh(lang) ? `${v}（${a.N}例中${a.n}例）` : `${v} (${a.n} of ${a.N})`;
}

/** An arm as Chinese text names it: translated when the glossary knows every word, then "…组". */
export function armZh(arm: string): string {
  const whole = phraseZh(arm);
  if (whole) return groupZh(whole);
  // "EOC (epirubicin, oxaliplatin, and capecitabine)" -> "EOC组（表柔比星、奥沙利铂和卡培他滨）".
  const named = nameZh(arm);
  const listed = /^(.*?)（(.*)）$/.exec(named);
  if (listed && named !== arm) return `${groupZh(listed[1]!)}（${listed[2]}）`;
  // "investigational (lattice-tip)": the known head in Chinese, the device or regimen name kept in brackets.
  const m = /^(.*?)\s*\(([^()]*)\)$/.exec(arm.trim());
  const head = m ? phraseZh(m[1]!) : null;
  if (m && head) return `${groupZh(head)}（${hasEnglishWords(m[2]!) ? `“${m[2]}”` : m[2]}）`;
  return groupZh(nameZh(arm));
}

const ORDINAL_ZH = ['一', '二', '三', '四', '五', '六'];

/**
 * An arm for patients in Chinese: its Chinese name, a device or regimen name kept bare, but never the source's
 * English words (patients are shown no quotes): an arm the glossary cannot name is called by `fallback`.
 */
export function layArmZh(arm: string, fallback: string): string {
  const named = armZh(arm).replace(/（“[^”]*”）/g, '');
  return named.includes('“') ? fallback : named;
}

/** "p<0.0001" / "P<0.0001". */
export function pText(p: string, lang: OutLang): string {
  return `${zh(lang) ? 'P' : 'p'}${p}`;
}

/** "1.07–1.76"; "−21.75 to 6.88" when a bound is negative (a dash would read as a minus). */
function interval(ci: [string, string], lang: OutLang): string {
  const negative = /^[-−]/.test(ci[0]) || /^[-−]/.test(ci[1]);
  if (!negative) return `${ci[0]}–${ci[1]}`;
  return zh(lang) ? `${ci[0]}至${ci[1]}` : `${ci[0]} to ${ci[1]}`;
}

/** "hazard ratio 1.37 (95% CI 1.07–1.76; p=0.013)" / "风险比（HR）为1.37（95%置信区间：1.07–1.76；P=0.013）". */
export function effectText(e: PrimaryEffect, p: string | null, lang: OutLang): string {
  const m = EFFECT_MEASURES[e.measure];
  if (zh(lang)) {
    const inner = [e.ci ? `${e.ciLevel}%置信区间：${interval(e.ci, lang)}` : '', p ? pText(p, lang) : '']
      .filter(Boolean)
      .join('；');
    return `${e.scale ?? ''}${m.zh}（${e.measure}）为${e.value}${inner ? `（${inner}）` : ''}`;
  }
  const inner = [e.ci ? `${e.ciLevel}% CI ${interval(e.ci, lang)}` : '', p ? pText(p, lang) : '']
    .filter(Boolean)
    .join('; ');
  const on = e.scale ? ` on the ${e.scale}` : '';
  return `${m.en} (${e.measure})${on} ${e.value}${inner ? ` (${inner})` : ''}`;
}

/** The endpoint's name in the output language; null in Chinese when the glossary does not know it. */
export function endpointName(s: PrimaryStatement, lang: OutLang): string | null {
  if (!s.endpoint) return null;
  if (zh(lang)) {
    // A Chinese source's endpoint is already said in Chinese; another is composed from its parts when every part
    // is known (decision 0082), else the caller names it generically.
    if (/\p{Script=Han}/u.test(s.endpoint)) return cleanEndpoint(s.endpoint);
    const term = endpointTerm(s.endpoint);
    if (!term) return s.medians ? null : endpointPhraseZh(cleanEndpoint(s.endpoint));
    // "意向性治疗人群中的中位总生存期": the population first, then the median of the endpoint.
    return s.medians ? `${term.qualifierZh}中位${term.zh}` : endpointZh(s.endpoint);
  }
  return s.medians ? `median ${s.endpoint}` : s.endpoint;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function list(items: string[], lang: OutLang): string {
  if (zh(lang)) return items.join('，');
  if (items.length <= 2) return items.join(' vs ');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The arms' values alone: "45.7% (59 of 129) with vernakalant vs 1.5% (1 of 68) with placebo". */
export function armsText(s: PrimaryStatement, lang: OutLang): string {
  const parts = s.arms.map((a) =>
    zh(lang) ? `${armZh(a.arm)}为${armValueText(a, lang)}` : `${armValueText(a, lang)} with ${a.arm}`,
  );
  return list(parts, lang);
}

/** The effect and p together ("HR … (95% CI …; p=…)"), or p alone, or ''. */
export function comparisonText(s: PrimaryStatement, lang: OutLang): string {
  if (s.effect) return effectText(s.effect, s.p?.text ?? null, lang);
  return s.p ? pText(s.p.text, lang) : '';
}

/**
 * The whole result for readers of decks and HCP articles, endpoint first:
 * "Conversion …: 45.7% (59 of 129) with vernakalant vs 1.5% (1 of 68) with placebo; p<0.0001."
 * "主要终点：维纳卡兰组为45.7%（129例中59例），安慰剂组为1.5%（68例中1例）；P<0.0001。"
 * Without a result: the endpoint and that the sources give no number for it.
 */
export function primaryResultSentence(s: PrimaryStatement, lang: OutLang, withEndpoint = true): string {
  const name = endpointName(s, lang);
  if (!s.reported) {
    if (zh(lang))
      return name
        ? `主要终点为${name}；来源文献中未能读取到该终点的数值结果。`
        : `主要终点（原文：“${s.endpoint}”）的数值结果未能从来源文献中读取。`;
    return `The primary endpoint was ${s.endpoint}; the sources report no result for it that could be read as numbers.`;
  }
  const arms = s.arms.length > 0 ? armsText(s, lang) : '';
  const comparison = comparisonText(s, lang);
  const sig = statementSignificance(s);
  if (zh(lang)) {
    const lead = withEndpoint ? `${name ?? '主要终点'}：` : '';
    const body = [arms, comparison].filter(Boolean).join('；');
    const tail = sig === true ? '，差异具有统计学意义' : sig === false ? '，差异无统计学意义' : '';
    return `${lead}${body}${tail}。`;
  }
  const lead = withEndpoint && name ? `${capital(name)}: ` : '';
  const body = [arms, comparison].filter(Boolean).join('; ');
  const tail =
    sig === true ? ' (statistically significant)' : sig === false ? ' (not statistically significant)' : '';
  return `${lead}${withEndpoint && name ? body : capital(body)}${tail}.`;
}

/** The result sentence within `limit` (measured): with its endpoint when that fits, else without it. */
export function primaryResultWithin(s: PrimaryStatement, lang: OutLang, limit: number): string {
  const full = primaryResultSentence(s, lang);
  return measureText(full) <= limit ? full : primaryResultSentence(s, lang, false);
}

/** For patients, when the sources give the main result no number: said plainly, never guessed. */
export function layNotReportedSentence(lang: OutLang): string {
  return zh(lang)
    ? '原文没有给出这项研究最主要观察指标的具体数字结果。'
    : "The paper does not give a number for the result of the study's main measure.";
}

/**
 * The result for patients: the values per group in plain words, no p values or intervals (their meaning is
 * said by the caller).
 */
export function layPrimarySentence(s: PrimaryStatement, lang: OutLang): string | null {
  if (!s.reported) return null;
  // Without arm values a difference (not a ratio) is still a number a reader can follow.
  if (s.arms.length < 2 && s.effect && ['MD', 'RD'].includes(s.effect.measure))
    return zh(lang)
      ? `在研究最主要的观察指标上，两组之间的差别为${s.effect.value}。`
      : `On the main measure of the study, the difference between the groups was ${s.effect.value}.`;
  // A ratio alone is said with what 1 means, so a reader can place it (no interval or p value).
  if (s.arms.length < 2 && s.effect && ['HR', 'OR', 'RR', 'IRR'].includes(s.effect.measure)) {
    const name = EFFECT_MEASURES[s.effect.measure];
    return zh(lang)
      ? `在研究最主要的观察指标上，两组相比的${name.zh}为${s.effect.value}（等于1表示两组没有差别）。`
      : `On the main measure of the study, the ${name.en} between the groups was ${s.effect.value} (1 would mean no difference).`;
  }
  if (s.arms.length < 2) return null;
  if (zh(lang)) {
    const parts = s.arms.map((a, i) => {
      const v = valueWithUnit(a.value, a.unit, lang);
      const count = a.n !== null && a.N !== null ? `（${a.N}人中有${a.n}人）` : '';
      return `${layArmZh(a.arm, `第${ORDINAL_ZH[i] ?? i + 1}组`)}患者为${v}${count}`;
    });
    return `在研究最主要的观察指标上，${parts.join('，')}。`;
  }
  const parts = s.arms.map((a) => {
    const v = valueWithUnit(a.value, a.unit, lang);
    const count = a.n !== null && a.N !== null ? ` (${a.n} of ${a.N} patients)` : '';
    return `${v}${count} with ${a.arm}`;
  });
  const body =
    parts.length === 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `On the main measure of the study, the result was ${body}.`;
}
