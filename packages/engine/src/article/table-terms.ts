/**
 * Chinese for the words of a table's header row and row labels (trial-design terms, statistics, grades,
 * visits, arms with their n), kept as data. A label is rendered only when every part of it is known;
 * otherwise it stays as printed (a table label is a term, never a sentence, so it is not marked as a quote).
 * Numbers are copied exactly as printed: only the words around them change.
 */
import { hasEnglishWords } from '../check-work/proper-names';
import { endpointPhraseZh } from './endpoint-phrases';
import { endpointTerm, groupZh, phraseZh } from './glossary';
import { bandZh, statNoteZh, unitNoteZh } from './table-qualifiers';
import { JOINTS, MOVEMENTS, TABLE_VOCABULARY } from './table-vocabulary';

/** Whole labels of tables (lower case, spaces collapsed). */
const TABLE_TERMS: Record<string, string> = {
  // Countries, people, categories, characteristics and events (table-vocabulary.ts); the terms below win.
  ...TABLE_VOCABULARY,
  // Statistics.
  'hazard ratio': '风险比',
  hr: 'HR',
  'odds ratio': '比值比',
  or: 'OR',
  'risk ratio': '相对危险度',
  'relative risk': '相对危险度',
  rr: 'RR',
  'risk difference': '风险差',
  difference: '差值',
  'mean difference': '均数差',
  'treatment difference': '组间差值',
  'difference between groups': '组间差值',
  'between-group difference': '组间差值',
  'p value': 'P值',
  'p-value': 'P值',
  p: 'P值',
  'p value for interaction': '交互作用P值',
  'p for interaction': '交互作用P值',
  '95% ci': '95% CI',
  ci: 'CI',
  '95% confidence interval': '95%置信区间',
  'confidence interval': '置信区间',
  ratio: '比值',
  'prevalence ratio': '患病率比',
  'rate ratio': '率比',
  'mean diff': '均数差',
  'mean diff.': '均数差',
  change: '变化',
  se: 'SE',
  'p for trend': '趋势P值',
  'heterogeneity p value': '异质性P值',
  'p value for heterogeneity': '异质性P值',
  mean: '均值',
  median: '中位',
  'median (iqr)': '中位（IQR）',
  'median (range)': '中位（范围）',
  'mean (sd)': '均值（SD）',
  'mean ± sd': '均值±SD',
  'mean (95% ci)': '均值（95% CI）',
  sd: 'SD',
  iqr: 'IQR',
  range: '范围',
  'n (%)': 'n（%）',
  'no. (%)': '例数（%）',
  n: 'n',
  '%': '%',
  'no.': '例数',
  number: '例数',
  'number of patients': '患者例数',
  'no. of patients': '患者例数',
  'patients, n': '患者例数',
  events: '事件数',
  'no. of events': '事件数',
  'number of events': '事件数',
  // Rows and columns of trial tables.
  total: '合计',
  overall: '总体',
  all: '全部',
  'all patients': '全部患者',
  any: '任何',
  'any grade': '任何级别',
  'all grades': '所有级别',
  characteristic: '特征',
  characteristics: '特征',
  variable: '变量',
  variables: '变量',
  parameter: '参数',
  outcome: '结局',
  outcomes: '结局',
  endpoint: '终点',
  'end point': '终点',
  'primary endpoint': '主要终点',
  'primary outcome': '主要结局',
  'secondary endpoints': '次要终点',
  'secondary outcomes': '次要结局',
  subgroup: '亚组',
  group: '组别',
  arm: '组别',
  'treatment group': '治疗组',
  baseline: '基线',
  'change from baseline': '较基线变化',
  'end of treatment': '治疗结束时',
  'follow-up': '随访',
  'adverse event': '不良事件',
  'adverse events': '不良事件',
  'any adverse event': '任何不良事件',
  'any ae': '任何不良事件',
  ae: '不良事件',
  aes: '不良事件',
  'serious adverse event': '严重不良事件',
  'serious adverse events': '严重不良事件',
  sae: '严重不良事件',
  saes: '严重不良事件',
  'any sae': '任何严重不良事件',
  'any serious adverse event': '任何严重不良事件',
  teae: '治疗期间出现的不良事件',
  teaes: '治疗期间出现的不良事件',
  'treatment-emergent adverse event': '治疗期间出现的不良事件',
  'treatment-emergent adverse events': '治疗期间出现的不良事件',
  'treatment-related adverse event': '治疗相关不良事件',
  'treatment-related adverse events': '治疗相关不良事件',
  'discontinuation due to adverse event': '因不良事件停药',
  'discontinuation due to adverse events': '因不良事件停药',
  deaths: '死亡',
  'male sex': '男性',
  male: '男性',
  female: '女性',
  men: '男性',
  women: '女性',
  'age, years': '年龄（岁）',
  'age (years)': '年龄（岁）',
  weight: '体重',
  'weight (kg)': '体重（kg）',
  height: '身高',
  'body-mass index': '体重指数',
  'body mass index': '体重指数',
  bmi: 'BMI',
  race: '种族',
  white: '白人',
  black: '黑人',
  asian: '亚洲人',
  other: '其他',
  yes: '是',
  no: '否',
  'medical history': '既往病史',
  'diabetes mellitus': '糖尿病',
  diabetes: '糖尿病',
  'heart failure': '心力衰竭',
  'coronary artery disease': '冠状动脉疾病',
  'ischaemic heart disease': '缺血性心脏病',
  'ischemic heart disease': '缺血性心脏病',
  'atrial fibrillation': '心房颤动',
  'atrial flutter': '心房扑动',
  'myocardial infarction': '心肌梗死',
  stroke: '卒中',
  smoking: '吸烟',
  'current smoker': '当前吸烟者',
  duration: '持续时间',
  'ecog ps': 'ECOG体能状态',
  'ecog performance status': 'ECOG体能状态',
  'disease stage': '疾病分期',
  stage: '分期',
  'prior chemotherapy': '既往化疗',
  'prior treatment': '既往治疗',
  'complete response': '完全缓解',
  'partial response': '部分缓解',
  'stable disease': '疾病稳定',
  'progressive disease': '疾病进展',
  'disease control rate': '疾病控制率',
  'objective response': '客观缓解',
  somnolence: '嗜睡',
  nasopharyngitis: '鼻咽炎',
  'decreased appetite': '食欲下降',
  'increased appetite': '食欲增加',
  'weight increased': '体重增加',
  'weight gain': '体重增加',
  insomnia: '失眠',
  tremor: '震颤',
  coagulopathy: '凝血功能障碍',
  'iron-deficiency anaemia': '缺铁性贫血',
  'iron-deficiency anemia': '缺铁性贫血',
  'cardiogenic shock': '心源性休克',
  'abdominal pain': '腹痛',
  'back pain': '背痛',
  arthralgia: '关节痛',
  pyrexia: '发热',
  fever: '发热',
  'upper respiratory tract infection': '上呼吸道感染',
  'urinary tract infection': '尿路感染',
  pneumonia: '肺炎',
  sepsis: '脓毒症',
  leukopenia: '白细胞减少',
  lymphopenia: '淋巴细胞减少',
  hyperglycaemia: '高血糖',
  hyperglycemia: '高血糖',
  hypoglycaemia: '低血糖',
  hypoglycemia: '低血糖',
  hyperkalaemia: '高钾血症',
  hyperkalemia: '高钾血症',
  hypokalaemia: '低钾血症',
  hypokalemia: '低钾血症',
  'acute kidney injury': '急性肾损伤',
  'renal impairment': '肾功能损害',
  'peripheral oedema': '外周水肿',
  'peripheral edema': '外周水肿',
  oedema: '水肿',
  edema: '水肿',
  syncope: '晕厥',
  palpitations: '心悸',
  'chest pain': '胸痛',
  bleeding: '出血',
  'major bleeding': '大出血',
  haemorrhage: '出血',
  hemorrhage: '出血',
  dyspepsia: '消化不良',
  'dry mouth': '口干',
  sweating: '出汗',
  hyperhidrosis: '多汗',
  agitation: '激越',
  anxiety: '焦虑',
  depression: '抑郁',
  irritability: '易激惹',
  sedation: '镇静',
  'muscle spasms': '肌肉痉挛',
  pruritus: '瘙痒',
  'injection-site reaction': '注射部位反应',
  'infusion-related reaction': '输注相关反应',
  demographics: '人口学特征',
  'demographics and characteristics': '人口学和基线特征',
  'baseline characteristics': '基线特征',
  'demographic and baseline characteristics': '人口学和基线特征',
  'patient characteristics': '患者特征',
  hyperlipidaemia: '高脂血症',
  hyperlipidemia: '高脂血症',
  'valvular heart disease': '心脏瓣膜病',
  gender: '性别',
  'blood and lymphatic system disorders': '血液及淋巴系统疾病',
  'cardiac disorders': '心脏器官疾病',
  'nervous system disorders': '各类神经系统疾病',
  'gastrointestinal disorders': '胃肠系统疾病',
  'infections and infestations': '感染及侵染类疾病',
  'vascular disorders': '血管与淋巴管类疾病',
  'general disorders and administration site conditions': '全身性疾病及给药部位各种反应',
  'respiratory, thoracic and mediastinal disorders': '呼吸系统、胸及纵隔疾病',
  'skin and subcutaneous tissue disorders': '皮肤及皮下组织类疾病',
  'psychiatric disorders': '精神病类',
  'metabolism and nutrition disorders': '代谢及营养类疾病',
  investigations: '各类检查',
  'musculoskeletal and connective tissue disorders': '各种肌肉骨骼及结缔组织疾病',
  'renal and urinary disorders': '肾脏及泌尿系统疾病',
  'hepatobiliary disorders': '肝胆系统疾病',
  'eye disorders': '眼器官疾病',
  'ear and labyrinth disorders': '耳及迷路类疾病',
  'immune system disorders': '免疫系统疾病',
  missing: '缺失',
  unknown: '未知',
  mild: '轻度',
  moderate: '中度',
  severe: '重度',
  children: '儿童',
  adolescents: '青少年',
  adults: '成人',
  pharyngitis: '咽炎',
  'height (cm)': '身高（cm）',
  'non-cardiac chest pain': '非心源性胸痛',
  'rescue medication': '补救用药',
  nurse: '护士',
  physician: '医生',
  visits: '就诊次数',
  'duration of disease': '病程',
  'disease duration': '病程',
  hba1c: 'HbA1c',
  'hba1c (%)': 'HbA1c（%）',
  'systolic blood pressure': '收缩压',
  'diastolic blood pressure': '舒张压',
  'heart rate': '心率',
  creatinine: '肌酐',
  egfr: 'eGFR',
  'ldl cholesterol': 'LDL胆固醇',
  current: '当前',
  former: '既往',
  never: '从不',
  none: '无',
  'mean change': '平均变化',
  'mean baseline': '基线均值',
  'mean change from baseline': '较基线平均变化',
  primary: '主要',
  secondary: '次要',
  completed: '完成',
  discontinued: '停止',
  withdrawn: '退出',
  randomised: '随机分组',
  randomized: '随机分组',
  intervention: '干预组',
  'intervention group': '干预组',
  'control group': '对照组',
  'placebo group': '安慰剂组',
};

