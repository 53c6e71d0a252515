import type { OutLang } from '../../../writer/labels';

type Pair = { zh: string; en: string };

/** Fixed headings and sentences of the monitoring report; source wording is never translated here. */
const TEXTS = {
  reportTitle: { zh: '文献监测报告', en: 'Literature monitoring report' },
  summaryTitle: { zh: '本期概要', en: 'What is new' },
  referencesTitle: { zh: '参考文献', en: 'References' },
  statementTitle: { zh: '声明', en: 'Statement' },
  detailTitle: { zh: '新增文献详情', en: 'New literature in detail' },
  briefTitle: { zh: '其他新增文献（简要）', en: 'Further new literature in brief' },
  noNewTitle: { zh: '本期无新增文献', en: 'No new literature' },
  coveredTitle: { zh: '往期已收录文献', en: 'Covered in earlier reports' },
  sectionCitation: { zh: '文献信息', en: 'Citation' },
  sectionDesign: { zh: '研究设计', en: 'Design' },
  sectionResult: { zh: '主要结果', en: 'Main result' },
  sectionSafety: { zh: '安全性', en: 'Safety' },
  sectionConclusion: { zh: '研究者结论', en: "Authors' conclusion" },
  sectionCoveredList: { zh: '文献清单', en: 'Papers' },
  subtitleNoneSinceLast: { zh: '自上期报告以来无新增文献', en: 'No new literature since the last report' },
  subtitleNone: { zh: '本期无新增文献', en: 'No new literature in this report' },
  scope: {
    zh: '本报告逐篇整理本期新增文献的研究设计、主要结果、安全性与研究者结论，数据均引自原始文献。',
    en: "This report sets out the design, main result, safety and authors' conclusion of each new paper; every figure is taken from the paper itself.",
  },
  noneSinceLast: {
    zh: '本期来源文献均已在本系列往期报告中收录，自上期报告以来未发现新增文献，因此本期不作逐篇介绍。',
    en: 'Every source of this report was covered by an earlier report of this series: there is no new literature since the last report, so no paper is presented in detail.',
  },
  noSources: {
    zh: '本期未提供来源文献，因此没有可报告的新增文献。',
    en: 'No source was provided for this report, so there is no new literature to report.',
  },
  noContent: {
    zh: '未能从该文献中提取到研究设计或结果信息，请查阅原文。',
    en: 'No design or result could be extracted from this paper; please read the original.',
  },
  noResult: {
    zh: '来源文献中未能读取到主要终点的数值结果。',
    en: 'The paper reports no primary result that could be read as numbers.',
  },
  earlierPaper: {
    zh: '本研究此前已有文献在本系列往期报告中收录，本期为该研究的新增文献。',
    en: 'An earlier paper of this trial was covered by a previous report of this series; this one is new.',
  },
  statement: {
    zh: '本报告基于所提供的文献整理，仅供医疗卫生专业人士内部参考，旨在传递医学科学信息，不构成任何诊疗或用药推荐。文中数据均引自原始文献，请以原文为准。',
    en: 'Compiled from the papers provided, for internal reference by healthcare professionals only. It shares medical and scientific information and is not a treatment recommendation. Every figure is quoted from the original papers, which prevail.',
  },
} satisfies Record<string, Pair>;

export type MonitorTextKey = keyof typeof TEXTS;

export function monitorText(key: MonitorTextKey, lang: OutLang): string {
  return lang === 'zh-cn' ? TEXTS[key].zh : TEXTS[key].en;
}

const ZH_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const EN_COUNTS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** 1..99 in Chinese numerals ("十二", "二十一"); the report's own counts are words, so every digit shown is a source's. */
export function zhNumeral(n: number): string {
  if (n < 10) return ZH_DIGITS[n] ?? '';
  if (n < 100) {
    const tens = Math.floor(n / 10);
    const ones = n % 10;
    return `${tens === 1 ? '' : ZH_DIGITS[tens]}十${ones ? ZH_DIGITS[ones] : ''}`;
  }
  return '多';
}

/** A count the report states itself: "两" / "十二" before a measure word, "three" / "many" in English. */
export function countText(n: number, lang: OutLang): string {
  if (lang === 'zh-cn') return n === 2 ? '两' : zhNumeral(n);
  return EN_COUNTS[n] ?? 'many';
}

/** "papers" after a count: "one paper", "three papers". */
export function papersText(n: number, lang: OutLang): string {
  return lang === 'zh-cn'
    ? `${countText(n, lang)}篇文献`
    : `${countText(n, lang)} ${n === 1 ? 'paper' : 'papers'}`;
}

const EN_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** "The third new paper": an untitled paper named by its place, in words. */
export function enOrdinalLabel(index: number): string {
  const word = EN_ORDINALS[index];
  return word ? `The ${word} new paper` : 'A further new paper';
}
