import { hasEnglishWords } from '../check-work/proper-names';
import { CLINICAL_TERMS } from './clinical-terms';
import { DRUG_NAMES } from './drug-names';
import { durationZh, groupLabelZh } from './quantities';

/**
 * Chinese terms for the English the facts carry (endpoint names, arm words, stratification factors, adverse
 * events, units). A phrase is translated only when every word of it is known; otherwise the source wording
 * is kept whole, never half-translated.
 */

/** Endpoint names as the extractor normalises them (facts/endpoint-terms.ts) and common variants. */
const ENDPOINTS: Record<string, { zh: string; abbr?: string; lay: { zh: string; en: string } }> = {
  'overall survival': {
    zh: '总生存期',
    abbr: 'OS',
    lay: { zh: '生存时间', en: 'how long patients lived' },
  },
  'progression-free survival': {
    zh: '无进展生存期',
    abbr: 'PFS',
    lay: { zh: '疾病没有加重的时间', en: 'how long patients lived without their disease getting worse' },
  },
  'disease-free survival': {
    zh: '无病生存期',
    abbr: 'DFS',
    lay: { zh: '没有复发的时间', en: 'how long patients stayed free of the disease' },
  },
  'event-free survival': {
    zh: '无事件生存期',
    abbr: 'EFS',
    lay: { zh: '没有发生相关事件的时间', en: 'how long patients went without a serious event' },
  },
  'recurrence-free survival': {
    zh: '无复发生存期',
    abbr: 'RFS',
    lay: { zh: '没有复发的时间', en: 'how long patients went without the disease coming back' },
  },
  'relapse-free survival': {
    zh: '无复发生存期',
    lay: { zh: '没有复发的时间', en: 'how long patients went without the disease coming back' },
  },
  'metastasis-free survival': {
    zh: '无转移生存期',
    abbr: 'MFS',
    lay: { zh: '没有发生转移的时间', en: 'how long patients went without the disease spreading' },
  },
  'time to progression': {
    zh: '疾病进展时间',
    abbr: 'TTP',
    lay: { zh: '疾病加重前的时间', en: 'how long it took for the disease to get worse' },
  },
  'time to treatment failure': {
    zh: '治疗失败时间',
    lay: { zh: '治疗持续有效的时间', en: 'how long the treatment kept working' },
  },
  'duration of response': {
    zh: '缓解持续时间',
    abbr: 'DOR',
    lay: { zh: '治疗起效后持续的时间', en: 'how long the treatment effect lasted' },
  },
  'objective response rate': {
    zh: '客观缓解率',
    abbr: 'ORR',
    lay: { zh: '治疗后肿瘤缩小的患者比例', en: 'how many patients had their tumour shrink' },
  },
  'response rate': {
    zh: '缓解率',
    lay: { zh: '治疗有效的患者比例', en: 'how many patients responded to treatment' },
  },
  'post-operative survival': {
    zh: '术后生存期',
    lay: { zh: '手术后的生存时间', en: 'how long patients lived after surgery' },
  },
  'cardiovascular death': {
    zh: '心血管死亡',
    lay: { zh: '因心脏和血管疾病死亡', en: 'death from heart or blood vessel disease' },
  },
  'hospitalisation for heart failure': {
    zh: '心力衰竭住院',
    lay: { zh: '因心力衰竭住院', en: 'hospital stays for heart failure' },
  },
  'major adverse cardiovascular events': {
    zh: '主要不良心血管事件',
    abbr: 'MACE',
    lay: { zh: '严重的心脏和血管问题', en: 'serious heart and blood vessel problems' },
  },
  mortality: { zh: '死亡率', lay: { zh: '死亡的人数', en: 'how many patients died' } },
  'all-cause mortality': {
    zh: '全因死亡率',
    lay: { zh: '因任何原因死亡的人数', en: 'how many patients died' },
  },
  'all-cause death': { zh: '全因死亡', lay: { zh: '因任何原因死亡', en: 'death from any cause' } },
  'myocardial infarction': {
    zh: '心肌梗死',
    abbr: 'MI',
    lay: { zh: '心肌梗死（心脏病发作）', en: 'heart attacks' },
  },
  stroke: { zh: '卒中', lay: { zh: '中风', en: 'strokes' } },
  'stent thrombosis': { zh: '支架内血栓形成', lay: { zh: '支架里形成血栓', en: 'blood clots in the stent' } },
  'target lesion revascularization': {
    zh: '靶病变血运重建',
    abbr: 'TLR',
    lay: { zh: '需要再次疏通同一处血管', en: 'needing the same artery reopened' },
  },
  'target vessel revascularization': {
    zh: '靶血管血运重建',
    abbr: 'TVR',
    lay: { zh: '需要再次疏通同一条血管', en: 'needing the same artery reopened' },
  },
  'late lumen loss': {
    zh: '晚期管腔丢失',
    lay: { zh: '血管再次变窄的程度', en: 'how much the artery narrowed again' },
  },
  'in-stent late lumen loss': {
    zh: '支架内晚期管腔丢失',
    lay: { zh: '支架里血管再次变窄的程度', en: 'how much the artery narrowed again inside the stent' },
  },
  'in-segment late lumen loss': {
    zh: '节段内晚期管腔丢失',
    lay: { zh: '血管再次变窄的程度', en: 'how much the artery narrowed again' },
  },
  'binary restenosis': {
    zh: '二元再狭窄',
    lay: { zh: '血管再次明显变窄', en: 'the artery narrowing again' },
  },
  'binary restenosis rate': {
    zh: '二元再狭窄率',
    lay: { zh: '血管再次明显变窄的患者比例', en: 'how many had the artery narrow again' },
  },
  'quality of life': { zh: '生活质量', abbr: 'QoL', lay: { zh: '生活质量', en: 'quality of life' } },
  'health-related quality of life': {
    zh: '健康相关生活质量',
    abbr: 'HRQoL',
    lay: { zh: '生活质量', en: 'quality of life' },
  },
  'adverse events': { zh: '不良事件', abbr: 'AEs', lay: { zh: '副作用', en: 'side effects' } },
  'serious adverse events': {
    zh: '严重不良事件',
    abbr: 'SAEs',
    lay: { zh: '严重的副作用', en: 'serious side effects' },
  },
  'length of hospital stay': {
    zh: '住院时间',
    lay: { zh: '住院的天数', en: 'how long patients stayed in hospital' },
  },
  'length of stay': { zh: '住院时间', lay: { zh: '住院的天数', en: 'how long patients stayed in hospital' } },
  'hospital readmission': { zh: '再入院', lay: { zh: '再次住院', en: 'going back to hospital' } },
  readmission: { zh: '再入院', lay: { zh: '再次住院', en: 'going back to hospital' } },
  'pathological complete response': {
    zh: '病理学完全缓解',
    abbr: 'pCR',
    lay: { zh: '手术时已找不到肿瘤细胞', en: 'no cancer cells left at surgery' },
  },
  'complete response': {
    zh: '完全缓解',
    abbr: 'CR',
    lay: { zh: '肿瘤完全消失', en: 'the tumour disappearing' },
  },
  'disease control rate': {
    zh: '疾病控制率',
    abbr: 'DCR',
    lay: { zh: '疾病得到控制的患者比例', en: 'how many patients had their disease kept in check' },
  },
  'sinus rhythm': { zh: '窦性心律', lay: { zh: '恢复正常心跳', en: 'a normal heart rhythm' } },
  progression: { zh: '疾病进展', lay: { zh: '疾病加重', en: 'the disease getting worse' } },
  death: { zh: '死亡', lay: { zh: '死亡', en: 'death' } },
  survival: { zh: '生存', lay: { zh: '生存时间', en: 'how long patients lived' } },
};

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "in the intention-to-treat population" and the like, which qualify a known endpoint. */
const POPULATION_QUALIFIERS: [RegExp, string][] = [
  [/^in the (?:modified )?intention[- ]to[- ]treat(?: \(m?itt\))? population$/, '意向性治疗人群中的'],
  [/^in the (?:modified )?itt population$/, '意向性治疗人群中的'],
  [/^in all randomi[sz]ed patients$/, '所有随机分组患者的'],
];

