import type { EffectMeasure } from '@prowrite/contracts';

/**
 * Medical terms of results and design in both output languages, kept as data: the writers build every
 * Chinese results sentence from these and the article glossary (endpoints, drugs, units), never from English.
 */
export const EFFECT_MEASURES: Record<EffectMeasure, { zh: string; en: string }> = {
  HR: { zh: '风险比', en: 'hazard ratio' },
  OR: { zh: '比值比', en: 'odds ratio' },
  RR: { zh: '相对危险度', en: 'relative risk' },
  IRR: { zh: '发生率比', en: 'incidence rate ratio' },
  MD: { zh: '均数差', en: 'mean difference' },
  RD: { zh: '率差', en: 'risk difference' },
  SMD: { zh: '标准化均数差', en: 'standardised mean difference' },
};

/** Trial-design and statistics terms (English as the extractor and sources write them -> Chinese). */
export const DESIGN_TERMS: Record<string, string> = {
  'confidence interval': '置信区间',
  'hazard ratio': '风险比',
  'odds ratio': '比值比',
  'relative risk': '相对危险度',
  'risk ratio': '相对危险度',
  'mean difference': '均数差',
  'primary endpoint': '主要终点',
  'secondary endpoint': '次要终点',
  'primary outcome': '主要结局',
  randomised: '随机',
  randomized: '随机',
  randomisation: '随机分组',
  randomization: '随机分组',
  placebo: '安慰剂',
  'double-blind': '双盲',
  'single-blind': '单盲',
  'open-label': '开放标签',
  'intention-to-treat': '意向性治疗',
  'per-protocol': '符合方案',
  'statistically significant': '具有统计学意义',
  'not statistically significant': '无统计学意义',
  'adverse event': '不良事件',
  'serious adverse event': '严重不良事件',
  baseline: '基线',
  'sinus rhythm': '窦性心律',
  'atrial fibrillation': '心房颤动',
};

/** The Chinese term for an English one, or null when the glossary does not hold it. */
export function termZh(term: string): string | null {
  return DESIGN_TERMS[term.trim().toLowerCase()] ?? null;
}
