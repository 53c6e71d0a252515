import type { EffectMeasure, GroupBalance, ObservationalDesign } from '@prowrite/contracts';
import type { OutLang } from '../../../writer/labels';

type Pair = { zh: string; en: string };

/** Fixed headings and sentences of the retrospective study analysis; source wording is never translated here. */
const TEXTS = {
  articleTitle: { zh: '研究分析', en: 'Study analysis' },
  chapterDesign: { zh: '研究设计与数据来源', en: 'Study design and data source' },
  chapterPopulation: { zh: '研究人群', en: 'Study population' },
  chapterExposure: { zh: '暴露与对照', en: 'Exposure and comparison' },
  chapterTrialArms: { zh: '治疗组与对照组', en: 'Treatment and comparison groups' },
  chapterOutcomes: { zh: '结局指标', en: 'Outcomes' },
  chapterResults: { zh: '研究结果', en: 'Results' },
  chapterLimitations: { zh: '研究局限性', en: 'Limitations' },
  chapterConclusion: { zh: '研究结论', en: 'Conclusion' },
  sectionDesignType: { zh: '研究类型', en: 'Design' },
  sectionDataSource: { zh: '数据来源与研究期间', en: 'Data source and study period' },
  sectionParticipants: { zh: '纳入人群', en: 'Participants' },
  sectionBalance: { zh: '组间均衡', en: 'Balancing the groups' },
  sectionGroups: { zh: '比较组别', en: 'Groups compared' },
  sectionPrimaryOutcome: { zh: '主要结局', en: 'Primary outcome' },
  sectionSecondaryOutcomes: { zh: '次要结局', en: 'Secondary outcomes' },
  sectionPrimaryResult: { zh: '主要结局结果', en: 'Primary outcome result' },
  sectionAdjusted: { zh: '校正后的效应估计', en: 'Adjusted effect estimates' },
  sectionOtherEffects: { zh: '其他效应估计', en: 'Other effect estimates' },
  sectionGroupResults: { zh: '各组结果', en: 'Results by group' },
  sectionAuthorsLimitations: { zh: '作者陈述的局限性', en: "The authors' stated limitations" },
  sectionReading: { zh: '解读提示', en: 'Reading the evidence' },
  sectionAuthorsConclusion: { zh: '作者结论', en: "The authors' conclusion" },
  trialNotObservational: {
    zh: '需要说明的是，来源文件报告的是一项临床试验，而非回顾性或观察性研究；下文按原文报告的试验设计和结果进行梳理。',
    en: 'Note that the source reports a clinical trial, not a retrospective or observational study; what follows sets out the trial design and results as the paper reports them.',
  },
  designNotStated: {
    zh: '未能从来源文件中识别出研究设计类型（如队列研究或病例对照研究），请对照原文核实。',
    en: 'The study design (such as cohort or case-control) could not be identified in the source; check it against the paper.',
  },
  otherEffectsNote: {
    zh: '以下效应估计在原文中未注明为校正结果：',
    en: 'The paper does not call the following estimates adjusted:',
  },
  limitationsLead: { zh: '作者在原文中指出：', en: 'The authors note:' },
  noLimitations: {
    zh: '未能从来源文件中提取到作者对研究局限性的论述，请对照原文补充。',
    en: "No statement of the study's limitations could be extracted from the source; add it from the paper.",
  },
  observationalCaution: {
    zh: '观察性研究的结果反映的是暴露与结局之间的关联，即使经过多因素校正，仍可能受到未测量混杂因素和选择偏倚的影响，不能直接等同于因果关系。',
    en: 'Observational results show associations between exposure and outcome; even after multivariable adjustment they may reflect unmeasured confounding or selection bias, and do not by themselves establish cause and effect.',
  },
  conclusionLead: { zh: '研究者在原文中指出：', en: 'The authors concluded:' },
  noContentTitle: { zh: '未提取到研究内容', en: 'No study content found' },
  noContent: {
    zh: '未能从来源文件中提取到可用于撰写研究分析的信息。请检查上传的文件是否为研究论文，或手动补充内容。',
    en: 'No study information could be extracted from the source files to write this analysis. Check that the uploaded files are research papers, or add the content by hand.',
  },
} satisfies Record<string, Pair>;