/** "Grade ≥3", "Grade 3–4", "Grade 3 or 4", "Grades 3/4": the grade numbers kept as printed. */
const GRADE = /^grades?\s*([≥>≤<]?\s*\d(?:\s*(?:[–\-/]|or|and)\s*\d)?)$/i;
/** "Week 26", "Month 12", "Day 7", "Year 2": a visit. */
const VISIT = /^(week|month|day|year)\s*(\d+)$/i;
const VISIT_ZH: Record<string, [string, string]> = {
  week: ['第', '周'],
  month: ['第', '个月'],
  day: ['第', '天'],
  year: ['第', '年'],
};
/** Inside brackets after a label: what is counted or measured, kept as printed ("n = 68", "95% CI", "%"). */
const STAT_INNER =
  /^(?:[nN]\s*=\s*\d[\d,]*|n\s*\/\s*N|%|n\s*\(%\)|n|\d{2}%\s*(?:CI|confidence interval)|SD|SE|IQR|range|mmHg|mm|kg|kg\/m2|kg\/m²|years?|months?|weeks?|days?|hours?|mg|mL|ml|g\/dL|mg\/dL|mmol\/L|pg\/mL|ng\/mL|bpm|ms)$/i;
const TIME_INNER = /^(?:years?|months?|weeks?|days?|hours?)$/i;
const YEARS_BAND = /^[\d.,–\-\s<>≥≤]+(?:years?|yrs?|y)$/i;
const INNER_ZH: Record<string, string> = { years: '岁', year: '岁', months: '个月', weeks: '周', days: '天' };

