/**
 * Named instruments (rating scales, questionnaires, inventories, indices, scores) in Chinese, by structure:
 * "Modified Rankin Scale", "NIHSS", "SOFA score", "Montgomery–Åsberg Depression Rating Scale (MADRS)",
 * "CDRS-R total score", "the Beck Depression Inventory". A scale in SCALES gets its standard Chinese name;
 * another scale the source names with an abbreviation keeps the abbreviation (a name, no language by the
 * rule of decision 0048) before the Chinese for its kind ("ABC-J量表"). Null when neither is known: an
 * unknown English name is never shown bare.
 */

/** Well-known instruments: every name and abbreviation they go by, and the Chinese name. */
const SCALES: readonly (readonly [names: readonly string[], zh: string])[] = [
  [['modified rankin scale', 'mrs', 'rankin scale'], '改良Rankin量表'],
  [['national institutes of health stroke scale', 'nih stroke scale', 'nihss'], '美国国立卫生研究院卒中量表'],
  [['sequential organ failure assessment', 'sofa'], '序贯器官衰竭评估'],
  [['acute physiology and chronic health evaluation ii', 'apache ii'], '急性生理与慢性健康评分II'],
  [['acute physiology and chronic health evaluation', 'apache'], '急性生理与慢性健康评分'],
  [['glasgow coma scale', 'gcs'], '格拉斯哥昏迷量表'],
  [
    ['montgomery-asberg depression rating scale', 'montgomery-åsberg depression rating scale', 'madrs'],
    '蒙哥马利-艾森贝格抑郁评定量表',
  ],
  [
    [
      'montgomery-asberg depression rating scale-self',
      'montgomery-åsberg depression rating scale-self',
      'madrs-s',
    ],
    '蒙哥马利-艾森贝格抑郁自评量表',
  ],
  [
    ['hamilton depression rating scale', 'hamilton rating scale for depression', 'ham-d', 'hamd', 'hdrs'],
    '汉密尔顿抑郁量表',
  ],
  [['hamilton anxiety rating scale', 'ham-a', 'hama'], '汉密尔顿焦虑量表'],
  [
    [
      'children’s depression rating scale-revised',
      "children's depression rating scale-revised",
      'children’s depression rating scale, revised',
      "children's depression rating scale, revised",
      'cdrs-r',
    ],
    '儿童抑郁评定量表修订版',
  ],
  [
    [
      'clinical global impression-severity',
      'clinical global impression-severity of illness',
      'clinical global impression severity',
      'cgi-s',
    ],
    '临床总体印象-严重程度',
  ],
  [
    ['clinical global impression-improvement', 'clinical global impression improvement', 'cgi-i'],
    '临床总体印象-改善',
  ],
  [['clinical global impression', 'cgi'], '临床总体印象'],
  [
    [
      "children's yale-brown obsessive compulsive scale",
      'children’s yale-brown obsessive compulsive scale',
      "children's yale-brown obsessive–compulsive scale",
      'cy-bocs',
    ],
    '儿童耶鲁-布朗强迫量表',
  ],
  [['yale-brown obsessive compulsive scale', 'y-bocs'], '耶鲁-布朗强迫量表'],
  [['aberrant behavior checklist', 'aberrant behaviour checklist', 'abc'], '异常行为量表'],
  [['beck depression inventory', 'bdi', 'bdi-ii'], '贝克抑郁量表'],
  [['patient health questionnaire-9', 'phq-9'], '患者健康问卷-9'],
  [['generalized anxiety disorder-7', 'gad-7'], '广泛性焦虑障碍量表-7'],
  [['mini-mental state examination', 'mini mental state examination', 'mmse'], '简易精神状态检查'],
  [['montreal cognitive assessment', 'moca'], '蒙特利尔认知评估'],
  [
    ['medical research council scale', 'medical research council', 'mrc scale', 'mrc'],
    '英国医学研究理事会肌力量表',
  ],
  [['visual analogue scale', 'visual analog scale', 'vas'], '视觉模拟评分'],
  [['numeric rating scale', 'numerical rating scale', 'nrs'], '数字评分量表'],
  [['eq-5d', 'euroqol-5d', 'euroqol 5-dimension'], 'EQ-5D量表'],
  [['short form-36', 'short-form 36', 'sf-36'], '36项简明健康调查量表'],
  [['kansas city cardiomyopathy questionnaire', 'kccq'], '堪萨斯城心肌病问卷'],
  [['minnesota living with heart failure questionnaire', 'mlhfq'], '明尼苏达心力衰竭生活质量问卷'],
  [['barthel index'], 'Barthel指数'],
  [['karnofsky performance status', 'karnofsky performance scale', 'kps'], 'Karnofsky功能状态评分'],
  [['richmond agitation-sedation scale', 'rass'], 'Richmond躁动-镇静量表'],
  [['ramsay sedation scale', 'ramsay scale'], 'Ramsay镇静评分'],
  [['confusion assessment method for the intensive care unit', 'cam-icu'], 'ICU意识模糊评估法'],
  [
    [
      'european organisation for research and treatment of cancer quality of life questionnaire',
      'eortc qlq-c30',
      'qlq-c30',
    ],
    '欧洲癌症研究与治疗组织生活质量问卷',
  ],
  [['functional assessment of cancer therapy', 'fact-g'], '癌症治疗功能评估'],
  [['six-minute walk test', '6-minute walk test', '6mwt'], '6分钟步行试验'],
  [['new york heart association class', 'nyha class', 'nyha functional class'], '纽约心脏协会心功能分级'],
];

