import { endpointTerm, endpointZh } from '../article/glossary';
import { betterDirection } from './endpoint-direction';
import type { HazardRatio } from '@prowrite/contracts';
import { type PrimaryStatement, pSignificant, statementSignificance } from './primary-statement';
import { armZh, comparisonText } from './primary-text';

/**
 * The conclusion a Chinese reader needs, written from the primary result fact instead of quoting the authors'
 * English sentence: "主要终点（总生存期）组间差异具有统计学意义：风险比（HR）为0.74（95%置信区间：0.61–0.90；P=0.002）。"
 * It says significance, not success: "达到" would read as "the trial met its endpoint" also when the new
 * treatment was significantly worse (HR > 1 against it); the direction is in the numbers that follow.
 * Null when the result is not reported or its significance cannot be read from the interval or P (nothing is
 * concluded that the numbers do not say).
 */
export function primaryConclusionZh(s: PrimaryStatement): string | null {
  if (!s.reported) return null;
  const sig = statementSignificance(s);
  if (sig === null) return null;
  const name = s.endpoint && endpointTerm(s.endpoint) ? `（${endpointZh(s.endpoint)}）` : '';
  const comparison = comparisonText(s, 'zh-cn');
  return `主要终点${name}组间差异${sig ? '具有' : '无'}统计学意义${comparison ? `：${comparison}` : ''}。`;
}

/**
 * Two arms' values in words, or '' when they are not two comparable numbers. Where the endpoint says which
 * way is better (endpoint-direction.ts) the better arm is named ("维纳卡兰组高于安慰剂组，维纳卡兰组更优";
 * an event rate: "…组低于…组，…组更优"); otherwise the words only say which value is higher ("…组的数值高于…组").
 */
function directionWords(s: PrimaryStatement, lang: 'en' | 'zh-cn'): string {
  const [a, b] = s.arms;
  if (s.arms.length !== 2 || !a || !b || a.unit !== b.unit) return '';
  const x = Number(a.value.replace('−', '-'));
  const y = Number(b.value.replace('−', '-'));
  if (!Number.isFinite(x) || !Number.isFinite(y) || x === y) return '';
  const [hi, lo] = x > y ? [a, b] : [b, a];
  const better = s.endpoint ? betterDirection(s.endpoint) : null;
  if (lang === 'zh-cn') {
    if (better === 'higher') return `${armZh(hi.arm)}高于${armZh(lo.arm)}，${armZh(hi.arm)}更优`;
    if (better === 'lower') return `${armZh(lo.arm)}低于${armZh(hi.arm)}，${armZh(lo.arm)}更优`;
    return `${armZh(hi.arm)}的数值高于${armZh(lo.arm)}`;
  }
  if (better === 'higher') return `higher with ${hi.arm} than with ${lo.arm} (better with ${hi.arm})`;
  if (better === 'lower') return `lower with ${lo.arm} than with ${hi.arm} (better with ${lo.arm})`;
  return `numerically higher with ${hi.arm} than with ${lo.arm}`;
}

/**
 * The conclusion in words, for a slide that already shows the result's numbers (a slide states a result
 * once): significance and, when significant, the direction between two arms, no number repeated.
 * "主要终点（总生存期）组间差异具有统计学意义，EOC组高于…组。" Null when significance cannot be read.
 */
export function primaryConclusionWords(s: PrimaryStatement, lang: 'en' | 'zh-cn'): string | null {
  if (!s.reported) return null;
  const sig = statementSignificance(s);
  if (sig === null) return null;
  // Which arm is higher is said only for a significant difference: otherwise it reads as an effect.
  const direction = sig ? directionWords(s, lang) : '';
  if (lang === 'zh-cn') {
    const name = s.endpoint && endpointTerm(s.endpoint) ? `（${endpointZh(s.endpoint)}）` : '';
    return `主要终点${name}组间差异${sig ? '具有' : '无'}统计学意义${direction ? `，${direction}` : ''}。`;
  }
  const what = sig
    ? 'The difference in the primary endpoint between arms was statistically significant'
    : 'The difference in the primary endpoint between arms was not statistically significant';
  return `${what}${direction ? `: ${direction}` : ''}.`;
}

/**
 * What a hazard ratio says in Chinese, for a slide that shows its numbers: significance only, read from the
 * interval (whether it holds 1, the reason said) or else the printed P, never a direction (which arm the ratio
 * favours depends on the order the source compares them in).
 * "风险比的95%置信区间不包含1，无进展生存期组间差异具有统计学意义。"; null when neither tells.
 */
export function hazardRatioWordsZh(hr: HazardRatio): string | null {
  const name = endpointTerm(hr.endpoint) ? endpointZh(hr.endpoint) : '';
  const said = (sig: boolean) => `${name}组间差异${sig ? '具有' : '无'}统计学意义。`;
  if (hr.ci_low !== null && hr.ci_high !== null) {
    // The slides print the interval as 95% (efficacy-slides ciAndP).
    const excludes = hr.ci_high < 1 || hr.ci_low > 1;
    return `风险比的95%置信区间${excludes ? '不包含' : '包含'}1，${said(excludes)}`;
  }
  const sig = hr.p ? pSignificant(hr.p) : null;
  return sig === null ? null : said(sig);
}
