import type { Provenance } from '@prowrite/contracts';
import { phraseZh } from '../article/glossary';
import { trialView } from '../article/trial-view';
import { primaryResultWithin } from '../results/primary-text';
import { primaryStatement, statementSources } from '../results/primary-statement';
import { CONCLUDING } from './conclusion-slides';
import type { DeckSource, WriteDeckInput } from './context';
import { conclusionSentences, isMarkedQuote, sourceSentence } from './source-quote';
import type { Labels } from './labels';
import { personsRandomised } from './randomised-count';
import type { WriterLayoutId } from './layouts';
import { SlideDraft } from './slide-draft';

/**
 * A Chinese cover title for a paper printed in English: the trial's short name, else its drug, in a fixed
 * Chinese frame ("REAL3研究主要结果"); null when the paper names neither (its title is then quoted).
 */
function chineseTitle(source: DeckSource, labels: Labels): { text: string; source: Provenance } | null {
  if (/\p{Script=Han}/u.test(source.facts.title?.value ?? '')) return null;
  const view = trialView(source);
  if (view.acronym) return { text: `${view.acronym.value}研究主要结果`, source: view.acronym.source };
  const drug = view.drug ? phraseZh(view.drug.value) : null;
  if (drug && view.drug) return { text: `${drug}临床研究主要结果`, source: view.drug.source };
  return designTitle(source, labels);
}

/**
 * A title from the design facts when the paper names no trial or known drug ("随机、双盲、3期临床研究主要结果");
 * null without any design fact. Never the file name.
 */
function designTitle(source: DeckSource, labels: Labels): { text: string; source: Provenance } | null {
  const parts = designParts(source, labels);
  if (parts.length === 0) return null;
  return { text: `${parts.map((p) => p.text).join('、')}临床研究主要结果`, source: parts[0]!.source };
}

/** The design words the facts give ("随机", "双盲", "3期"), each with its source. */
function designParts(source: DeckSource, labels: Labels): { text: string; source: Provenance }[] {
  const f = source.facts;
  const randomisation = f.ratio ?? f.n_randomized;
  return [
    randomisation ? { text: labels.t('randomised'), source: randomisation.source } : null,
    f.blinding ? { text: labels.blinding(f.blinding.value), source: f.blinding.source } : null,
    f.phase ? { text: labels.phase(f.phase.value), source: f.phase.source } : null,
  ].filter((p): p is { text: string; source: Provenance } => p !== null);
}

/**
 * The cover summary in Chinese from the design facts ("该研究是一项随机、双盲、3期临床研究，共217例患者随机分组。");
 * null without them. The cover never quotes the authors' English sentence: the conclusion slide is the one
 * place that quotes the authors (a source sentence is quoted once per work).
 */
export function designSummaryZh(
  source: DeckSource,
  labels: Labels,
): { text: string; sources: Provenance[]; counted: boolean } | null {
  const parts = designParts(source, labels);
  const n = personsRandomised(source.facts);
  const nSource = source.facts.n_randomized?.source;
  if (parts.length === 0 && !n) return null;
  const what = parts.length > 0 ? `${parts.map((p) => p.text).join('、')}临床研究` : '临床研究';
  const count = n ? `，共${n}例患者随机分组` : '';
  return {
    text: `该研究是一项${what}${count}。`,
    sources: [...parts.map((p) => p.source), ...(n && nSource ? [nSource] : [])],
    counted: Boolean(n),
  };
}

/**
 * The cover of either family: the given title or the trial's, registry id and phase as the subtitle, the
 * first key sentence as the summary. Only the layout differs between the general and medical decks.
 */
export function coverSlide(
  layoutId: Extract<WriterLayoutId, 'cover_slide_001_alt' | 'hcp_ppt_a_001' | 'hcp_ppt_a_004'>,
  input: WriteDeckInput,
  primary: DeckSource | undefined,
  labels: Labels,
): SlideDraft {
  const d = new SlideDraft(layoutId);
  const given = input.title?.trim();
  if (given) d.heading('presentation_title', given);
  else if (primary?.facts.title) {
    const zhTitle = labels.lang === 'zh-cn' ? chineseTitle(primary, labels) : null;
    if (zhTitle) {
      d.heading('presentation_title', zhTitle.text);
      if (d.title) d.cite(d.title, zhTitle.source, 'presentation_title');
    } else {
      d.heading('presentation_title', sourceSentence(primary.facts.title.value, labels.lang));
      if (d.title) d.cite(d.title, primary.facts.title.source, 'presentation_title');
    }
  }
  // A title too long for the cover (never cut) gives way to one built from the design facts in Chinese
  // output, else to the file name (English output) or the word "design".
  if (!d.title && labels.lang === 'zh-cn' && primary) {
    const built = designTitle(primary, labels);
    if (built) {
      d.heading('presentation_title', built.text);
      if (d.title) d.cite(d.title, built.source, 'presentation_title');
    }
  }
  if (!d.title)
    d.heading(
      'presentation_title',
      labels.lang === 'zh-cn' ? labels.t('design') : (primary?.fileName ?? labels.t('design')),
    );
  if (!primary) return d;
  const f = primary.facts;
  const parts: { text: string; source: Provenance }[] = [];
  if (f.registry_id) parts.push({ text: f.registry_id.value, source: f.registry_id.source });
  if (f.phase) parts.push({ text: labels.phase(f.phase.value), source: f.phase.source });
  if (parts.length > 0) {
    d.text(
      'presentation_subtitle',
      parts.map((p) => p.text).join(' · '),
      parts.map((p) => p.source),
    );
  }
  // The summary is the primary result when the sources give one, else the authors' first finding.
  const primaryResult = primaryStatement(f);
  if (primaryResult?.reported) {
    d.text('brief_summary', primaryResultWithin(primaryResult, labels.lang, 300), [
      primaryResult.endpointSource,
      ...statementSources(primaryResult),
    ]);
    return d;
  }
  const summary = conclusionSentences(f.key_sentences, CONCLUDING)[0];
  const text = summary ? sourceSentence(summary.value, labels.lang) : '';
  if (summary && text && !isMarkedQuote(text)) {
    d.text('brief_summary', text, [summary.source]);
    return d;
  }
  const design = labels.lang === 'zh-cn' ? designSummaryZh(primary, labels) : null;
  // Design words alone that the title already says ("随机临床研究主要结果") add nothing: left out.
  const repeatsTitle = design && !design.counted && designTitle(primary, labels)?.text === d.title;
  if (design && !repeatsTitle) d.text('brief_summary', design.text, design.sources);
  else if (summary && text && labels.lang !== 'zh-cn') d.text('brief_summary', text, [summary.source]);
  return d;
}
