import {
  type ArticleComponent,
  type ArticleComponentKind,
  COMPONENT_CHAR_LIMITS,
  measureText,
} from '@prowrite/contracts';
import { fitText } from '../../../writer/fit-text';
import type { OutLang } from '../../../writer/labels';
import { type ArticleLabels, articleLabels } from '../../article-labels';
import { ComponentBuilder } from '../../component-builder';
import { trimChapters } from '../../drafts';
import { SeededIds } from '../../ids';
import { type Para, para } from '../../paragraph';
import { referenceOf } from '../../references';
import type { ArticleKindWriter, KindWriteInput } from '../kind-writer';
import { coveredCount } from './covered-list';
import { reportChapters } from './report-chapters';
import { countText, monitorText, papersText } from './monitor-labels';
import { distinctPapers, groupByTrial, newSources } from './new-sources';
import { drugText, summaryLine, sharedDrug, type TrialEntry, trialEntry } from './trial-entry';

/** The side components a monitoring report writes unless the work selects fewer. */
export const MONITOR_REPORT_COMPONENTS: readonly ArticleComponentKind[] = [
  'summary',
  'references',
  'statement',
];

const MAX_TITLE = 500;
/** The summary leaves room under its limit (10000) for the lead sentences. */
const SUMMARY_LINES_BUDGET = 8500;

function defaultSeed(input: KindWriteInput): string {
  return JSON.stringify([
    'MonitorReport',
    input.template,
    input.outLang,
    input.title ?? '',
    input.facts.map((s) => [s.fileId, s.sha1 ?? '']),
    (input.covered ?? []).map((c) => c.sha1),
  ]);
}

/** "本期新增三篇文献" / "Three new papers in this report"; the "none new" wording otherwise. */
function subtitle(newCount: number, covered: number, lang: OutLang): string {
  if (newCount === 0) return monitorText(covered > 0 ? 'subtitleNoneSinceLast' : 'subtitleNone', lang);
  if (lang === 'zh-cn') return `本期新增${papersText(newCount, lang)}`;
  const words = papersText(newCount, lang);
  return `${words.charAt(0).toUpperCase()}${words.slice(1).replace(/papers?$/, (p) => `new ${p}`)} in this report`;
}

/** "本期新增三篇文献，涉及两项研究；另有一篇文献已在本系列往期报告中收录，本期不再重复介绍。" */
function leadSentence(newCount: number, trials: number, covered: number, lang: OutLang): string {
  if (lang === 'zh-cn') {
    const trialsText = trials < newCount ? `，涉及${countText(trials, lang)}项研究` : '';
    const coveredText =
      covered > 0 ? `；另有${papersText(covered, lang)}已在本系列往期报告中收录，本期不再重复介绍` : '';
    return `本期新增${papersText(newCount, lang)}${trialsText}${coveredText}。`;
  }
  const be = (n: number) => (n === 1 ? 'is' : 'are');
  const words = papersText(newCount, lang);
  const head = `${words.charAt(0).toUpperCase()}${words.slice(1)} ${be(newCount)} new in this report`;
  const trialsText =
    trials < newCount ? `, from ${countText(trials, lang)} ${trials === 1 ? 'trial' : 'trials'}` : '';
  const coveredText =
    covered > 0
      ? `; ${papersText(covered, lang)} covered by earlier reports of this series ${be(covered)} not presented again`
      : '';
  return `${head}${trialsText}${coveredText}.`;
}

function summaryParas(entries: TrialEntry[], input: KindWriteInput, labels: ArticleLabels): Para[] {
  const lang = labels.lang;
  const fresh = distinctPapers(newSources(input));
  const covered = coveredCount(input);
  if (fresh.length === 0)
    return [para(monitorText(input.facts.length === 0 ? 'noSources' : 'noneSinceLast', lang))];
  const out = [
    para(leadSentence(fresh.length, entries.length, covered, lang)),
    para(monitorText('scope', lang)),
  ];
  let used = 0;
  let left = entries.length;
  for (const entry of entries) {
    const line = summaryLine(entry, labels);
    used += measureText(line.text);
    if (used > SUMMARY_LINES_BUDGET) break;
    out.push(line);
    left--;
  }
  if (left > 0)
    out.push(
      para(
        labels.zh
          ? `其余${countText(left, lang)}项研究见正文。`
          : `The other ${countText(left, lang)} ${left === 1 ? 'trial is' : 'trials are'} presented below.`,
      ),
    );
  return out;
}