export type EndpointTerm = { zh: string; abbr?: string; lay: { zh: string; en: string } };

/**
 * When an endpoint is measured, as its structured part ("at 9 months", "at 12-month follow-up", "within 90
 * minutes", "at week 24") in Chinese ("9个月时", "随访12个月时", "90分钟内", "第24周时"); null when unknown.
 */
const TIMEPOINTS: [RegExp, (n: string, unit: string) => string][] = [
  [/^at (\d+)[- ](day|week|month|year)s? follow-up$/, (n, u) => `随访${n}${unitZh(`${u}s`)}时`],
  [/^at (\d+) (days?|weeks?|months?|years?|hours?|minutes?)$/, (n, u) => `${n}${unitZh(u)}时`],
  [
    /^(?:within|in the first) (\d+) (days?|weeks?|months?|years?|hours?|minutes?|h|min)$/,
    (n, u) => `${n}${unitZh(u)}内`,
  ],
  [/^at (week|month|day) (\d+)$/, (u, n) => `第${n}${u === 'month' ? '个月' : unitZh(u)}时`],
];

export function timepointZh(text: string): string | null {
  for (const [re, zh] of TIMEPOINTS) {
    const m = re.exec(text);
    if (m) return zh(m[1]!, m[2]!);
  }
  return null;
}