const norm = (s: string) => s.trim().replace(/\s+/g, ' ');

/** The singular or plural of a known term ("Beta-blocker" for "beta-blockers", "Smokers" for "smoker"). */
function numberVariant(lower: string): string | undefined {
  if (!/^[a-z][a-z -]*[a-z]$/.test(lower)) return undefined;
  return lower.endsWith('s') ? TABLE_TERMS[lower.slice(0, -1)] : TABLE_TERMS[`${lower}s`];
}

/**
 * A code or acronym that no language writes differently ("ALT", "HAS-BLED", "MoCA", "CHA2DS2-VASc"): shown
 * as printed inside a composed label (decision 0083). One word, a capital after its first letter.
 */
function codeOf(text: string): string | null {
  const t = norm(text).replace(/\s+-\s+/g, '-');
  return /^[A-Za-z][A-Za-z0-9-]*$/.test(t) && /^.[^ ]*[A-Z]/.test(t) && !hasEnglishWords(t) ? t : null;
}

/** One label without brackets: a table term, an endpoint, a grade, a visit or an arm/drug phrase. */
function plainTermZh(text: string): string | null {
  const t = norm(text).replace(/[,:;]$/, '');
  if (!t) return null;
  const lower = t.toLowerCase();
  const whole = TABLE_TERMS[lower] ?? numberVariant(lower);
  if (whole) return whole;
  const grade = GRADE.exec(t);
  if (grade) return `${grade[1]!.replace(/\s+/g, '').replace(/or|and/, '或')}级`;
  const visit = VISIT.exec(t);
  if (visit) {
    const [pre, post] = VISIT_ZH[visit[1]!.toLowerCase()]!;
    return `${pre}${visit[2]}${post}`;
  }
  const endpoint = endpointTerm(t);
  if (endpoint) return `${endpoint.qualifierZh}${endpoint.zh}`;
  // "Any SAE", "Grade ≥3 adverse events": a known qualifier before a known term.
  const any = /^(any|all)\s+(.+)$/i.exec(t);
  if (any) {
    const rest = TABLE_TERMS[any[2]!.toLowerCase()] ?? phraseZh(any[2]!);
    if (rest) return `${any[1]!.toLowerCase() === 'any' ? '任何' : '所有'}${rest}`;
  }
  const graded = /^(grades?\s*[≥>≤<]?\s*\d(?:\s*[–\-/]\s*\d)?)\s+(.+)$/i.exec(t);
  if (graded) {
    const g = plainTermZh(graded[1]!);
    const rest = plainTermZh(graded[2]!);
    if (g && rest) return `${g}${rest}`;
  }
  return phraseZh(t);
}

