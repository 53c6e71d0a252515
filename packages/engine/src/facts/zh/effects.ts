import type { Effect, EffectMeasure } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { NUM, RANGE, SNUM, sourceOf, type ZhSentence } from './text';

/** Chinese and Latin names of effect measures. */
const MEASURES: [RegExp, EffectMeasure][] = [
  [/^(?:a?HR|风险比|危险比|风险比值)$/i, 'HR'],
  [/^(?:a?OR|比值比|优势比)$/i, 'OR'],
  [/^(?:RR|相对危险度|相对风险|相对危险)$/i, 'RR'],
  [/^(?:IRR|发生率比)$/i, 'IRR'],
  [/^(?:SMD|标准化均数差)$/i, 'SMD'],
  [/^(?:W?MD|均数差|均值差|平均差|组间差值?|差值)$/i, 'MD'],
  [/^(?:RD|率差|风险差|绝对风险差)$/i, 'RD'],
];
const MEASURE_WORD =
  'a?HR|a?OR|RR|IRR|SMD|W?MD|RD|风险比值?|危险比|比值比|优势比|相对危险度?|相对风险|发生率比|标准化均数差|均数差|均值差|平均差|组间差值?|差值|率差|绝对风险差|风险差';
const CI_WORD = '(?:CI|置信区间|可信区间)';
/**
 * "HR=0.72,95%CI:0.58~0.89", "风险比(HR)为0.72(95%置信区间:0.58至0.89)", "OR 2.34 (95% CI 1.24-4.41)",
 * "差值为14.2%(95%CI:3.4%~25.0%)"; compact text (full-width read as half-width).
 */
const EFFECT = new RegExp(
  String.raw`(${MEASURE_WORD})(?:\s*\(\s*(?:${MEASURE_WORD})\s*\))?\s*(?:值)?\s*(?:为|=|:|是)?\s*(${SNUM})\s*%?\s*[,;(]?\s*(${NUM})\s*%\s*${CI_WORD}\s*(?:为|:|=)?\s*[(\[]?\s*(${SNUM})\s*%?${RANGE}(${SNUM})\s*%?\s*[)\]]?`,
  'giu',
);
const P_VALUE = /(?<![A-Za-z])[Pp]\s*(?:值)?\s*([<>=≤≥])\s*(0?\.\d+|\d(?:\.\d+)?)/;

export function measureOf(word: string): EffectMeasure | null {
  for (const [re, m] of MEASURES) if (re.test(word)) return m;
  return null;
}

/** Effect estimates with their confidence intervals and P values as a Chinese paper prints them. */
export function extractZhEffects(ctx: DocContext, zs: ZhSentence[]): Effect[] {
  const out: Effect[] = [];
  for (const z of zs) {
    if (z.part === 'background' || z.part === 'discussion') continue;
    for (const m of z.text.matchAll(EFFECT)) {
      const measure = measureOf(m[1]!);
      if (!measure) continue;
      const after = z.text.slice(m.index + m[0].length, m.index + m[0].length + 24);
      const before = z.text.slice(Math.max(0, m.index - 40), m.index);
      const p = P_VALUE.exec(after) ?? P_VALUE.exec(before);
      const value = Number(m[2]);
      const low = Number(m[4]);
      const high = Number(m[5]);
      const effect: Effect = {
        endpoint: endpointBefore(z.text.slice(0, m.index)),
        measure,
        value,
        ci_low: Math.min(low, high),
        ci_high: Math.max(low, high),
        ci_level: Number(m[3]),
        p: p
          ? `${p[1] === '=' ? '' : p[1]!.replace('≤', '<=').replace('≥', '>=')}${p[2]!.replace(/^\./, '0.')}`
          : null,
        adjusted: /校正|调整|多因素|多变量|^a(?:HR|OR)/i.test(`${m[1]} ${before}`),
        source: sourceOf(ctx, z, m.index, m.index + m[0].length),
      };
      const same = out.some(
        (e) => e.measure === effect.measure && e.value === effect.value && e.ci_low === effect.ci_low,
      );
      if (!same) out.push(effect);
    }
  }
  return out;
}

/** An outcome's name ends in one of these (有效率, 无进展生存期, 收缩压, 评分). */
const OUTCOME =
  /[\p{Script=Han}A-Za-z0-9-]{1,12}?(?:率|生存期|时间|评分|分数|水平|变化|距离|压|事件|缓解|应答)/gu;

/** The endpoint the estimate belongs to: the last outcome named in the clause before it, not a group. */
function endpointBefore(text: string): string {
  const clause = text.split(/[;。]/).pop() ?? '';
  const names = [...clause.matchAll(OUTCOME)]
    .map((m) =>
      m[0]
        .replace(/^.*?组(?:患者)?(?:的)?/, '')
        .replace(/^(?:中位|平均|两组|与|和)+/, (x) => (x.startsWith('中位') ? '中位' : '')),
    )
    .filter((n) => n.length >= 2);
  return names.pop() ?? '';
}