/**
 * The known endpoint an extracted endpoint string names: exactly, or as its structured parts (measure, then
 * a timepoint and/or a population qualifier), each part known; else null (never half-translated).
 */
export function endpointTerm(endpoint: string): (EndpointTerm & { qualifierZh: string }) | null {
  const whole = endpointTermExact(endpoint);
  if (whole) return whole;
  const k = key(endpoint);
  const m = /^(.*?) ((?:at|within|in the first) .+)$/.exec(k);
  if (!m) return null;
  const measure = endpointTermExact(m[1]!);
  const when = timepointZh(m[2]!);
  return measure && when ? { ...measure, qualifierZh: `${measure.qualifierZh}${when}的` } : null;
}

function endpointTermExact(endpoint: string): (EndpointTerm & { qualifierZh: string }) | null {
  const k = key(endpoint);
  const exact = ENDPOINTS[k] ?? Object.values(ENDPOINTS).find((t) => t.abbr?.toLowerCase() === k);
  if (exact) return { ...exact, qualifierZh: '' };
  for (const [name, term] of Object.entries(ENDPOINTS)) {
    if (!k.startsWith(`${name} `)) continue;
    const rest = k.slice(name.length + 1);
    const q = POPULATION_QUALIFIERS.find(([re]) => re.test(rest));
    if (q) return { ...term, qualifierZh: q[1] };
  }
  return null;
}

/** The endpoint abbreviations the glossary knows, with their names ("OS" -> overall survival, 总生存期). */
export function endpointAbbreviations(): Map<string, { en: string; zh: string }> {
  const out = new Map<string, { en: string; zh: string }>();
  for (const [name, term] of Object.entries(ENDPOINTS))
    if (term.abbr && !out.has(term.abbr)) out.set(term.abbr, { en: name, zh: term.zh });
  return out;
}

/** An endpoint in Chinese ("总生存期"), or the source wording when it is not a known endpoint name. */
export function endpointZh(endpoint: string): string {
  const term = endpointTerm(endpoint);
  return term ? `${term.qualifierZh}${term.zh}` : endpoint;
}

/** The English name of an endpoint the glossary writes in Chinese ("总生存期" -> "overall survival"), or null. */
export function endpointNameOf(zh: string): string | null {
  const found = Object.entries(ENDPOINTS).find(([, term]) => term.zh === zh.trim());
  return found ? found[0] : null;
}