/**
 * What the rows above a label say about it: under "Age, n (%)" a band "≥65 years" is an age (岁), under
 * "Duration of …" a duration (年); unknown, a band in years stays as printed.
 */
export type TableContext = { age?: boolean };

/** Footnote marks ("Type 2 diabetes,* n (%)", "(95% CI)b,c", "Characteristic a"): not part of the label. */
function withoutFootnoteMarks(text: string): string {
  return norm(
    text
      .replace(/[*†‡§¶#]+/g, ' ')
      .replace(/\)[a-e](?:,[a-e])*$/, ')')
      .replace(/(?<=[A-Za-z)])\s[a-e](?:,\s?[a-e])*$/, ''),
  )
    .replace(/\s+,/g, ',')
    .replace(/[,:;]$/, '');
}

/** "CHA2DS2-VASc median (IQR)": a counting note printed without its comma gets one. */
function withStatComma(text: string): string {
  const m = /^(.+?[^,])\s+((?:mean|median|no\.|n)\s*(?:\(|±)[^()]*\)?)$/i.exec(text);
  return m && statNoteZh(m[2]!) ? `${m[1]}, ${m[2]}` : text;
}

/** Splits at commas outside brackets ("Age, mean (SD), y" -> 3 parts). */
function commaParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(text.slice(from).trim());
  return parts.filter(Boolean);
}

