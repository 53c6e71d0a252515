import type { Facts, Provenance } from '@prowrite/contracts';
import type { OutLang } from '../writer/labels';

/** A fact the chat-revise panel can add by name ("add the secondary endpoint"), as printed in its source. */
export type NamedFactId =
  | 'secondary_endpoints'
  | 'primary_endpoint'
  | 'registry_id'
  | 'n_randomized'
  | 'ratio'
  | 'phase'
  | 'design'
  | 'stratification_factors';

type NamedFact = {
  id: NamedFactId;
  /** How a message names it, English or Chinese. */
  names: RegExp;
  label: Record<OutLang, string>;
  /** The printed values and where each was read. */
  values: (facts: Facts) => { value: string; source: Provenance }[];
};

const one = <T>(f: { value: T; source: Provenance } | null) =>
  f ? [{ value: String(f.value), source: f.source }] : [];

// Order matters: "secondary endpoint" is matched before "endpoint".
const NAMED_FACTS: readonly NamedFact[] = [
  {
    id: 'secondary_endpoints',
    names: /secondary (end ?points?|outcomes?)|次要(研究)?终点/i,
    label: { en: 'Secondary endpoints', 'zh-cn': '次要终点' },
    values: (f) => f.secondary_endpoints,
  },
  {
    id: 'primary_endpoint',
    names: /primary (end ?point|outcome)|主要(研究)?终点/i,
    label: { en: 'Primary endpoint', 'zh-cn': '主要终点' },
    values: (f) => one(f.primary_endpoint),
  },
  {
    id: 'registry_id',
    names: /regist(ry|ration)|trial (id|number)|\bnct\b|注册号|注册/i,
    label: { en: 'Registration', 'zh-cn': '注册号' },
    values: (f) => one(f.registry_id),
  },
  {
    id: 'n_randomized',
    names: /sample size|number of (patients|participants)|patients randomi[sz]ed|样本量|入组人数|例数/i,
    label: { en: 'Patients randomised', 'zh-cn': '随机化患者' },
    values: (f) => one(f.n_randomized),
  },
  {
    id: 'ratio',
    names: /randomi[sz]ation ratio|allocation ratio|随机(化)?比例/i,
    label: { en: 'Randomisation ratio', 'zh-cn': '随机比例' },
    values: (f) => one(f.ratio),
  },
  {
    id: 'phase',
    names: /\bphase\b|分期|期别/i,
    label: { en: 'Phase', 'zh-cn': '分期' },
    values: (f) => one(f.phase),
  },
  {
    id: 'stratification_factors',
    names: /stratif|分层/i,
    label: { en: 'Stratification factors', 'zh-cn': '分层因素' },
    values: (f) => f.stratification_factors,
  },
  {
    id: 'design',
    names: /\bdesign\b|研究设计/i,
    label: { en: 'Design', 'zh-cn': '研究设计' },
    values: (f) => one(f.design),
  },
];

/** The named fact a message asks for, or null when it names none the engine knows. */
export function namedFactIn(message: string): NamedFactId | null {
  return NAMED_FACTS.find((f) => f.names.test(message))?.id ?? null;
}

/** What the engine can add by name, in `lang` (for the plain statement when a message names none). */
export function namedFactLabels(lang: OutLang): string[] {
  return NAMED_FACTS.map((f) => f.label[lang]);
}

/**
 * The sentence stating a named fact from the sources' facts: the label in `lang`, then each value exactly as
 * printed (never translated: a number or a name stays the source's), with the provenance of each; null when
 * no source states it.
 */
export function namedFactSentence(
  facts: readonly Facts[],
  id: NamedFactId,
  lang: OutLang,
): { text: string; sources: { value: string; source: Provenance }[] } | null {
  const fact = NAMED_FACTS.find((f) => f.id === id)!;
  const seen = new Set<string>();
  const values = facts
    .flatMap((f) => fact.values(f))
    .map((v) => ({ value: v.value.replace(/\s+/g, ' ').trim(), source: v.source }))
    .filter((v) => v.value && !seen.has(v.value) && seen.add(v.value));
  if (values.length === 0) return null;
  const sep = lang === 'zh-cn' ? '；' : '; ';
  const colon = lang === 'zh-cn' ? '：' : ': ';
  const end = lang === 'zh-cn' ? '。' : '.';
  const body = values.map((v) => v.value).join(sep);
  return { text: `${fact.label[lang]}${colon}${body}${/[.。]$/.test(body) ? '' : end}`, sources: values };
}
