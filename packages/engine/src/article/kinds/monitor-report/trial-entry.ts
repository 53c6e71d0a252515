import type { Provenance } from '@prowrite/contracts';
import {
  type PrimaryStatement,
  primaryStatement,
  statementSources,
} from '../../../results/primary-statement';
import { primaryResultSentence } from '../../../results/primary-text';
import type { DeckSource } from '../../../writer/context';
import { isPrimaryEffect } from '../../../writer/efficacy-slides';
import { fitText } from '../../../writer/fit-text';
import { isWholeSentence } from '../../../writer/source-quote';
import type { ArticleLabels } from '../../article-labels';
import { type ChapterDraft, chapter, type SectionDraft, section, textItem } from '../../drafts';
import { endpointTerm, endpointZh, nameZh, phraseZh } from '../../glossary';
import { endpointText, randomisationSentence } from '../../hcp-design';
import { hazardRatioSentence, keySentences, mediansSentence } from '../../hcp-results';
import { type Para, para } from '../../paragraph';
import { referenceOf } from '../../references';
import { article, armName, capitalise, type Phrase, studyType, trialName } from '../../study-type';
import { numericRows, rowPara, tableLead, tablesOf } from '../../table-rows';
import { mediansOf, type TrialView, trialView } from '../../trial-view';
import { hasArticleContent } from '../../write-article';
import { enOrdinalLabel, monitorText, zhNumeral } from './monitor-labels';

const MAX_LABEL = 200;
const MAX_DRUG_WORDS = 3;
const INERT = /\b(?:saline|placebo|sham|vehicle)\b/i;
const MAX_OTHER_HRS = 2;
const MAX_SAFETY_ROWS = 3;
/** A quoted sentence longer than this is not a one-line conclusion or eligibility statement: left out. */
const MAX_QUOTED = 500;

/** One trial of the report: its sources (several papers of one registry number) and what is written from them. */
export type TrialEntry = {
  sources: DeckSource[];
  /** The source the entry reads its facts from: the one reporting a primary result, else one with content. */
  view: TrialView;
  hasContent: boolean;
  label: Phrase;
  statement: PrimaryStatement | null;
};

function leadSource(group: DeckSource[]): DeckSource {
  const withResult = group.find((s) => primaryStatement(s.facts)?.reported);
  return withResult ?? group.find((s) => hasArticleContent(s.facts)) ?? group[0]!;
}

/** "ALPHA-1研究" / "ALPHA-1"; else the drug ("一项Drug X临床研究"); else the title (en) or its place (zh). */
function entryLabel(view: TrialView, index: number, labels: ArticleLabels): Phrase {
  if (view.acronym)
    return {
      text: labels.zh ? `${view.acronym.value}研究` : view.acronym.value,
      sources: [view.acronym.source],
    };
  // A drug named in a few words labels the trial; a long description ("ablation using …") does not.
  // A duration ("48 weeks") or an inert comparator ("saline") names no treatment under study.
  const drug =
    view.drug &&
    view.drug.value.trim().split(/\s+/).length <= MAX_DRUG_WORDS &&
    !/^\d/.test(view.drug.value.trim()) &&
    !INERT.test(view.drug.value)
      ? view.drug
      : null;
  const drugName = drug ? (labels.zh ? (phraseZh(drug.value) ?? drug.value) : drug.value) : null;
  if (drug && drugName && (!labels.zh || !/[a-z]{3,}\s+[a-z]{3,}/.test(drugName)))
    return {
      text: labels.zh ? `一项${drugName}临床研究` : `A trial of ${drugName}`,
      sources: [drug.source],
    };
  // Chinese output names an untitled English paper by its place in the report, not by English words.
  if (labels.zh) return { text: `第${zhNumeral(index + 1)}篇新增文献`, sources: [] };
  const title = fitText(view.title, MAX_LABEL);
  if (title) return { text: title, sources: view.facts.title ? [view.facts.title.source] : [] };
  return { text: enOrdinalLabel(index), sources: [] };
}

/**
 * An endpoint name read whole: brackets balanced and not starting inside a word ("d to the control arm (…").
 * A clipped one is not shown; the result is then said without its name.
 */
export function plausibleEndpoint(name: string): boolean {
  const t = name.trim();
  const open = (t.match(/[([]/g) ?? []).length;
  const close = (t.match(/[)\]]/g) ?? []).length;
  return t.length >= 3 && open === close && !/^[a-z]\s/.test(t);
}

export function trialEntry(group: DeckSource[], index: number, labels: ArticleLabels): TrialEntry {
  const view = trialView(leadSource(group));
  const st = primaryStatement(view.facts);
  return {
    sources: group,
    view,
    hasContent: group.some((s) => hasArticleContent(s.facts)),
    label: entryLabel(view, index, labels),
    statement: st && !plausibleEndpoint(st.endpoint) ? { ...st, endpoint: '', endpointSource: null } : st,
  };
}

