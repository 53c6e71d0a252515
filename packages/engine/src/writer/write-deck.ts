import { chineseFactsForOutput } from './chinese-facts-en';
import { withoutReferenceNumbers } from './reference-number';
import type { Slide, TocItem } from '@prowrite/contracts';
import { coverSlide } from './cover-slide';
import { conclusionSlides } from './conclusion-slides';
import { type DeckSource, hasAnyFacts, sourceTitle, type WriteDeckInput } from './context';
import { designSlides } from './design-slides';
import { efficacySlides } from './efficacy-slides';
import { figureSlides } from './figure-slides';
import { primaryResultSlide } from './primary-slides';
import { type LabelKey, type Labels, labelsFor } from './labels';
import { MAX_TOC_ITEMS } from './layouts';
import { isMedicalTemplate } from './medical/medical-layouts';
import { medicalDrafts } from './medical/write-medical-deck';
import { type DeckSourceRef, SlideDraft } from './slide-draft';
import { tableSlides, tablesOfKind } from './table-slides';

type Chapter = { key: LabelKey; slides: SlideDraft[] };

/** ToC entries list this many slide titles of their chapter. */
const MAX_SECTION_TITLES = 4;

function chapters(sources: DeckSource[], labels: Labels): Chapter[] {
  const tables = (kind: 'baseline' | 'safety' | 'efficacy', heading: string) =>
    tablesOfKind(sources, kind).flatMap((t) => tableSlides(t, heading, labels));
  const all: Chapter[] = [
    { key: 'design', slides: sources.flatMap((s) => designSlides(s, labels)) },
    { key: 'baseline', slides: tables('baseline', labels.t('baseline')) },
    {
      key: 'efficacy',
      slides: [
        ...sources.flatMap((s) => {
          const primary = primaryResultSlide(s, labels);
          return primary ? [primary, ...efficacySlides(s, labels)] : efficacySlides(s, labels);
        }),
        ...tables('efficacy', labels.t('efficacy')),
      ],
    },
    { key: 'safety', slides: tables('safety', labels.t('safety')) },
    { key: 'figures', slides: figureSlides(sources, labels) },
    { key: 'conclusions', slides: conclusionSlides(sources, labels) },
  ];
  return all.filter((c) => c.slides.length > 0);
}

function tableOfContents(list: Chapter[], labels: Labels): SlideDraft {
  const d = new SlideDraft('table_of_the_contents_001');
  d.heading('Title', labels.t('contents'));
  const items: TocItem[] = list.slice(0, MAX_TOC_ITEMS).map((chapter, i) => {
    const titles = [
      ...new Set(chapter.slides.map((s) => s.title).filter((t) => t && t !== labels.t(chapter.key))),
    ];
    return {
      id: `chapter_${i + 1}`,
      chapter_num: i + 1,
      text: labels.t(chapter.key),
      section_titles: titles
        .slice(0, MAX_SECTION_TITLES)
        .map((text, j) => ({ id: `chapter_${i + 1}_${j + 1}`, text })),
    };
  });
  d.toc('contents', items);
  return d;
}

function chapterTitle(index: number, chapter: Chapter, labels: Labels): SlideDraft {
  const d = new SlideDraft('chapter_title_001');
  d.text('chapter_number', String(index + 1).padStart(2, '0'));
  d.heading('chapter_title', labels.t(chapter.key));
  return d;
}

function closing(labels: Labels): SlideDraft {
  const d = new SlideDraft('closing_slide_001');
  d.heading('Title', labels.t('thanks'));
  return d;
}

function generalDrafts(input: WriteDeckInput, sources: DeckSource[], labels: Labels): SlideDraft[] {
  const list = chapters(sources, labels);
  if (list.length === 0) return [];
  const drafts: SlideDraft[] = [
    coverSlide('cover_slide_001_alt', input, sources[0], labels),
    tableOfContents(list, labels),
  ];
  list.forEach((chapter, i) => {
    drafts.push(chapterTitle(i, chapter, labels), ...chapter.slides);
  });
  drafts.push(closing(labels));
  return drafts;
}

/**
 * The offline deck writer: a deterministic deck from the sources' facts. Cover, contents, then chapters
 * (design, baseline, efficacy, safety, figures, conclusions) that exist only when their facts do, closing.
 * Nothing is invented: a missing fact leaves its field or slide out. No chapter at all -> an empty deck.
 * The medical templates (medical_template1..3) get the same chapters on the medical layouts; any other template
 * the general layouts.
 */
export function writeDeck(input: WriteDeckInput): Slide[] {
  const labels = labelsFor(input.outLang);
  const sources = input.facts
    .filter((s) => hasAnyFacts(s.facts))
    .map((s) => ({ ...s, facts: chineseFactsForOutput(withoutReferenceNumbers(s.facts), input.outLang) }));
  const drafts = isMedicalTemplate(input.template)
    ? medicalDrafts(input, sources, labels)
    : generalDrafts(input, sources, labels);
  if (drafts.length === 0) return [];
  const refs = new Map<string, DeckSourceRef>(
    input.facts.map((s, index) => [
      s.fileId,
      { index, fileId: s.fileId, title: sourceTitle(s), sha1: s.sha1 ?? '' },
    ]),
  );
  return drafts.map((d, i) => d.build(i + 1, refs));
}
