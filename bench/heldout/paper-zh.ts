/**
 * One trial written as a Chinese journal paper (中华医学杂志 style): 摘要 with 目的/方法/结果/结论, 关键词, and
 * a numbered body (1 资料与方法, 2 结果, 3 讨论). The trial's English truth is rendered in Chinese (drug names
 * transliterated, endpoints and conditions from the tables below), its phrasings drawn from phrasings-zh.ts,
 * punctuation full- or half-width per paper. Records which phrasing it used, like paper.ts.
 */
import type { TruthDoc } from '../lib/extract-scoring';
import type { NumberStyle, Paper } from './paper';
import {
  ZH_ALLOCATION,
  ZH_BINARY_RESULT,
  ZH_BLINDING,
  ZH_CONTINUOUS_RESULT,
  ZH_DESIGN,
  ZH_EFFECT_STYLES,
  ZH_MEASURE_NAMES,
  ZH_PRIMARY_ENDPOINT,
  ZH_REGISTRATION,
  ZH_SURVIVAL_RESULT,
  type ZhWords,
} from './phrasings-zh';
import type { Random } from './random';
import type { Trial, TrialArm } from './trial';

const STEMS: Record<string, string> = {
  zelor: '泽洛',
  travi: '曲维',
  opaxi: '奥帕西',
  quinder: '奎德',
  belvo: '贝沃',
  marzu: '马祖',
  telvan: '特伐',
  rosoli: '罗索利',
  fenor: '非诺',
  vadri: '伐地',
};
const ENDINGS: Record<string, string> = {
  astat: '司他',
  mab: '单抗',
  tinib: '替尼',
  parin: '肝素',
  lukast: '司特',
  gliflozin: '格列净',
  oxacin: '沙星',
  vudine: '夫定',
};
const COMPARATORS: Record<string, { name: string; keyword: string }> = {
  placebo: { name: '安慰剂', keyword: '安慰剂' },
  'matching placebo': { name: '安慰剂', keyword: '安慰剂' },
  'standard care': { name: '常规治疗', keyword: '常规治疗' },
  enoxaparin: { name: '依诺肝素', keyword: '依诺肝素' },
  methotrexate: { name: '甲氨蝶呤', keyword: '甲氨蝶呤' },
};
const CONDITIONS: Record<string, string> = {
  'moderate-to-severe plaque psoriasis': '中重度斑块状银屑病',
  'advanced hepatocellular carcinoma': '晚期肝细胞癌',
  'resistant hypertension': '难治性高血压',
  'community-acquired pneumonia': '社区获得性肺炎',
  'heart failure with reduced ejection fraction': '射血分数降低的心力衰竭',
  'ulcerative colitis': '溃疡性结肠炎',
  'type 2 diabetes': '2型糖尿病',
};
/** Each endpoint in Chinese and the words a reader must find in the extracted one. */
const ENDPOINTS: Record<string, { name: string; keywords: string[] }> = {
  'PASI 75 response at week 16': { name: '第16周PASI 75应答率', keywords: ['PASI 75'] },
  'change in Dermatology Life Quality Index score at week 16': {
    name: '第16周皮肤病生活质量指数（DLQI）评分较基线的变化',
    keywords: ['DLQI'],
  },
  'overall survival': { name: '总生存期', keywords: ['总生存期'] },
  'progression-free survival': { name: '无进展生存期', keywords: ['无进展生存期'] },
  'change in mean seated systolic blood pressure at week 12': {
    name: '第12周平均坐位收缩压较基线的变化',
    keywords: ['收缩压'],
  },
  'blood pressure control at week 12': { name: '第12周血压控制率', keywords: ['血压控制'] },
  'clinical cure at the test-of-cure visit': { name: '治愈评价访视时的临床治愈率', keywords: ['临床治愈'] },
  'all-cause mortality at day 28': { name: '28天全因死亡率', keywords: ['全因死亡率'] },
  'time to first hospitalisation for heart failure or cardiovascular death': {
    name: '首次心力衰竭住院或心血管死亡时间',
    keywords: ['心力衰竭住院'],
  },
  'change in 6-minute walk distance at week 24': {
    name: '第24周6分钟步行距离较基线的变化',
    keywords: ['6分钟步行距离'],
  },
  'clinical remission at week 8': { name: '第8周临床缓解率', keywords: ['临床缓解'] },
  'change in glycated haemoglobin from baseline to week 26': {
    name: '第26周糖化血红蛋白较基线的变化',
    keywords: ['糖化血红蛋白'],
  },
};
const UNITS: Record<string, string> = {
  '%': '%',
  months: '个月',
  'mm Hg': 'mmHg',
  points: '分',
  m: 'm',
  'percentage points': '个百分点',
};
const REGISTRIES: Record<string, string> = {
  'Chinese Clinical Trial Registry': '中国临床试验注册中心',
  'ClinicalTrials.gov': 'ClinicalTrials.gov',
};