/** The kind words of an instrument, longest first, and their Chinese. */
const KINDS: readonly (readonly [string, string])[] = [
  ['rating scale', '量表'],
  ['total score', '总分'],
  ['subscale score', '分量表评分'],
  ['subscale', '分量表'],
  ['scale score', '量表评分'],
  ['scale', '量表'],
  ['scores', '评分'],
  ['score', '评分'],
  ['questionnaire', '问卷'],
  ['inventory', '量表'],
  ['index', '指数'],
  ['checklist', '量表'],
  ['assessment', '评估'],
  ['test', '测试'],
  ['class', '分级'],
];

/** An abbreviation: two or more capitals with digits, hyphens and lower-case letters (mRS, CDRS-R, HbA1c). */
const ABBREVIATION =
  /^(?=(?:[^A-Z]*[A-Z]){2})[A-Za-z0-9][A-Za-z0-9]*(?:[-–][A-Za-z0-9]+)*(?: (?:II|III|IV))?$/;

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[–—]/g, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

const BY_NAME = new Map<string, string>();
for (const [names, zh] of SCALES) for (const n of names) BY_NAME.set(normal(n), zh);

function known(name: string): string | null {
  const n = normal(name);
  return BY_NAME.get(n) ?? BY_NAME.get(n.replace(/å/g, 'a')) ?? null;
}

/** The kind words a name ends with ("… Rating Scale", "… Scale score", "… score"), longest first, and the name before each. */
function kindsOf(text: string): { head: string; kindZh: string }[] {
  const lower = text.toLowerCase();
  return KINDS.filter(([kind]) => lower.endsWith(` ${kind}`) || lower === kind).map(([kind, zh]) => ({
    head: text.slice(0, text.length - kind.length).trim(),
    kindZh: zh,
  }));
}

function splitKind(text: string): { head: string; kindZh: string } | null {
  return kindsOf(text)[0] ?? null;
}

/** A Chinese scale name already says "量表"/"问卷"/"指数": the kind is added only when it says more. */
function withKind(zh: string, kindZh: string): string {
  if (kindZh === '量表' && /(?:量表|问卷|指数|评估|评分|试验|分级|检查|印象)$/.test(zh)) return zh;
  if (kindZh === '问卷' && /(?:问卷|量表)$/.test(zh)) return zh;
  if (kindZh === '评估' && /评估$/.test(zh)) return zh;
  if (kindZh === '分级' && /分级$/.test(zh)) return zh;
  if (kindZh === '指数' && /指数$/.test(zh)) return zh;
  if (kindZh === '评分' && /评分$/.test(zh)) return zh;
  if (kindZh === '测试' && /试验$/.test(zh)) return zh;
  return `${zh}${kindZh}`;
}

/** One instrument by its name, its abbreviation or both ("X (ABBR)", "ABBR"), with an optional kind word. */
function instrumentZh(text: string, abbreviation?: string): string | null {
  const t = text.trim();
  const whole = known(t);
  if (whole)
    return abbreviation && !normal(whole).includes(normal(abbreviation))
      ? `${whole}（${abbreviation}）`
      : whole;
  const splits = kindsOf(t).filter((k) => k.head);
  // "… Scale score": the name with its own kind word ("… Scale" + "score") or without it ("…" + "scale score").
  for (const split of splits) {
    const head = known(split.head);
    if (head) return withKind(head, split.kindZh);
  }
  for (const split of splits) {
    const inner = splitKind(split.head);
    const head = inner?.head ? known(inner.head) : null;
    if (head) return withKind(head, split.kindZh);
  }
  const split = splits[0];
  if (!split) return null;
  if (ABBREVIATION.test(split.head)) return `${split.head}${split.kindZh}`;
  // A proper name ("Wechsler Memory Scale") that the glossary lacks is named by its abbreviation.
  if (abbreviation && /^[A-Z]/.test(split.head)) return `${abbreviation}${split.kindZh}`;
  return null;
}

export function scaleZh(text: string): string | null {
  const t = text
    .trim()
    .replace(/\s*\[\d+(?:[,–-]\d+)*\]$/, '')
    .replace(/^(?:the|a|an) /i, '')
    .replace(/\s+/g, ' ');
  if (!t) return null;
  // "Name (ABBR) score", "Name (ABBR, note)", "ABBR (Name) score": the bracket names the same instrument.
  const bracket = /^(.+?)\s*\(([^()]+)\)(?:\s+(.+))?$/.exec(t);
  if (bracket) {
    const [, outside, inside, after] = bracket;
    const [firstInside = '', ...note] = inside!.split(/[,;]/).map((x) => x.trim());
    // A note in the bracket ("CY-BOCS, compulsion scale only") narrows the measure: it is not dropped.
    if (note.some((x) => x)) return null;
    const tail = after ? ` ${after}` : '';
    // The bracket holds the abbreviation: the name outside it, the kind after it.
    if (ABBREVIATION.test(firstInside)) {
      const byName = instrumentZh(`${outside}${tail}`, firstInside);
      if (byName) return byName;
      const byAbbr = instrumentZh(`${firstInside}${tail}`);
      if (byAbbr) return byAbbr;
      const kind = splitKind(`${outside}${tail}`);
      return kind && /^[A-Z]/.test(outside!) ? `${firstInside}${kind.kindZh}` : null;
    }
    // The abbreviation outside, its name inside: "CGI-S (Clinical Global Impression-Severity of Illness scale) score".
    if (ABBREVIATION.test(outside!.trim())) return instrumentZh(`${outside!.trim()}${tail}`);
    return null;
  }
  return instrumentZh(t);
}