/**
 * The offline writer of the literature-monitoring report: banner (title, "本期新增N篇文献"), what is new
 * (a count and one line per new trial: name, design, primary result), one chapter per new trial (citations,
 * design, main result, key safety, the authors' conclusion as their words), the previously covered papers by
 * name, references and the statement. New means no earlier report of the series covered the file (by content
 * hash); several papers of one registry number are one trial. With nothing new it says so and writes no entry.
 * Every number written is one a source prints, with its provenance on the component; no date or period is
 * stated unless a source prints it.
 */
export function* writeMonitorReport(input: KindWriteInput): Generator<ArticleComponent> {
  const labels = articleLabels(input.outLang);
  const lang = labels.lang;
  const ids = new SeededIds(input.idSeed ?? defaultSeed(input));
  const wanted = new Set<ArticleComponentKind>(
    (input.optionalComponents ?? MONITOR_REPORT_COMPONENTS).filter((k) =>
      MONITOR_REPORT_COMPONENTS.includes(k),
    ),
  );
  const fresh = distinctPapers(newSources(input));
  const entries = groupByTrial(fresh).map((group, i) => trialEntry(group, i, labels));
  const covered = coveredCount(input);

  const banner = new ComponentBuilder(ids, 'banner', '');
  const drug = sharedDrug(entries);
  const given = input.title?.trim();
  if (given) banner.plain('post_title', fitText(given, MAX_TITLE));
  else if (drug) {
    const name = drugText(drug.value, labels);
    const title = labels.zh
      ? `${name}${monitorText('reportTitle', lang)}`
      : `${name}: ${monitorText('reportTitle', lang).toLowerCase()}`;
    banner.plain('post_title', fitText(title, MAX_TITLE), [drug.source]);
  } else banner.plain('post_title', monitorText('reportTitle', lang));
  banner.plain('post_subtitle', subtitle(fresh.length, covered, lang));
  banner.plain('drug_name', drug ? drugText(drug.value, labels) : '', [drug?.source]);
  banner.plain('copyright', '');
  yield banner.build(ids.id());

  if (wanted.has('summary')) {
    const summary = new ComponentBuilder(ids, 'summary', monitorText('summaryTitle', lang));
    summary.paragraphs('summary', summaryParas(entries, input, labels));
    yield summary.build(ids.id());
  }

  const articleTitle = monitorText(entries.length > 0 ? 'detailTitle' : 'noNewTitle', lang);
  const chapters = reportChapters(
    entries,
    input,
    labels,
    COMPONENT_CHAR_LIMITS.article - measureText(articleTitle),
  );
  // A safety net only: the plan already fits (a single oversized trial is cut from its end).
  const drafts = trimChapters(
    chapters.map((c) => c.draft),
    COMPONENT_CHAR_LIMITS.article,
    measureText(articleTitle),
  );
  const body = new ComponentBuilder(ids, 'article', '');
  body.article(articleTitle, drafts);
  chapters.forEach((c, i) => {
    body.cite(c.draft.title, c.titleSources, `chapters.${i}.chapter_title`);
  });
  yield body.build(ids.id());

  if (wanted.has('references') && entries.length > 0) {
    const refs = new ComponentBuilder(ids, 'references', monitorText('referencesTitle', lang));
    refs.references(
      'references',
      entries.flatMap((e) => e.sources.map(referenceOf)),
    );
    yield refs.build(ids.id());
  }
  if (wanted.has('statement')) {
    const statement = new ComponentBuilder(ids, 'statement', monitorText('statementTitle', lang));
    statement.paragraphs('statement', [para(monitorText('statement', lang))]);
    yield statement.build(ids.id());
  }
}

export const monitorReportWriter: ArticleKindWriter = writeMonitorReport;