export function drugZh(name: string): string {
  const stem = Object.keys(STEMS).find((s) => name.startsWith(s));
  const ending = Object.keys(ENDINGS).find((e) => name.endsWith(e));
  return stem && ending ? `${STEMS[stem]}${ENDINGS[ending]}` : name;
}

function planZh(plan: string | null): string {
  if (!plan) return '';
  const m = plan.match(/^(\d+) mg (orally|subcutaneously) (.+)$/);
  if (!m) return plan;
  const route = m[2] === 'orally' ? '口服' : '皮下注射';
  const freq = m[3]!
    .replace('once daily', '每日1次')
    .replace('twice daily', '每日2次')
    .replace('once weekly', '每周1次')
    .replace(/every (\d+) weeks/, '每$1周1次');
  return `${m[1]} mg${route}，${freq}`;
}

/** How the paper names its groups: by treatment ("泽洛司他组"), or as 试验组/观察组 and 对照组. */
type GroupStyle = 'drug' | 'trial' | 'observe';
export type ZhArm = { group: string; keyword: string; plan: string };

export function zhArms(trial: Trial, style: GroupStyle): [ZhArm, ZhArm] {
  const [a, b] = trial.arms as [TrialArm, TrialArm];
  const drug = drugZh(a.name);
  const comp = COMPARATORS[b.name] ?? { name: b.name, keyword: b.keyword };
  const planA = `${drug}${planZh(a.plan)}`;
  const planB = b.plan ? `${comp.name}${planZh(b.plan)}` : comp.name;
  if (style === 'drug')
    return [
      { group: `${drug}组`, keyword: drug, plan: planA },
      { group: `${comp.name}组`, keyword: comp.keyword, plan: planB },
    ];
  const [g1, g0] = style === 'trial' ? ['试验组', '对照组'] : ['观察组', '对照组'];
  return [
    { group: g1, keyword: g1, plan: planA },
    { group: g0, keyword: g0, plan: planB },
  ];
}

function choose<T>(r: Random, variants: Record<string, number>, name: string, list: readonly T[]): T {
  const i = r.index(list.length);
  variants[name] = i;
  return list[i]!;
}

export type ZhPaper = Paper & { arms: [ZhArm, ZhArm]; endpoint: { name: string; keywords: string[] } };