/** Words of treatment-arm names, stratification factors and adverse events. */
const WORDS: Record<string, string> = {
  ...CLINICAL_TERMS,
  placebo: '安慰剂',
  'matching placebo': '安慰剂',
  control: '对照组',
  'control group': '对照组',
  'control arm': '对照组',
  investigational: '试验组',
  'investigational arm': '试验组',
  experimental: '试验组',
  'standard care': '标准治疗',
  'standard of care': '标准治疗',
  'usual care': '常规治疗',
  'best supportive care': '最佳支持治疗',
  observation: '观察',
  chemotherapy: '化疗',
  'chemotherapy alone': '单纯化疗',
  chemoradiotherapy: '放化疗',
  'concurrent chemoradiotherapy': '同步放化疗',
  radiotherapy: '放疗',
  surgery: '手术',
  'twice-daily': '每日两次',
  'twice daily': '每日两次',
  daily: '每日一次',
  'once daily': '每日一次',
  'per day': '每日',
  'every day': '每日',
  weekly: '每周一次',
  'once weekly': '每周一次',
  'three times daily': '每日三次',
  orally: '口服',
  oral: '口服',
  intravenous: '静脉注射',
  intravenously: '静脉注射',
  subcutaneous: '皮下注射',
  subcutaneously: '皮下注射',
  'non-digestion-resistant maltodextrin': '非抗性麦芽糊精',
  supplements: '补充剂',
  supplement: '补充剂',
  'vitamin d supplements': '维生素D补充剂',
  'vitamin d3': '维生素D3',
  'once-daily': '每日一次',
  'modified-dose': '调整剂量',
  plus: '联合',
  intervention: '干预',
  'intervention group': '干预',
  and: '联合',
  with: '联合',
  alone: '单药',
  ...DRUG_NAMES,
  'catheter ablation': '导管消融',
  'radiofrequency catheter ablation': '射频导管消融',
  'radiofrequency ablation': '射频消融',
  'cryoballoon ablation': '冷冻球囊消融',
  ablation: '消融',
  'digestion-resistant maltodextrin': '抗性麦芽糊精',
  'modified release': '缓释',
  'extended release': '缓释',
  'text message reminders': '短信提醒',
  'standard treatment': '标准治疗',
  // Stratification factors.
  region: '地区',
  'geographic region': '地理区域',
  'centre region': '中心所在地区',
  site: '研究中心',
  centre: '研究中心',
  center: '研究中心',
  institution: '研究机构',
  'chemotherapy centre': '化疗中心',
  age: '年龄',
  'age group': '年龄组',
  'age groups': '年龄组',
  'age category': '年龄分层',
  country: '国家',
  countries: '国家',
  'country or region': '国家或地区',
  'geographical region': '地理区域',
  'world region': '全球区域',
  sex: '性别',
  'performance status': '体能状态',
  'ecog performance status': 'ECOG体能状态',
  'prior therapy': '既往治疗',
  'extent of disease': '疾病范围',
  'site of tumour': '肿瘤部位',
  'tumour stage': '肿瘤分期',
  'tumor stage': '肿瘤分期',
  'glycemic status': '血糖状态',
  'planned number of chemotherapy cycles': '计划化疗周期数',
  // Adverse events.
  nausea: '恶心',
  vomiting: '呕吐',
  fatigue: '乏力',
  diarrhoea: '腹泻',
  diarrhea: '腹泻',
  rash: '皮疹',
  headache: '头痛',
  anaemia: '贫血',
  anemia: '贫血',
  neutropenia: '中性粒细胞减少',
  'febrile neutropenia': '发热性中性粒细胞减少',
  thrombocytopenia: '血小板减少',
  hypertension: '高血压',
  hypotension: '低血压',
  bradycardia: '心动过缓',
  'ventricular tachycardia': '室性心动过速',
  dysgeusia: '味觉障碍',
  paraesthesia: '感觉异常',
  paresthesia: '感觉异常',
  sneezing: '打喷嚏',
  pain: '疼痛',
  mucositis: '黏膜炎',
  stomatitis: '口腔炎',
  infection: '感染',
  anorexia: '食欲减退',
  oesophagitis: '食管炎',
  esophagitis: '食管炎',
  pneumonitis: '肺炎',
  hypomagnesaemia: '低镁血症',
  neuropathy: '神经病变',
  constipation: '便秘',
  dizziness: '头晕',
  cough: '咳嗽',
  dyspnoea: '呼吸困难',
  dyspnea: '呼吸困难',
  alopecia: '脱发',
  'increased blood pressure': '血压升高',
  'hand-foot syndrome': '手足综合征',
};

