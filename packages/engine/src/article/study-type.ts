import type { Arm, Provenance } from '@prowrite/contracts';
import { labelsFor } from '../writer/labels';
import { printedNumber } from '../writer/printed-number';
import { clusterRandomised } from '../writer/randomised-count';
import type { ArticleLabels } from './article-labels';
import { nameZh } from './glossary';
import type { TrialView } from './trial-view';

export type Phrase = { text: string; sources: Provenance[] };

/**
 * "随机、双盲、安慰剂对照的3b期临床试验" / "randomised, double-blind, placebo-controlled, phase 3b trial": only
 * the parts the source states. Null when it states none of them.
 */
export function studyType(view: TrialView, labels: ArticleLabels): Phrase | null {
  const f = view.facts;
  const deck = labelsFor(labels.lang);
  const adjectives: string[] = [];
  const sources: Provenance[] = [];
  const randomisation = f.ratio ?? f.n_randomized;
  if (randomisation) {
    // A cluster trial randomises groups (shops, practices), not patients: the type says so.
    const cluster = clusterRandomised(f);
    adjectives.push(
      labels.zh ? (cluster ? '整群随机' : '随机') : cluster ? 'cluster-randomised' : 'randomised',
    );
    sources.push(randomisation.source);
  }
  if (f.blinding) {
    const b = deck.blinding(f.blinding.value);
    adjectives.push(labels.zh ? b : b.toLowerCase());
    sources.push(f.blinding.source);
  }
  const placebo = f.arms.find((a) => /\bplacebo\b/i.test(a.name.value));
  if (placebo) {
    adjectives.push(labels.zh ? '安慰剂对照' : 'placebo-controlled');
    sources.push(placebo.name.source);
  }
  if (f.design) {
    const d = deck.design(f.design.value);
    adjectives.push(labels.zh ? d : d.charAt(0).toLowerCase() + d.slice(1));
    sources.push(f.design.source);
  }
  const phase = f.phase ? deck.phase(f.phase.value) : null;
  if (f.phase) sources.push(f.phase.source);
  if (adjectives.length === 0 && !phase) return null;
  if (labels.zh) {
    const adj = adjectives.join('、');
    const text = `${adj ? `${adj}的` : ''}${phase ?? ''}临床试验`;
    return { text, sources };
  }
  const parts = [...adjectives, ...(phase ? [phase.toLowerCase()] : [])];
  return { text: `${parts.join(', ')} trial`, sources };
}

/** "a" or "an" before an English phrase. */
export function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? 'an' : 'a';
}

/** The trial as the text names it: "REAL3研究" / "the REAL3 trial", else "该研究" / "the study". */
export function trialName(view: TrialView, labels: ArticleLabels): Phrase {
  if (view.acronym) {
    return {
      text: labels.zh ? `${view.acronym.value}研究` : `the ${view.acronym.value} trial`,
      sources: [view.acronym.source],
    };
  }
  return { text: labels.zh ? '该研究' : 'the study', sources: [] };
}

/** An arm's name for the text: Chinese when every word is known, else as printed. */
export function armName(arm: Arm, labels: ArticleLabels): string {
  return labels.zh ? nameZh(arm.name.value) : arm.name.value;
}

/**
 * A treatment named for patients: as armName, but an arm whose name has English words the glossary cannot
 * render is called by its role (试验治疗, 对照治疗, 第三组的治疗), never by quoted source words.
 */
export function layArmName(arm: Arm, view: TrialView, labels: ArticleLabels): string {
  const name = armName(arm, labels);
  if (!labels.zh || !name.includes('“')) return name;
  if (arm === view.experimental) return '试验治疗';
  if (arm === view.control) return '对照治疗';
  const i = view.facts.arms.indexOf(arm);
  return `第${countWord(i + 1, labels)}组的治疗`;
}

/** "维纳卡兰（n=145）" / "vernakalant (n=145)". */
export function armWithN(arm: Arm, labels: ArticleLabels): Phrase {
  const name = armName(arm, labels);
  const sources = [arm.name.source];
  if (!arm.n) return { text: name, sources };
  sources.push(arm.n.source);
  const n = printedNumber(arm.n.value, arm.n.source.quote);
  return { text: labels.zh ? `${name}（n=${n}）` : `${name} (n=${n})`, sources };
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "2" -> "两" etc.: counts the writer states itself are words, so every digit shown comes from a source. */
export function countWord(n: number, labels: ArticleLabels): string {
  const zh = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];
  const en = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return (labels.zh ? zh[n] : en[n]) ?? (labels.zh ? '多' : 'several');
}
