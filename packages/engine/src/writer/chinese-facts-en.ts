import type { Facts } from '@prowrite/contracts';
import { CLINICAL_TERMS } from '../article/clinical-terms';
import { DRUG_NAMES } from '../article/drug-names';
import { endpointPhraseEn } from '../article/endpoint-phrases-en';
import type { OutLang } from './labels';
import { QUOTE_MARK } from './source-quote';

const HAN = /\p{Script=Han}/u;

/** Chinese group words of trial papers and their English. */
const GROUPS: Readonly<Record<string, string>> = {
  试验组: 'experimental group',
  实验组: 'experimental group',
  研究组: 'study group',
  观察组: 'observation group',
  治疗组: 'treatment group',
  干预组: 'intervention group',
  对照组: 'control group',
  安慰剂组: 'placebo group',
  常规治疗组: 'standard care group',
  标准治疗组: 'standard care group',
};

/** Chinese drug and treatment names to English: the glossary's data read backwards (first spelling wins). */
const NAMES_EN = new Map<string, string>();
for (const [en, zh] of [...Object.entries(DRUG_NAMES), ...Object.entries(CLINICAL_TERMS)])
  if (!NAMES_EN.has(zh)) NAMES_EN.set(zh, en);
NAMES_EN.set('安慰剂', 'placebo');
NAMES_EN.set('常规治疗', 'standard care');
NAMES_EN.set('标准治疗', 'standard care');

const marked = (zh: string) => `${QUOTE_MARK.en}"${zh}"`;

/** "试验组" -> "experimental group", "依诺肝素组" -> "enoxaparin group"; null when a word is not known. */
export function armNameEn(zh: string): string | null {
  const name = zh.replace(/\s+/g, '');
  if (GROUPS[name]) return GROUPS[name];
  const m = /^(.+?)组$/.exec(name);
  const what = m ? m[1]! : name;
  const en = NAMES_EN.get(what) ?? (!HAN.test(what) ? what : null);
  return en ? (m ? `${en} group` : en) : null;
}

/** A Chinese endpoint in English by its parts (decision 0082), else the source's words marked. */
function endpointEn(zh: string): string {
  return endpointPhraseEn(zh) ?? marked(zh);
}

const armEn = (zh: string) => (HAN.test(zh) ? (armNameEn(zh) ?? marked(zh)) : zh);
const pointEn = (zh: string) => (HAN.test(zh) ? endpointEn(zh) : zh);

/**
 * The facts of a Chinese source for English output (decision 0087): arm names and endpoints read back through
 * the glossary ("试验组" "experimental group", "第8周临床缓解率" "clinical remission rate at week 8"), else
 * marked as the source's words (Original: "…"). Values only: every quote stays the source's own. Other
 * output languages, and sources not in Chinese, are left as they are.
 */
export function chineseFactsForOutput(facts: Facts, lang: OutLang): Facts {
  if (lang === 'zh-cn') return facts;
  const chinese =
    facts.arms.some((a) => HAN.test(a.name.value)) || HAN.test(facts.primary_endpoint?.value ?? '');
  if (!chinese) return facts;
  return {
    ...facts,
    arms: facts.arms.map((a) => ({ ...a, name: { ...a.name, value: armEn(a.name.value) } })),
    primary_endpoint: facts.primary_endpoint
      ? { ...facts.primary_endpoint, value: pointEn(facts.primary_endpoint.value) }
      : null,
    secondary_endpoints: facts.secondary_endpoints.map((e) => ({ ...e, value: pointEn(e.value) })),
    results: facts.results.map((r) => ({ ...r, arm: armEn(r.arm), endpoint: pointEn(r.endpoint) })),
    medians: facts.medians.map((m) => ({ ...m, arm: armEn(m.arm), endpoint: pointEn(m.endpoint) })),
    primary_result: facts.primary_result
      ? {
          ...facts.primary_result,
          endpoint: pointEn(facts.primary_result.endpoint),
          arms: facts.primary_result.arms.map((a) => ({ ...a, arm: armEn(a.arm) })),
        }
      : null,
  };
}
