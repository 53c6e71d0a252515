import type { OutLang } from '../../../writer/labels';

type Pair = { zh: string; en: string };

/** The infographic's fixed words in both output languages (short: a poster is read in 30 seconds). */
const TEXTS = {
  titleSuffix: { zh: '研究｜一图读懂', en: 'at a glance' },
  titleFallback: { zh: '一图读懂', en: 'The trial at a glance' },
  design: { zh: '研究设计', en: 'Study design' },
  randomised: { zh: '随机入组', en: 'Randomised' },
  ratio: { zh: '随机比例', en: 'Allocation' },
  patients: { zh: '例', en: 'patients' },
  primaryEndpoint: { zh: '主要终点', en: 'Primary endpoint' },
  primaryResult: { zh: '主要终点结果', en: 'Primary result' },
  keyResults: { zh: '主要疗效结果', en: 'Key efficacy results' },
  safety: { zh: '安全性', en: 'Safety' },
  conclusion: { zh: '结论', en: 'Conclusion' },
  source: { zh: '来源', en: 'Source' },
  statement: { zh: '仅供医疗卫生专业人士参考', en: 'For healthcare professionals only' },
  significant: { zh: '差异具有统计学意义', en: 'Statistically significant' },
  notSignificant: { zh: '差异无统计学意义', en: 'Not statistically significant' },
  noResults: {
    zh: '来源文献中未能读取到疗效的数值结果。',
    en: 'The sources give no efficacy result that could be read as numbers.',
  },
  noContent: {
    zh: '未能从来源文件中提取到可用于信息图的研究内容。',
    en: 'No trial content for an infographic could be read from the sources.',
  },
} satisfies Record<string, Pair>;

export type InfographicTextKey = keyof typeof TEXTS;

export type InfographicLabels = {
  lang: OutLang;
  zh: boolean;
  t: (key: InfographicTextKey) => string;
};

export function infographicLabels(lang: OutLang): InfographicLabels {
  const zh = lang === 'zh-cn';
  return { lang, zh, t: (key) => (zh ? TEXTS[key].zh : TEXTS[key].en) };
}