export function writeArticleZh(trial: Trial, r: Random, style: NumberStyle): ZhPaper {
  const variants: Record<string, number> = {};
  const wide = r.chance(0.7);
  const punct = wide
    ? { lp: '（', rp: '）', colon: '：', comma: '，' }
    : { lp: '(', rp: ')', colon: ':', comma: ',' };
  const groupStyle = choose<GroupStyle>(r, variants, 'groups', ['drug', 'trial', 'observe']);
  const arms = zhArms(trial, groupStyle);
  const endpoint = ENDPOINTS[trial.endpoint.name] ?? {
    name: trial.endpoint.name,
    keywords: trial.endpoint.keywords,
  };
  const condition = CONDITIONS[trial.condition] ?? trial.condition;
  const num = (x: number, digits: number) => {
    const s = Math.abs(x).toFixed(digits);
    return x < 0 ? `${style.minus === '−' ? '-' : '-'}${s}` : s;
  };
  const e = trial.effect;
  const pLetter = r.pick(['P', 'P', 'p']);
  const pRel = e.p.startsWith('<') ? r.pick(['<', '＜']) : '=';
  const pText = `${pLetter}${pRel}${e.p.replace(/^</, '')}`;
  const digits = e.measure === 'MD' || e.measure === 'RD' ? 1 : 2;
  const [a, b] = trial.arms as [TrialArm, TrialArm];
  const [o1, o0] = trial.outcomes;
  const w: ZhWords = {
    ...punct,
    A: arms[0].group,
    B: arms[1].group,
    planA: arms[0].plan,
    planB: arms[1].plan,
    N: String(trial.n),
    n1: String(a.n),
    n0: String(b.n),
    ratio: trial.ratio.join(r.pick([':', '∶', '：'])),
    screened: String(Math.round(trial.n * 1.6)),
    blind: r.pick(ZH_BLINDING[trial.blinding]),
    control: b.name.includes('placebo') ? '安慰剂' : '阳性药',
    phase: { '2': 'Ⅱ', '3': 'Ⅲ', '2b': 'Ⅱb' }[trial.phase] ?? trial.phase,
    reg: REGISTRIES[trial.registry.name] ?? trial.registry.name,
    id: trial.registry.name === 'EudraCT' ? `EudraCT ${trial.registry.id}` : trial.registry.id,
    ep: endpoint.name,
    unit: UNITS[trial.endpoint.unit] ?? trial.endpoint.unit,
    v1: num(o1!.value, 1),
    v0: num(o0!.value, 1),
    e1: String(o1!.events ?? ''),
    e0: String(o0!.events ?? ''),
    fx: pText,
    pop: `${condition}患者`,
    count: r.pick(['例', '例', '名']),
  };
  const name = choose(r, variants, 'measure-name', ZH_MEASURE_NAMES[e.measure]!);
  const effect = choose(
    r,
    variants,
    'effect',
    ZH_EFFECT_STYLES,
  )(
    {
      name,
      value: num(e.value, digits),
      lo: num(e.low, digits),
      hi: num(e.high, digits),
      level: String(e.level),
      P: pText,
    },
    w,
  );
  if (trial.effectStated) w.fx = effect;
  const allocation = choose(r, variants, 'allocation', ZH_ALLOCATION);
  const design = choose(r, variants, 'design', ZH_DESIGN)(w);
  const registration = choose(r, variants, 'registration', ZH_REGISTRATION)(w);
  const primary = choose(r, variants, 'primary-endpoint', ZH_PRIMARY_ENDPOINT)(w);
  const list =
    trial.endpoint.kind === 'binary'
      ? ZH_BINARY_RESULT
      : trial.endpoint.kind === 'time-to-event'
        ? ZH_SURVIVAL_RESULT
        : ZH_CONTINUOUS_RESULT;
  const result = choose(r, variants, `result-${trial.endpoint.kind}`, list)(w);
  const c = w.colon;
  const abstract = [
    { label: `目的${c}`, text: `评价${drugZh(a.name)}治疗${condition}患者的有效性和安全性。` },
    { label: `方法${c}`, text: `${design}${allocation.say(w)}${primary}` },
    { label: `结果${c}`, text: result },
    {
      label: `结论${c}`,
      text: `${drugZh(a.name)}可显著改善${condition}患者的${endpoint.name}${w.comma}且安全性良好。`,
    },
    { label: `关键词${c}`, text: `${drugZh(a.name)}；${condition}；随机对照试验` },
  ];
  const cited = `既往ORCHID研究${w.lp}${trial.otherRegistryId}${w.rp}共纳入2310例患者${w.comma}按1:1随机分组${w.comma}HR=0.81${w.comma}95%CI${w.colon}0.70～0.94。`;
  const body: Paper['body'] = [
    { kind: 'heading', level: 1, text: '引言' },
    { kind: 'paragraph', text: `${condition}的疾病负担沉重。${cited}目前尚缺乏大样本随机对照研究。` },
    { kind: 'heading', level: 1, text: '1 资料与方法' },
    { kind: 'heading', level: 2, text: '1.1 研究设计' },
    {
      kind: 'paragraph',
      text: `${design}${registration.endsWith('。') ? registration : `${registration}。`}本研究经各中心伦理委员会批准${w.comma}所有患者均签署知情同意书。`,
    },
    { kind: 'heading', level: 2, text: '1.2 干预措施' },
    {
      kind: 'paragraph',
      text: `${w.A}给予${w.planA}${w.comma}疗程${trial.durationWeeks}周；${w.B}给予${w.planB}。`,
    },
    { kind: 'heading', level: 2, text: '1.3 观察指标' },
    { kind: 'paragraph', text: `${primary}不良事件按MedDRA编码并按组汇总。` },
    { kind: 'heading', level: 2, text: '1.4 统计学方法' },
    {
      kind: 'paragraph',
      text: `采用SAS 9.4软件进行统计分析。计数资料以例（%）表示${w.comma}组间比较采用χ²检验；以P<0.05为差异有统计学意义。`,
    },
    { kind: 'heading', level: 1, text: '2 结果' },
    { kind: 'heading', level: 2, text: '2.1 一般资料' },
    { kind: 'paragraph', text: `${allocation.say(w)}两组基线资料比较${w.comma}差异无统计学意义。` },
    { kind: 'heading', level: 2, text: '2.2 主要终点' },
    { kind: 'paragraph', text: `${result}亚组分析结果与总体一致。` },
    {
      kind: 'table',
      caption: '表1 两组主要终点比较',
      head: ['指标', `${w.A}${w.lp}n=${w.n1}${w.rp}`, `${w.B}${w.lp}n=${w.n0}${w.rp}`, 'P值'],
      rows: [[endpoint.name, `${w.v1}`, `${w.v0}`, pText.replace(/^[Pp]/, '')]],
    },
    { kind: 'heading', level: 1, text: '3 讨论' },
    {
      kind: 'paragraph',
      text: `本研究结果表明${w.comma}${drugZh(a.name)}可改善${endpoint.name}。${cited}本研究样本量有限${w.comma}需进一步验证。`,
    },
    { kind: 'heading', level: 1, text: '参考文献' },
    {
      kind: 'paragraph',
      text: '[1] Moreau A, Tanaka K. A related agent in a related disease. N Engl J Med, 2020, 383(4): 321-330.',
    },
  ];
  return {
    title: `${drugZh(a.name)}治疗${condition}的多中心随机对照试验`,
    authors: '王磊 李娜 张伟 刘洋 陈静',
    cover: [],
    abstract,
    body,
    variants,
    states: { ratio: allocation.ratio, results: true, protocol: false },
    lang: 'zh',
    arms,
    endpoint,
  };
}

/** The truth of a Chinese paper: the English truth with the Chinese group and endpoint keywords. */
export function truthOfZh(trial: Trial, paper: ZhPaper, base: TruthDoc): TruthDoc {
  const unit = UNITS[trial.endpoint.unit] ?? trial.endpoint.unit;
  return {
    ...base,
    arm_keywords: paper.arms.map((a) => [a.keyword]),
    primary_endpoint_keywords: paper.endpoint.keywords,
    ...(base.primary_result
      ? {
          primary_result: {
            what: paper.endpoint.name,
            arms: paper.arms.map((a, i) => ({ keyword: a.keyword, value: trial.outcomes[i]!.value, unit })),
          },
        }
      : {}),
  };
}
