import type { Median } from '@prowrite/contracts';
import { endpointPhraseZh } from '../article/endpoint-phrases';
import { endpointPhraseEn } from '../article/endpoint-phrases-en';
import { endpointTerm, endpointZh, phraseZh, unitZh } from '../article/glossary';
import { cleanEndpoint } from '../results/primary-statement';
import { armZh } from '../results/primary-text';
import type { Labels, OutLang } from './labels';
import { printedNumber } from './printed-number';
import { criterionPartsZh } from './criterion-parts';
import { criterionZh } from './criterion-text';
import { mirroredAgent, planEn, planZh } from './plan-text';
import { sourceSentence } from './source-quote';

const HAN = /\p{Script=Han}/u;

/**
 * Source wording placed in a deck of the output language: Chinese output gets the glossary's term for a
 * known endpoint, arm, factor or event, else the source's words visibly marked as such (原文：“…”); English
 * output gets English words as printed and a Chinese endpoint in English by its parts, else marked
 * (Original: "…"). Nothing is machine-translated word by word.
 */
export function endpointText(endpoint: string, lang: OutLang): string {
  const name = cleanEndpoint(endpoint);
  // English output of a Chinese endpoint: the glossary's English by its structure, else the marked quote (0082).
  if (lang !== 'zh-cn') return HAN.test(name) ? (endpointPhraseEn(name) ?? sourceSentence(name, lang)) : name;
  if (HAN.test(name)) return name;
  if (endpointTerm(name)) return endpointZh(name);
  return endpointPhraseZh(name) ?? sourceSentence(name, lang);
}

/** An arm's name: "维纳卡兰组" when the glossary knows it; drug and device names stay as printed. */
export function armText(arm: string, lang: OutLang): string {
  return lang === 'zh-cn' && !HAN.test(arm) ? armZh(arm) : arm;
}

/** A factor, event or plan: the glossary's Chinese when every word is known, else the source's marked words. */
export function phraseText(text: string, lang: OutLang): string {
  if (lang !== 'zh-cn' || HAN.test(text)) return text;
  return phraseZh(text) ?? sourceSentence(text, lang);
}

/**
 * An arm's dosing plan: Chinese output gets the glossary's words, else the plan written from its read parts
 * (drug, dose, route, duration, sequence), else the source's marked words; English output of a Chinese plan
 * the same way back.
 */
export function planOutText(plan: string, lang: OutLang): string {
  if (lang === 'zh-cn')
    return HAN.test(plan) ? plan : (phraseZh(plan) ?? planZh(plan) ?? sourceSentence(plan, lang));
  return HAN.test(plan) ? (planEn(plan) ?? sourceSentence(plan, lang)) : plan;
}

/**
 * An arm's plan beside the other arms' plans: a placebo or sham given on their schedule reads "安慰剂，方案相同"
 * / "Placebo, same schedule" (decision 0078, round 3); any other plan as `planOutText` writes it.
 */
export function armPlanOutText(plan: string, others: readonly string[], lang: OutLang): string {
  const mirrored = mirroredAgent(plan, others);
  if (mirrored === 'placebo') return lang === 'zh-cn' ? '安慰剂，方案相同' : 'Placebo, same schedule';
  if (mirrored === 'sham') return lang === 'zh-cn' ? '假干预，方案相同' : 'Sham, same schedule';
  return planOutText(plan, lang);
}

/** "11.3个月" / "11.3 months". */
export function medianValue(m: Median, lang: OutLang): string {
  const v = printedNumber(m.value, m.source.quote);
  if (!m.unit) return v;
  return lang === 'zh-cn' && unitZh(m.unit) !== m.unit ? `${v}${unitZh(m.unit)}` : `${v} ${m.unit}`;
}

/**
 * A figure's title and caption for the output language: Chinese output titles it "图2" and keeps the printed
 * caption as a marked quote; English output uses the caption's lead and the rest of it.
 */
export function figureTexts(lead: string, rest: string, labels: Labels): { title: string; caption: string } {
  if (labels.lang !== 'zh-cn' || HAN.test(lead)) return { title: lead, caption: rest };
  const n = /^fig(?:ure)?\.?\s*(\d+[a-z]?)/i.exec(lead)?.[1];
  const whole = [lead, rest].filter(Boolean).join('. ');
  return { title: n ? `图${n}` : labels.t('figures'), caption: sourceSentence(whole, labels.lang) };
}

/** "Table 2 Serious adverse events" -> "表2" in Chinese output (the caption stays with the source). */
export function tableLabel(title: string, labels: Labels): string {
  if (labels.lang !== 'zh-cn' || HAN.test(title)) return title;
  // "Table 1Baseline" (a caption run into its label): the label's number or numeral only.
  const m = /^\s*table\s*(\d+(?:[a-z](?![a-z]))?|[IVXL]+\b)/i.exec(title);
  return m ? `原文表${m[1]}` : '原文表格';
}

/**
 * An eligibility sentence for the output language: Chinese output gets its population facts written from
 * templates (age range, performance status, prior treatment …) when any is read, else the marked quote; the
 * caller cites the sentence as the line's source either way.
 */
export function criterionText(text: string, lang: OutLang): string {
  if (lang !== 'zh-cn' || HAN.test(text)) return sourceSentence(text, lang);
  return criterionPartsZh(text) ?? criterionZh(text) ?? sourceSentence(text, lang);
}