/**
 * "Age, years, mean (SD)" -> "年龄（岁），均值（SD）", "Sex, male" -> "性别，男性": the characteristic, its unit in
 * brackets, then its counting note or category. Null when a part is not known.
 */
function withNotesZh(parts: string[], role: 'header' | 'row', context: TableContext): string | null {
  const [head, ...notes] = parts;
  const headZh = tableTermZh(head!, role, context) ?? codeOf(head!);
  if (!headZh) return null;
  const age = /^age\b/i.test(head!);
  let units = '';
  let tail = '';
  for (const note of notes) {
    // "months (95% CI)": a unit with the statistic it is given with.
    const unitStat = /^(.+?)\s*\(([^()]+)\)$/.exec(note);
    if (unitStat && unitNoteZh(unitStat[1]!, age) && STAT_INNER.test(unitStat[2]!.trim())) {
      units += `（${unitNoteZh(unitStat[1]!, age)}）`;
      tail += `，${unitStat[2]!.trim()}`;
      continue;
    }
    const stat = statNoteZh(note);
    const unit = stat ? null : unitNoteZh(note, age);
    const term = stat || unit ? null : tableTermZh(note, 'row', context);
    if (stat) tail += `，${stat}`;
    else if (unit) units += `（${unit}）`;
    else if (term) tail += `，${term}`;
    else return null;
  }
  return `${headZh}${units}${tail}`;
}

/** Class and score bands of the common scales: "NYHA class III" -> "NYHA心功能III级", "ECOG 0–1" -> "ECOG评分0–1分". */
function scaleBandZh(text: string): string | null {
  const nyha =
    /^(?:new york heart association|nyha)(?:\s+functional)?(?:\s+class)?\s+(I{1,3}|IV|[1-4])(?:\s*(?:–|-|\/|or)\s*(I{1,3}|IV|[1-4]))?$/i.exec(
      text,
    );
  if (nyha) return `NYHA心功能${nyha[1]!.toUpperCase()}${nyha[2] ? `–${nyha[2].toUpperCase()}` : ''}级`;
  const ecog = /^(ecog|who)(?:\s+(?:ps|performance status))?\s+([0-4](?:\s*(?:–|-|\/|or)\s*[0-4])?)$/i.exec(
    text,
  );
  if (ecog) return `${ecog[1]!.toUpperCase()}评分${ecog[2]!.replace(/\s*(?:–|-|\/|or)\s*/, '–')}分`;
  return null;
}

/**
 * Qualifiers that build a label from a known term or a code (decision 0083), the term last in the match:
 * "MMSE score" -> MMSE评分, "Baseline HbA1c" -> 基线HbA1c, "ALT increased" -> ALT升高, "30-day mortality" ->
 * 30天死亡率, "12-month follow-up" -> 12个月随访, "Treatment-emergent SIB" -> 治疗期间出现的SIB.
 */
