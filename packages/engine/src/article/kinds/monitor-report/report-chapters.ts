import type { Provenance } from '@prowrite/contracts';
import type { ArticleLabels } from '../../article-labels';
import {
  type ChapterDraft,
  chapter,
  chapterLength,
  type SectionDraft,
  section,
  textItem,
} from '../../drafts';
import { para } from '../../paragraph';
import type { KindWriteInput } from '../kind-writer';
import { coveredCount, coveredSection } from './covered-list';
import { countText, monitorText } from './monitor-labels';
import { coveredWorkSources, trialKey } from './new-sources';
import { briefSection, entryChapter, summaryLine, type TrialEntry } from './trial-entry';

/** The contract's caps on chapters per article and sections per chapter. */
const MAX_CHAPTERS = 20;
const MAX_SECTIONS = 50;
/** Room kept for the "N further trials are not listed" line. */
const RESERVE = 200;

export type ReportChapter = { draft: ChapterDraft; titleSources: Provenance[] };

/** Trials with a new paper whose other paper (same registry number) an earlier report covered. */
function trialsWithCoveredPaper(input: KindWriteInput): Set<string> {
  return new Set(coveredWorkSources(input).flatMap((s) => trialKey(s) ?? []));
}

function notListed(n: number, labels: ArticleLabels): SectionDraft | null {
  const text = labels.zh
    ? `另有${countText(n, labels.lang)}项研究未在此列出，详见参考文献。`
    : n === 1
      ? 'One further trial is not listed here; see the references.'
      : n <= 20
        ? `A further ${countText(n, labels.lang)} trials are not listed here; see the references.`
        : 'Further trials are not listed here; see the references.';
  return section('', [textItem([para(text)])]);
}

type Brief = { chapter: ReportChapter | null; unlisted: number };

/** Trials in brief, one section each, as many as `budget` holds; the rest counted, never dropped unsaid. */
function briefChapter(rest: TrialEntry[], labels: ArticleLabels, budget: number): Brief {
  if (rest.length === 0) return { chapter: null, unlisted: 0 };
  const title = monitorText('briefTitle', labels.lang);
  const sections: SectionDraft[] = [];
  let used = chapterLength({ title, sections: [] });
  for (const entry of rest) {
    if (sections.length >= MAX_SECTIONS - 1) break;
    const s = briefSection(entry, summaryLine(entry, labels, false));
    if (!s) continue;
    const width = chapterLength({ title: '', sections: [s] });
    if (used + width > budget - RESERVE) break;
    sections.push(s);
    used += width;
  }
  const unlisted = rest.length - sections.length;
  if (unlisted > 0) {
    const line = notListed(unlisted, labels);
    if (line) sections.push(line);
  }
  const draft = chapter(title, sections);
  return { chapter: draft ? { draft, titleSources: [] } : null, unlisted };
}

const total = (chapters: (ReportChapter | null)[]) =>
  chapters.reduce((n, c) => n + (c ? chapterLength(c.draft) : 0), 0);

/**
 * The article's chapters within its length limit and the contract's 20 chapters: as many trials in full as
 * fit (in report order), the others in brief (citation and result line), and the covered papers by name last.
 * A trial that fits neither way is counted in a closing line, so no trial leaves the report unsaid.
 */
export function reportChapters(
  entries: TrialEntry[],
  input: KindWriteInput,
  labels: ArticleLabels,
  limit: number,
): ReportChapter[] {
  const lang = labels.lang;
  const earlier = trialsWithCoveredPaper(input);
  const coveredDraft =
    coveredCount(input) > 0
      ? chapter(monitorText('coveredTitle', lang), [
          coveredSection(input, labels, monitorText('sectionCoveredList', lang)),
        ])
      : null;
  const covered: ReportChapter | null = coveredDraft ? { draft: coveredDraft, titleSources: [] } : null;

  if (entries.length === 0) {
    const none = chapter(monitorText('noNewTitle', lang), [
      section('', [
        textItem([para(monitorText(input.facts.length === 0 ? 'noSources' : 'noneSinceLast', lang))]),
      ]),
    ]);
    return [...(none ? [{ draft: none, titleSources: [] }] : []), ...(covered ? [covered] : [])];
  }

  const full = entries.map((entry) => {
    // A group shares one registry number, so the lead source's key is the trial's.
    const key = trialKey(entry.view.source);
    return entryChapter(entry, labels, key !== null && earlier.has(key));
  });
  const budget = limit - total([covered]);
  const room = MAX_CHAPTERS - (covered ? 1 : 0);
  // The most trials in full such that the others all fit in brief; failing that, the fewest left unlisted.
  let best: { k: number; brief: Brief } | null = null;
  for (let k = Math.min(entries.length, room); k >= 0; k--) {
    // The brief chapter needs a chapter of its own.
    if (k < entries.length && k > room - 1) continue;
    const fullLength = total(full.slice(0, k));
    if (fullLength > budget) continue;
    const brief = briefChapter(entries.slice(k), labels, budget - fullLength);
    if (!best || brief.unlisted < best.brief.unlisted) best = { k, brief };
    if (brief.unlisted === 0) break;
  }
  const k = best?.k ?? 0;
  const detailed = full.slice(0, k).filter((c): c is ReportChapter => c !== null);
  const brief = best?.brief.chapter ?? null;
  return [...detailed, ...(brief ? [brief] : []), ...(covered ? [covered] : [])];
}
