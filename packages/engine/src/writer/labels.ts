import type { Blinding } from '@prowrite/contracts';

export type OutLang = 'zh-cn' | 'en';

/** Fixed headings and labels the writer adds; quoted source text is never translated. */
const LABELS = {
  contents: { zh: '目录', en: 'Contents' },
  design: { zh: '研究设计', en: 'Study design' },
  inclusion: { zh: '纳入标准', en: 'Inclusion criteria' },
  exclusion: { zh: '排除标准', en: 'Exclusion criteria' },
  eligibility: { zh: '纳入与排除标准', en: 'Eligibility criteria' },
  patients: { zh: '入组患者', en: 'Patients' },
  arms: { zh: '治疗组', en: 'Treatment arms' },
  primaryEndpoint: { zh: '主要终点', en: 'Primary endpoint' },
  secondaryEndpoints: { zh: '次要终点', en: 'Secondary endpoints' },
  stratification: { zh: '分层因素', en: 'Stratification factors' },
  baseline: { zh: '基线特征', en: 'Baseline characteristics' },
  efficacy: { zh: '疗效', en: 'Efficacy' },
  primaryResult: { zh: '主要终点结果', en: 'Primary endpoint result' },
  result: { zh: '结果', en: 'Result' },
  hazardRatios: { zh: '风险比（HR）', en: 'Hazard ratios' },
  medians: { zh: '中位值', en: 'Medians' },
  median: { zh: '中位值', en: 'Median' },
  endpoint: { zh: '终点', en: 'Endpoint' },
  arm: { zh: '组别', en: 'Arm' },
  page: { zh: '页码', en: 'Page' },
  safety: { zh: '安全性', en: 'Safety' },
  figures: { zh: '关键图表', en: 'Key figures' },
  conclusions: { zh: '结论', en: 'Conclusions' },
  thanks: { zh: '谢谢', en: 'Thank you' },
  source: { zh: '来源', en: 'Source' },
  randomised: { zh: '随机', en: 'Randomised' },
  patientsRandomised: { zh: '随机化患者', en: 'Patients randomised' },
  ratio: { zh: '随机比例', en: 'Randomisation ratio' },
  cycle: { zh: '治疗周期', en: 'Cycle length' },
  registry: { zh: '注册号', en: 'Registry' },
  keyPoints: { zh: '关键要点', en: 'Key points' },
  inclusionShort: { zh: '入选患者', en: 'Patients' },
  slogan: { zh: '循证为本，惠及患者', en: 'Evidence in the service of patients' },
} as const;

export type LabelKey = keyof typeof LABELS;

export type Labels = {
  lang: OutLang;
  t(key: LabelKey): string;
  /** "：" after a Chinese label, ": " after an English one. */
  colon: string;
  phase(value: string): string;
  blinding(value: Blinding): string;
  design(value: string): string;
  /** "p. 3" / "第3页". */
  pageRef(page: number): string;
};

const BLINDING: Record<Blinding, { zh: string; en: string }> = {
  'open-label': { zh: '开放标签', en: 'Open-label' },
  'single-blind': { zh: '单盲', en: 'Single-blind' },
  'double-blind': { zh: '双盲', en: 'Double-blind' },
};

const DESIGNS: Record<string, { zh: string; en: string }> = {
  parallel: { zh: '平行对照', en: 'Parallel-group' },
  crossover: { zh: '交叉设计', en: 'Crossover' },
  factorial: { zh: '析因设计', en: 'Factorial' },
};

const COUNTS_ZH: Record<string, string> = {
  three: '三',
  four: '四',
  five: '五',
  six: '六',
  seven: '七',
  eight: '八',
};

function designPart(part: string, zh: boolean): string {
  const known = DESIGNS[part];
  if (known) return zh ? known.zh : known.en;
  const factorial = /^(\d(?:x\d)+) factorial$/.exec(part);
  if (factorial) return zh ? `${factorial[1]}析因设计` : `${factorial[1]} factorial`;
  const arms = /^(\w+) arms$/.exec(part);
  if (arms) return zh ? `${COUNTS_ZH[arms[1]!] ?? arms[1]}组` : part;
  // Short forms: the design shares a line with randomisation and blinding.
  const analysis = /^(post hoc|secondary) analysis of a randomised trial$/.exec(part);
  if (analysis) {
    if (zh) return `随机对照试验的${analysis[1] === 'post hoc' ? '事后' : '二次'}分析`;
    return analysis[1] === 'post hoc' ? 'Post hoc analysis' : 'Secondary analysis';
  }
  const cluster = /^cluster randomised(?: \((.+)\))?$/.exec(part);
  if (cluster && zh) return cluster[1] ? `整群随机（${clusterZh(cluster[1])}）` : '整群随机';
  if (cluster)
    return cluster[1]
      ? `Cluster-randomised (${cluster[1].replace(' to the intervention', ' intervention')})`
      : 'Cluster-randomised';
  return part;
}

// "82 shops, 42 to the intervention", "GP level": the cluster unit and counts in Chinese.
function clusterZh(detail: string): string {
  const counts = /^(\d+) ([\w-]+)(?:, (\d+) to the intervention)?$/.exec(detail);
  if (counts) return counts[3] ? `${counts[1]}个群，其中${counts[3]}个为干预组` : `${counts[1]}个群`;
  const level = /^([\w-]+) level$/.exec(detail);
  return level ? `以${level[1]}为单位` : detail;
}

export function labelsFor(lang: OutLang): Labels {
  const zh = lang === 'zh-cn';
  const pick = (l: { zh: string; en: string }) => (zh ? l.zh : l.en);
  return {
    lang,
    t: (key) => pick(LABELS[key]),
    colon: zh ? '：' : ': ',
    // The value is the phase as the source prints it ("3", "3b", "II/III").
    phase: (value) => (zh ? `${value}期` : `Phase ${value}`),
    blinding: (value) => pick(BLINDING[value]),
    // The design's parts ("secondary analysis of a randomised trial, parallel, three arms"), each in turn.
    design: (value) =>
      value
        .split(/, (?![^()]*\))/)
        .map((part) => designPart(part, zh))
        .join(zh ? '，' : ', '),
    pageRef: (page) => (zh ? `第${page}页` : `p. ${page}`),
  };
}