const QUALIFIED: readonly [RegExp, (x: string, m: RegExpExecArray) => string][] = [
  [/^(.+?)\s+total\s+score$/i, (x) => `${x}总分`],
  [/^(.+?)\s+score$/i, (x) => `${x}评分`],
  [/^baseline\s+(.+)$/i, (x) => `基线${x}`],
  [/^adjusted\s+(.+)$/i, (x) => `校正${x}`],
  [/^unadjusted\s+(.+)$/i, (x) => `未校正${x}`],
  [/^in-hospital\s+(.+)$/i, (x) => `院内${x}`],
  [/^time to\s+(.+)$/i, (x) => `至${x}时间`],
  [/^treatment-emergent\s+(.+)$/i, (x) => `治疗期间出现的${x}`],
  [/^new-onset\s+(.+)$/i, (x) => `新发${x}`],
  [/^worsening(?: of)?\s+(.+)$/i, (x) => `${x}加重`],
  [/^(.+?)\s+increased$/i, (x) => `${x}升高`],
  [/^increased\s+(.+)$/i, (x) => `${x}升高`],
  [/^(.+?)\s+decreased$/i, (x) => `${x}降低`],
  [/^decreased\s+(.+)$/i, (x) => `${x}降低`],
  [/^(\d+)[-\s](day|week|month|year|hour)s?\s+(.+)$/i, (x, m) => `${m[1]}${unitNoteZh(m[2]!, false)}${x}`],
];

/**
 * Statistic headers composed from their parts (decision 0083, round 3): "Effect for Progesterone versus
 * Placebo" -> 黄体酮组对比安慰剂组的效应, "Difference in adjusted means" -> 校正均值差值, "Change from day 0 to
 * week 6" -> 第0天至第6周的变化. Undefined when no rule applies; null when one applies but a part is unknown.
 */
function statisticZh(text: string, context: TableContext): string | null | undefined {
  const term = (x: string) => tableTermZh(x, 'row', context);
  const effect = /^(treatment\s+)?effect\s+(?:for|of)\s+(.+)$/i.exec(text);
  if (effect) {
    const x = term(effect[2]!);
    return x ? `${x}的${effect[1] ? '治疗' : ''}效应` : null;
  }
  const difference = /^difference\s+in\s+(.+)$/i.exec(text);
  if (difference) {
    const x = term(difference[1]!);
    return x ? `${x}差值` : null;
  }
  const change = /^change\s+from\s+(.+?)\s+to\s+(.+)$/i.exec(text);
  if (change) {
    const [from, to] = [term(change[1]!), term(change[2]!)];
    return from && to ? `${from}至${to}的变化` : null;
  }
  // "Progesterone versus Placebo", "Spironolactone vs bisoprolol": a comparison of two arms.
  const versus = /^(.+?)\s+(?:versus|vs\.?)\s+(.+)$/i.exec(text);
  if (versus) {
    const [a, b] = [armOrTermZh(versus[1]!), armOrTermZh(versus[2]!)];
    return a && b ? `${a}对比${b}` : null;
  }
  return undefined;
}

/**
 * Labels built from a characteristic: "Prior myocardial infarction" -> "既往心肌梗死", "Duration of current AF
 * episode" -> "本次房颤发作持续时间", "Number of previous AF episodes" -> "既往房颤发作次数", "Hypertension or
 * diabetes" -> "高血压或糖尿病", "Age ≥65 years" -> "年龄≥65岁". Every part must be known.
 */