/** A dose unit after a number: mass or volume, per body weight or area, per day ("mg/day", "µg/kg"). */
const DOSE_UNIT = /^(?:mg|g|mcg|µg|μg|ml|mL|IU|U)(?:\/(?:kg|m2|m²|d|day|daily))?$/;
const DOSE_FIRST =
  /^(\d+(?:\.\d+)?(?:\s*(?:[–-]|to|or|,)\s*\d+(?:\.\d+)?)*\s*(?:mg|g|mcg|µg|μg|ml|mL|IU)(?:\/(?:kg|m2|d|day))?(?:\s+(?:daily|once daily|twice daily|per day))?)\s+([A-Za-z].*)$/;

/** "mg/day" -> "mg/日": per-day doses the Chinese way; other units as printed. */
export function doseUnitZh(unit: string): string {
  // Only the units whose daily form the number check reads both ways (value-tokens: "mg/d" = "mg/日").
  // "mg/daily" is printed as a dose then a frequency: "mg，每日一次".
  if (/\/daily$/.test(unit)) return `${unit.replace(/\/daily$/, '')}，每日一次`;
  return /^mg(?:\/kg)?\/(?:d|day)$/.test(unit) ? unit.replace(/\/(?:d|day)$/, '/日') : unit;
}

/** Chinese for a whole phrase: every word (or the whole phrase) known, abbreviations kept; else null. */
export function phraseZh(phrase: string): string | null {
  const p = phrase.trim().replace(/\s+/g, ' ');
  if (!p) return null;
  const whole = WORDS[p.toLowerCase()];
  if (whole) return whole;
  // Durations, schedules and lettered groups by their structure ("every 3 weeks", "groups C + D").
  const structured = durationZh(p) ?? groupLabelZh(p);
  if (structured) return structured;
  // "1–15 mg/day aripiprazole": Chinese names the drug first, its dose after ("阿立哌唑（1–15 mg/日）").
  const dosed = DOSE_FIRST.exec(p);
  if (dosed) {
    const drug = phraseZh(dosed[2]!);
    const dose = phraseZh(dosed[1]!);
    return drug && dose ? `${drug}（${dose}）` : null;
  }
  // "empagliflozin (10 mg/daily)", "placebo (maltodextrin)": a known name with its known dose or content.
  const bracketed = /^(.*?)\s*\(([^()]+)\)$/.exec(p);
  if (bracketed) {
    const head = phraseZh(bracketed[1]!);
    const inner = phraseZh(bracketed[2]!);
    return head && inner ? `${head}（${inner}）` : null;
  }
  const tokens = p.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    // Longest known run first ("concurrent chemoradiotherapy" before "chemoradiotherapy").
    let matched = false;
    for (let j = Math.min(tokens.length, i + 4); j > i; j--) {
      const zh = WORDS[tokens.slice(i, j).join(' ').toLowerCase()];
      if (zh) {
        out.push(zh);
        i = j;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const token = tokens[i]!;
    // Doses and durations inside a name ("haloperidol 1 mg", "48 weeks"): the number, then its unit the
    // Chinese way (Latin unit symbols keep a space, time units are words).
    if (/^\d+(?:\.\d+)?(?:[–-]\d+(?:\.\d+)?)?$/.test(token)) {
      out.push(token);
      i++;
      continue;
    }
    if (/^\d/.test(tokens[i - 1] ?? '') && DOSE_UNIT.test(token)) {
      out.push(` ${doseUnitZh(token)}`);
      i++;
      continue;
    }
    if (/^\d/.test(tokens[i - 1] ?? '') && unitZh(token) !== token) {
      out.push(unitZh(token));
      i++;
      continue;
    }
    // Regimen abbreviations and drug codes ("EOC", "mEOC+P", "IFN-α2b") read the same in Chinese text.
    if (/^[a-z]?[A-Z][A-Z0-9+\-α-ω]*$/.test(token) && /[A-Z]{2}/.test(token)) {
      out.push(token);
      i++;
      continue;
    }
    return null;
  }
  return out.join('');
}

/**
 * A treatment, factor or event name for Chinese text: translated when fully known ("EOC (epirubicin,
 * oxaliplatin, and capecitabine)" -> "EOC（表柔比星、奥沙利铂和卡培他滨）"); a short name (a drug, device or
 * regimen) as the source has it; a longer English phrase in quotation marks, the source's own words.
 */
export function nameZh(name: string): string {
  const whole = phraseZh(name);
  if (whole) return whole;
  const m = /^(.*?)\s*\(([^()]*)\)$/.exec(name.trim());
  if (m) {
    const head = phraseZh(m[1]!) ?? (m[1]!.trim().split(/\s+/).length <= 2 ? m[1]!.trim() : null);
    const parts = m[2]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
    const zh = parts.map((p) => phraseZh(p));
    if (head && zh.every(Boolean)) {
      const list = zh.length > 1 ? `${zh.slice(0, -1).join('、')}和${zh.at(-1)}` : zh[0];
      return `${head}（${list}）`;
    }
  }
  // Untranslated English is shown only as the source's words in quotation marks; codes, acronyms and trade
  // names ("ABC-123", "EOC", "Promus Element™") are names and stay bare.
  return hasEnglishWords(name) ? `“${name.trim()}”` : name;
}

/** "试验组" stays, "维纳卡兰" -> "维纳卡兰组": an arm named as a group in Chinese text. */
export function groupZh(name: string): string {
  // "阿立哌唑（1–15 mg/日）" -> "阿立哌唑组（1–15 mg/日）": the group word goes after the name, not the dose.
  const bracketed = /^([^（]+)（(.*)）$/.exec(name);
  if (bracketed) return `${groupZh(bracketed[1]!)}（${bracketed[2]}）`;
  return name.endsWith('组') || /^groups?\b/i.test(name) ? name : `${name}组`;
}

/**
 * Units of time in Chinese, the one table for durations, medians, cycles, arm plans and table labels (lower
 * case, as printed: "min", "hrs", "wk", "d").
 */
export const TIME_UNITS_ZH: Readonly<Record<string, string>> = {
  s: '秒',
  sec: '秒',
  secs: '秒',
  second: '秒',
  seconds: '秒',
  min: '分钟',
  mins: '分钟',
  minute: '分钟',
  minutes: '分钟',
  h: '小时',
  hr: '小时',
  hrs: '小时',
  hour: '小时',
  hours: '小时',
  d: '天',
  day: '天',
  days: '天',
  wk: '周',
  wks: '周',
  week: '周',
  weeks: '周',
  mo: '个月',
  month: '个月',
  months: '个月',
  y: '年',
  yr: '年',
  yrs: '年',
  year: '年',
  years: '年',
};

/** A unit of time in Chinese ("mins" -> "分钟"), or null when `unit` is no unit of time. */
export function timeUnitZh(unit: string): string | null {
  return TIME_UNITS_ZH[unit.trim().toLowerCase()] ?? null;
}

/** "21 days" -> "21天"; units of medians and cycles; any other unit unchanged. */
export function unitZh(unit: string): string {
  return timeUnitZh(unit) ?? unit;
}

/** "21 days" -> "21天" (zh) or unchanged; a cycle length or other "number unit" phrase. */
export function quantityZh(text: string): string {
  const structured = durationZh(text);
  if (structured) return structured;
  const m = /^(\d+(?:\.\d+)?)\s*([A-Za-z]+)$/.exec(text.trim());
  return m ? `${m[1]}${unitZh(m[2]!)}` : text;
}
