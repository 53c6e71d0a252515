/**
 * Ways Chinese journal papers (中华医学杂志 style) state each fact, for the Chinese held-out papers
 * (paper-zh.ts). Punctuation is given per paper (full-width （）：， or half-width), ranges with ～ ~ 至 or -,
 * counts with 例/名, P or p, and "95%CI" with ：, : or a space, so the readers meet each form.
 */
export type ZhWords = {
  A: string;
  B: string;
  planA: string;
  planB: string;
  N: string;
  n1: string;
  n0: string;
  ratio: string;
  screened: string;
  blind: string;
  control: string;
  phase: string;
  reg: string;
  id: string;
  ep: string;
  unit: string;
  v1: string;
  v0: string;
  e1: string;
  e0: string;
  /** The effect with its CI and P, or the P value alone. */
  fx: string;
  pop: string;
  /** Punctuation of this paper. */
  lp: string;
  rp: string;
  colon: string;
  comma: string;
  count: string;
};
type Phrase = (w: ZhWords) => string;

export type ZhEffect = { name: string; value: string; lo: string; hi: string; level: string; P: string };

export const ZH_MEASURE_NAMES: Record<string, string[]> = {
  HR: ['HR', '风险比', '风险比（HR）', '危险比'],
  OR: ['OR', '比值比', '比值比（OR）', '优势比'],
  RR: ['RR', '相对危险度', '相对危险度（RR）'],
  MD: ['MD', '均数差', '组间差值', '均数差（MD）'],
  RD: ['RD', '率差', '绝对风险差'],
};

/** Effect phrases; each gets the paper's punctuation through w. */
export const ZH_EFFECT_STYLES: ((e: ZhEffect, w: ZhWords) => string)[] = [
  (e, w) => `${e.name}=${e.value}${w.comma}${e.level}%CI${w.colon}${e.lo}～${e.hi}${w.comma}${e.P}`,
  (e, w) =>
    `${e.name}为${e.value}${w.lp}${e.level}%置信区间${w.colon}${e.lo}至${e.hi}${w.rp}${w.comma}${e.P}`,
  (e, w) => `${e.name} ${e.value}${w.lp}${e.level}% CI ${e.lo}~${e.hi}${w.rp}${w.comma}${e.P}`,
  (e, w) => `${e.name}=${e.value}${w.lp}${e.level}%CI为${e.lo}～${e.hi}${w.comma}${e.P}${w.rp}`,
  (e) => `${e.name}：${e.value}，${e.level}%可信区间：${e.lo}～${e.hi}，${e.P}`,
  (e, w) => `${e.name}=${e.value}${w.comma}${e.level}% CI${w.colon}${e.lo}-${e.hi}${w.comma}${e.P}`,
];

export const ZH_ALLOCATION: { ratio: boolean; say: Phrase }[] = [
  {
    ratio: true,
    say: (w) =>
      `共纳入${w.N}${w.count}${w.pop}${w.comma}按${w.ratio}随机分为${w.A}${w.lp}${w.n1}${w.count}${w.rp}和${w.B}${w.lp}${w.n0}${w.count}${w.rp}。`,
  },
  {
    ratio: true,
    say: (w) =>
      `${w.N}名受试者以${w.ratio}的比例随机分配至${w.A}${w.lp}n=${w.n1}${w.rp}或${w.B}${w.lp}n=${w.n0}${w.rp}。`,
  },
  {
    ratio: false,
    say: (w) =>
      `本研究共入组${w.N}例患者${w.comma}随机分为${w.A}和${w.B}${w.comma}其中${w.A}${w.n1}例${w.comma}${w.B}${w.n0}例。`,
  },
  {
    ratio: true,
    say: (w) =>
      `共筛选${w.screened}例患者${w.comma}最终${w.N}例患者按${w.ratio}比例随机进入${w.A}与${w.B}${w.comma}分别为${w.n1}例和${w.n0}例。`,
  },
  {
    ratio: true,
    say: (w) =>
      `采用区组随机化方法${w.comma}将${w.N}例${w.pop}按${w.ratio}随机分为${w.A}、${w.B}${w.comma}${w.A}${w.n1}例${w.comma}${w.B}${w.n0}例。`,
  },
];

export const ZH_DESIGN: Phrase[] = [
  (w) => `本研究为一项多中心、随机、${w.blind}、${w.control}对照的${w.phase}期临床试验。`,
  (w) => `采用前瞻性、随机、${w.blind}、平行对照设计。`,
  (w) => `本试验为${w.blind}、随机对照研究${w.comma}在全国28家医院开展。`,
  (w) => `研究设计${w.colon}${w.phase}期、随机、${w.blind}、多中心临床试验。`,
];

export const ZH_BLINDING: Record<'open-label' | 'single-blind' | 'double-blind', string[]> = {
  'double-blind': ['双盲', '双盲双模拟'],
  'single-blind': ['单盲'],
  'open-label': ['开放标签', '开放性'],
};

export const ZH_REGISTRATION: Phrase[] = [
  (w) => `临床试验注册号${w.colon}${w.id}`,
  (w) => `本研究已在${w.reg}注册${w.lp}注册号${w.colon}${w.id}${w.rp}。`,
  (w) => `试验注册${w.colon}${w.reg}${w.comma}${w.id}。`,
];

export const ZH_PRIMARY_ENDPOINT: Phrase[] = [
  (w) => `主要疗效指标为${w.ep}。`,
  (w) => `主要终点是${w.ep}；次要终点包括不良事件发生率、生活质量评分和再住院率。`,
  (w) => `以${w.ep}为主要终点${w.comma}次要终点为安全性和耐受性。`,
  (w) => `主要结局指标${w.colon}${w.ep}。`,
];

export const ZH_BINARY_RESULT: Phrase[] = [
  (w) =>
    `${w.A}${w.ep}为${w.v1}%${w.lp}${w.e1}/${w.n1}${w.rp}${w.comma}${w.B}为${w.v0}%${w.lp}${w.e0}/${w.n0}${w.rp}${w.comma}${w.fx}。`,
  (w) =>
    `${w.A}和${w.B}的${w.ep}分别为${w.v1}%${w.lp}${w.e1}/${w.n1}${w.rp}和${w.v0}%${w.lp}${w.e0}/${w.n0}${w.rp}${w.comma}${w.fx}。`,
  (w) => `${w.A}${w.ep}达${w.v1}%${w.comma}高于${w.B}的${w.v0}%${w.lp}${w.fx}${w.rp}。`,
];
export const ZH_SURVIVAL_RESULT: Phrase[] = [
  (w) => `${w.A}中位${w.ep}为${w.v1}个月${w.comma}${w.B}为${w.v0}个月${w.lp}${w.fx}${w.rp}。`,
  (w) => `${w.A}与${w.B}的中位${w.ep}分别为${w.v1}个月和${w.v0}个月${w.comma}${w.fx}。`,
];
export const ZH_CONTINUOUS_RESULT: Phrase[] = [
  (w) => `${w.A}${w.ep}为${w.v1} ${w.unit}${w.comma}${w.B}为${w.v0} ${w.unit}${w.comma}${w.fx}。`,
  (w) => `${w.A}和${w.B}的${w.ep}分别为${w.v1} ${w.unit}和${w.v0} ${w.unit}${w.lp}${w.fx}${w.rp}。`,
];