function composedZh(text: string, context: TableContext): string | null {
  const scale = scaleBandZh(text);
  if (scale) return scale;
  const term = (x: string) => tableTermZh(x, 'row', context);
  const termOrCode = (x: string) => term(x) ?? codeOf(x);
  const ageBand = /^age\s+(.+)$/i.exec(text);
  if (ageBand) {
    const band = bandZh(ageBand[1]!, true);
    return band ? `年龄${band}` : null;
  }
  const family = /^family history of\s+(.+)$/i.exec(text);
  if (family) {
    const x = termOrCode(family[1]!);
    return x ? `${x}家族史` : null;
  }
  // "Shoulder abduction" -> 肩外展, "Ankle dorsiflexion" -> 踝背屈: a joint and its movement.
  const movement = /^(\w+)\s+(.+)$/.exec(text);
  const joint = movement && JOINTS[movement[1]!.toLowerCase()];
  const moved = movement && MOVEMENTS[movement[2]!.toLowerCase()];
  if (joint && moved) return `${joint}${moved}`;
  // "ABC-J irritability subscale (score)": a named scale's subscale by its domain, as endpoints read it (0082).
  if (/\bsubscales?(?: total)?(?: scores?)?$/i.test(text)) return endpointPhraseZh(text);
  const stat = statisticZh(text, context);
  if (stat !== undefined) return stat;
  for (const [re, zh] of QUALIFIED) {
    const m = re.exec(text);
    if (!m) continue;
    const x = termOrCode(m[m.length - 1]!);
    return x ? zh(x, m) : null;
  }
  const prior = /^(?:prior|previous|history of|past)\s+(.+)$/i.exec(text);
  if (prior) {
    const x = term(prior[1]!);
    return x ? (x.startsWith('既往') ? x : `既往${x}`) : null;
  }
  const duration = /^(?:duration|time since diagnosis) of\s+(.+)$/i.exec(text);
  if (duration) {
    const x = term(duration[1]!);
    return x ? `${x}${/发作$/.test(x) ? '持续时间' : '病程'}` : null;
  }
  const count = /^number of\s+(.+)$/i.exec(text);
  if (count) {
    const x = term(count[1]!);
    return x ? `${x}${/发作$/.test(x) ? '次数' : '数'}` : null;
  }
  const history = /^(.+?)\s+history$/i.exec(text);
  if (history) {
    const x = term(history[1]!);
    return x ? `${x}史` : null;
  }
  for (const [re, joiner] of [
    [/\s+or\s+/i, '或'],
    [/\s+and\s+/i, '和'],
    [/\s*\/\s*/, '/'],
  ] as const) {
    const parts = text.split(re);
    if (parts.length < 2) continue;
    const zh = parts.map((p) => termOrCode(p));
    if (zh.every(Boolean)) return zh.join(joiner);
  }
  return null;
}

/**
 * A table header or row label in Chinese, or null when a part of it is not known. Bracketed statistics stay
 * as printed ("Placebo (n = 68)" -> "安慰剂组 (n = 68)", "Hazard ratio (95% CI)" -> "风险比 (95% CI)");
 * "label, n (%)" keeps its counting note ("Male sex, n (%)" -> "男性，n (%)"); a unit goes in brackets
 * ("Weight, kg, mean (SD)" -> "体重（kg），均值（SD）"); bands and durations by their structure ("1 day" ->
 * "1天", "≤7 days" -> "≤7天"); a band in years needs the context (an age or a duration).
 */