/**
 * The primary result in one sentence, else the primary endpoint's hazard ratio, else what the paper lacks
 * (naming the endpoint in the entry; `brief`, as in the summary, the fact alone).
 */
export function resultPara(entry: TrialEntry, labels: ArticleLabels, brief = false): Para {
  const st = entry.statement;
  if (st?.reported)
    return para(primaryResultSentence(st, labels.lang), [st.endpointSource, ...statementSources(st)]);
  const hr = entry.view.keyHazardRatios[0];
  if (hr) return hazardRatioSentence(hr, entry.view.facts.arms.length === 2, labels);
  if (st?.endpoint && !brief) return para(primaryResultSentence(st, labels.lang), [st.endpointSource]);
  return para(monitorText('noResult', labels.lang));
}

/** "随机、双盲、安慰剂对照的3期临床试验" as a phrase of the summary line, or null when the paper states no design. */
export function designPhrase(entry: TrialEntry, labels: ArticleLabels): Phrase | null {
  return studyType(entry.view, labels);
}

function typeSentence(entry: TrialEntry, labels: ArticleLabels): Para | null {
  const { view } = entry;
  const name = trialName(view, labels);
  const type = studyType(view, labels);
  const reg = view.facts.registry_id;
  const sources = [...name.sources, ...(type?.sources ?? []), reg?.source];
  if (labels.zh) {
    const regText = reg ? `（注册号：${reg.value}）` : '';
    if (type) return para(`${name.text}是一项${type.text}${regText}。`, sources);
    return reg ? para(`${name.text}的注册号为${reg.value}。`, sources) : null;
  }
  const regText = reg ? ` (${reg.value})` : '';
  if (type)
    return para(`${capitalise(name.text)} was ${article(type.text)} ${type.text}${regText}.`, sources);
  return reg ? para(`${capitalise(name.text)} is registered as ${reg.value}.`, sources) : null;
}

/** Arms and N: the randomisation sentence when the paper reports randomising; else the arms compared. */
function armsSentence(entry: TrialEntry, labels: ArticleLabels): Para | null {
  const f = entry.view.facts;
  if (f.ratio || f.n_randomized) {
    return randomisationSentence(entry.view, labels);
  }
  const arms = f.arms.filter((a) => a.name.value.trim());
  if (arms.length < 2) return null;
  const names = labels.list(arms.map((a) => armName(a, labels)));
  const sources = arms.map((a) => a.name.source);
  return labels.zh ? para(`研究比较了${names}。`, sources) : para(`The study compared ${names}.`, sources);
}

function populationSentence(entry: TrialEntry, labels: ArticleLabels): Para | null {
  const criterion = entry.view.facts.inclusion_criteria.find(
    (c) => isWholeSentence(c.value) && /[.。]$/.test(c.value.trim()) && c.value.trim().length <= MAX_QUOTED,
  );
  if (!criterion) return null;
  const text = criterion.value.trim();
  const zhText = /\p{Script=Han}/u.test(text) ? `研究人群：${text}` : `研究人群（原文）：“${text}”`;
  return labels.zh ? para(zhText, [criterion.source]) : para(`Population: ${text}`, [criterion.source]);
}

function endpointSentence(entry: TrialEntry, labels: ArticleLabels): Para | null {
  const pe = entry.view.facts.primary_endpoint;
  if (!pe) return null;
  const name = endpointText(pe.value);
  if (!name || !plausibleEndpoint(name)) return null;
  if (!labels.zh) return para(`The primary endpoint was ${name}.`, [pe.source]);
  return endpointTerm(name)
    ? para(`主要终点为${endpointZh(name)}。`, [pe.source])
    : para(`主要终点：原文“${name}”。`, [pe.source]);
}

function resultParas(entry: TrialEntry, labels: ArticleLabels): Para[] {
  const { view, statement } = entry;
  const f = view.facts;
  const out: Para[] = [];
  const lead = view.keyHazardRatios[0];
  const leadIsHr = !statement?.reported && lead;
  if (leadIsHr) {
    const medians = mediansSentence(mediansOf(f, lead.endpoint), lead.endpoint, labels);
    if (medians) out.push(medians);
  }
  out.push(resultPara(entry, labels));
  const others = view.keyHazardRatios
    .filter((hr) => hr !== lead || !leadIsHr)
    .filter((hr) => !isPrimaryEffect(hr, statement))
    .slice(0, MAX_OTHER_HRS);
  for (const hr of others) {
    const medians = mediansSentence(mediansOf(f, hr.endpoint), hr.endpoint, labels);
    if (medians) out.push(medians);
    out.push(hazardRatioSentence(hr, f.arms.length === 2, labels));
  }
  return out;
}