export type StudyTextKey = keyof typeof TEXTS;

export function studyText(key: StudyTextKey, lang: OutLang): string {
  return lang === 'zh-cn' ? TEXTS[key].zh : TEXTS[key].en;
}

const DESIGNS: Record<ObservationalDesign, Pair> = {
  'retrospective-cohort': { zh: '回顾性队列研究', en: 'retrospective cohort study' },
  'prospective-cohort': { zh: '前瞻性队列研究', en: 'prospective cohort study' },
  cohort: { zh: '队列研究', en: 'cohort study' },
  'nested-case-control': { zh: '巢式病例对照研究', en: 'nested case-control study' },
  'case-control': { zh: '病例对照研究', en: 'case-control study' },
  'cross-sectional': { zh: '横断面研究', en: 'cross-sectional study' },
  retrospective: { zh: '回顾性研究', en: 'retrospective study' },
};

export function designName(design: ObservationalDesign, lang: OutLang): string {
  return lang === 'zh-cn' ? DESIGNS[design].zh : DESIGNS[design].en;
}

const BALANCE: Record<GroupBalance, Pair> = {
  'propensity-score-matched': {
    zh: '研究采用倾向性评分匹配，以平衡比较组之间的基线特征。',
    en: 'The groups were matched on propensity scores to balance their baseline characteristics.',
  },
  'propensity-score-weighted': {
    zh: '研究采用基于倾向性评分的加权方法（如逆概率加权），以平衡比较组之间的基线特征。',
    en: 'The groups were weighted by propensity scores (such as inverse probability weighting) to balance their baseline characteristics.',
  },
  matched: {
    zh: '研究对比较组进行了匹配。',
    en: 'The compared groups were matched.',
  },
};

export function balanceSentence(balance: GroupBalance, lang: OutLang): string {
  return lang === 'zh-cn' ? BALANCE[balance].zh : BALANCE[balance].en;
}

const MEASURES: Record<EffectMeasure, Pair> = {
  HR: { zh: '风险比', en: 'hazard ratio' },
  OR: { zh: '比值比', en: 'odds ratio' },
  RR: { zh: '相对风险', en: 'relative risk' },
  IRR: { zh: '发病率比', en: 'incidence rate ratio' },
  MD: { zh: '均数差', en: 'mean difference' },
  RD: { zh: '风险差', en: 'risk difference' },
  SMD: { zh: '标准化均数差', en: 'standardised mean difference' },
};

/** "校正风险比（aHR）" / "adjusted hazard ratio (aHR)"; ratios get the usual "a" abbreviation when adjusted. */
export function measureName(measure: EffectMeasure, adjusted: boolean, lang: OutLang): string {
  const ratio = measure === 'HR' || measure === 'OR' || measure === 'RR' || measure === 'IRR';
  const abbr = adjusted && ratio ? `a${measure}` : measure;
  if (lang === 'zh-cn') return `${adjusted ? '校正' : ''}${MEASURES[measure].zh}（${abbr}）`;
  return `${adjusted ? 'adjusted ' : ''}${MEASURES[measure].en} (${abbr})`;
}

/** Kinds of data source in Chinese; a named database or registry keeps its own name. */
const SOURCE_KINDS: [RegExp, string][] = [
  [/^electronic\s+(?:health|medical|patient)\s+records?$/i, '电子健康记录'],
  [/^(?:hospital|medical)\s+records?$/i, '医院病历记录'],
  [/claims/i, '医保理赔数据'],
];

export function dataSourceName(value: string, lang: OutLang): string {
  if (lang !== 'zh-cn') return value;
  for (const [re, zh] of SOURCE_KINDS) if (re.test(value.trim())) return zh;
  return `“${value.trim()}”`;
}