export function tableTermZh(
  label: string,
  role: 'header' | 'row' = 'row',
  context: TableContext = {},
): string | null {
  const printed = norm(label);
  if (!printed || /\p{Script=Han}/u.test(printed)) return null;
  if (!/[A-Za-z]/.test(printed)) return null;
  const t = withoutFootnoteMarks(printed);
  const whole = TABLE_TERMS[t.toLowerCase()];
  if (whole) return whole;
  const band = bandZh(t, context.age);
  if (band) return band;
  // "Difference or ratio (95% confidence interval) P", "Mean Diff P": two header cells the grid joined, the
  // P-value column last; each is read on its own and both are shown.
  const pColumn = role === 'header' ? /^(.+?\S)\s+(p(?:[\s-]value)?)$/i.exec(t) : null;
  if (pColumn) {
    const front = tableTermZh(pColumn[1]!, role, context);
    if (front) return `${front}${/）$/.test(front) ? '' : ' '}/ ${/^p$/i.test(pColumn[2]!) ? 'P' : 'P值'}`;
  }
  const parts = commaParts(withStatComma(t));
  if (parts.length > 1) return withNotesZh(parts, role, context);
  // "Placebo (n = 68)", "Hazard ratio (95% CI)", "Weight (kg)", "Sex (male)".
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(t);
  if (bracket) {
    const inner = bracket[2]!.trim();
    const head = STAT_INNER.test(inner) || /^[nN]\s*=/.test(inner) ? armOrTermZh(bracket[1]!) : null;
    if (head) {
      // "(years)" is 岁 after an age only; other units go through unitNoteZh below.
      const innerZh = /^age\b/i.test(bracket[1]!) ? INNER_ZH[inner.toLowerCase()] : undefined;
      if (!innerZh && unitNoteZh(inner, false) && !/^(?:%|n)$/i.test(inner) && TIME_INNER.test(inner))
        return `${head}（${unitNoteZh(inner, false)}）`;
      return innerZh ? `${head}（${innerZh}）` : `${head} (${inner})`;
    }
    const headTerm = tableTermZh(bracket[1]!, role, context);
    const unit = unitNoteZh(inner, /^age\b/i.test(bracket[1]!));
    const note = unit ?? statNoteZh(inner) ?? tableTermZh(inner, 'row', context);
    return headTerm && note ? `${headTerm}（${note}）` : null;
  }
  // "Placebo N=68" / "Empagliflozin n = 43": an arm with its n, no brackets.
  const arm = /^(.+?)\s+([nN]\s*=\s*\d[\d,]*)$/.exec(t);
  if (arm) {
    const head = armOrTermZh(arm[1]!);
    return head ? `${head} (${arm[2]})` : null;
  }
  // A column header names an arm ("Placebo" -> "安慰剂组"); a row label names a term ("Nausea" -> "恶心").
  // A header composed from parts ("Adjusted prevalence ratio", "Difference or ratio") as a row label is.
  if (role === 'header') return armOrTermZh(t) ?? composedZh(t, context);
  // "6–12 years" is an age band as often as a duration: without the context it stays as printed.
  if (context.age === undefined && YEARS_BAND.test(t)) return null;
  return scaleBandZh(t) ?? plainTermZh(t) ?? composedZh(t, context);
}

/** An arm ("Placebo" -> "安慰剂组") or a plain term; drugs and arm words become groups. */
function armOrTermZh(text: string): string | null {
  const t = norm(text);
  const term = TABLE_TERMS[t.toLowerCase()];
  if (term) return term;
  const phrase = phraseZh(t);
  if (phrase) return /^[A-Za-z0-9+-]+$/.test(phrase) ? phrase : groupZh(phrase);
  return plainTermZh(t);
}

/**
 * A table label for Chinese output: the Chinese term when known; else the source's words marked as such
 * (“…”, the 原文 mark of names, decision 0048), never English shown as if it were Chinese. Codes, acronyms,
 * units and trade names ("HbA1c", "CHA2DS2-VASc", "Genoss DES™") are names and stay bare.
 */
export function tableLabelZh(
  label: string,
  role: 'header' | 'row' = 'row',
  context: TableContext = {},
): string {
  const zh = tableTermZh(label, role, context);
  if (zh) return zh;
  if (!hasEnglishWords(label)) return label;
  // An arm the glossary cannot name keeps its n outside the mark: “Drug X” (n=400).
  const arm = /^(.+?)\s*(\([nN]\s*=\s*[\d,]+\)|[nN]\s*=\s*[\d,]+)$/.exec(norm(label));
  return arm ? `“${arm[1]}” ${arm[2]}` : `“${norm(label)}”`;
}

/** Whether a table cell is a label (has letters) rather than a value: only labels are rendered. */
export function isLabelCell(cell: string): boolean {
  return /[A-Za-z]{2,}/.test(cell);
}