function safetyParas(entry: TrialEntry, labels: ArticleLabels): Para[] {
  const table = tablesOf(entry.view, 'safety')[0];
  if (!table) return [];
  const rows = numericRows(table).slice(0, MAX_SAFETY_ROWS);
  if (rows.length === 0) return [];
  return [tableLead(table, labels), ...rows.map((r) => rowPara(table, r, labels))];
}

/** The authors' concluding sentence, as printed and marked as their words. */
export function conclusionPara(entry: TrialEntry, labels: ArticleLabels): Para | null {
  const k = keySentences(entry.view).find((s) => s.value.trim().length <= MAX_QUOTED);
  if (!k) return null;
  const text = k.value.trim();
  return labels.zh
    ? para(/\p{Script=Han}/u.test(text) ? `“${text}”` : `原文：“${text}”`, [k.source])
    : para(`"${text}"`, [k.source]);
}

const citationPara = (s: DeckSource): Para => referenceOf(s);

/** A trial in brief (when the report has more trials than chapters): its citations and its result line. */
export function briefSection(entry: TrialEntry, line: Para): SectionDraft | null {
  return section(
    entry.label.text,
    [textItem([...entry.sources.map(citationPara), line])],
    entry.label.sources.length > 0 ? entry.label.sources : undefined,
  );
}

/**
 * The entry as one chapter: citation(s), design (type, registry, arms and N, population, primary endpoint),
 * main result, key safety when a safety table is printed, and the authors' conclusion. A paper with nothing
 * to read gets its citation and a sentence saying so.
 */
export function entryChapter(
  entry: TrialEntry,
  labels: ArticleLabels,
  earlierPaperCovered: boolean,
): { draft: ChapterDraft; titleSources: Provenance[] } | null {
  const citation = section(monitorText('sectionCitation', labels.lang), [
    textItem([
      ...entry.sources.map(citationPara),
      ...(earlierPaperCovered ? [para(monitorText('earlierPaper', labels.lang))] : []),
    ]),
  ]);
  const title = entry.label.text;
  if (!entry.hasContent) {
    const draft = chapter(title, [
      citation,
      section(monitorText('sectionResult', labels.lang), [
        textItem([para(monitorText('noContent', labels.lang))]),
      ]),
    ]);
    return draft ? { draft, titleSources: entry.label.sources } : null;
  }
  const conclusion = conclusionPara(entry, labels);
  const draft = chapter(title, [
    citation,
    section(monitorText('sectionDesign', labels.lang), [
      textItem(
        [
          typeSentence(entry, labels),
          armsSentence(entry, labels),
          populationSentence(entry, labels),
          endpointSentence(entry, labels),
        ].filter((p): p is Para => p !== null),
      ),
    ]),
    section(monitorText('sectionResult', labels.lang), [textItem(resultParas(entry, labels))]),
    section(monitorText('sectionSafety', labels.lang), [textItem(safetyParas(entry, labels))]),
    section(monitorText('sectionConclusion', labels.lang), [textItem(conclusion ? [conclusion] : [])]),
  ]);
  return draft ? { draft, titleSources: entry.label.sources } : null;
}

/** The drug every entry shares ("Drug X"), for the report's title; null when they differ or none is named. */
export function sharedDrug(entries: TrialEntry[]): { value: string; source: Provenance } | null {
  const drugs = entries.map((e) => e.view.drug);
  const first = drugs[0];
  if (!first || drugs.some((d) => !d || d.value.toLowerCase() !== first.value.toLowerCase())) return null;
  return first;
}

/** A drug as the report names it: Chinese when the glossary knows it. */
export function drugText(value: string, labels: ArticleLabels): string {
  return labels.zh ? nameZh(value) : value;
}

/** One line per new trial: its name (unless `withLabel` is false), its design, its primary result. */
export function summaryLine(entry: TrialEntry, labels: ArticleLabels, withLabel = true): Para {
  const design = entry.hasContent ? designPhrase(entry, labels) : null;
  const result = entry.hasContent
    ? resultPara(entry, labels, true)
    : para(monitorText('noContent', labels.lang));
  const designText = design
    ? `${labels.zh ? design.text : design.text.charAt(0).toUpperCase() + design.text.slice(1)}${labels.stop}`
    : '';
  const lead = withLabel ? `${entry.label.text}${labels.zh ? '：' : ': '}` : '';
  return para(`${lead}${designText}${labels.zh ? '' : designText ? ' ' : ''}${result.text}`, [
    ...entry.label.sources,
    ...(design?.sources ?? []),
    ...result.sources,
  ]);
}
