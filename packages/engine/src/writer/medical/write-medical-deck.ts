import type { TextGroupEntry } from '@prowrite/contracts';
import { coverSlide } from '../cover-slide';
import type { DeckSource, WriteDeckInput } from '../context';
import { fitText } from '../fit-text';
import type { LabelKey, Labels } from '../labels';
import { medicalPrimaryResultSlide } from '../primary-slides';
import { SlideDraft } from '../slide-draft';
import { medicalDesignSlides } from './medical-design';
import { MEDICAL_LIST_LIMITS } from './medical-layouts';
import { medicalComparisons, medicalFigures, medicalKeyPoints, medicalTables } from './medical-slides';

type Chapter = { key: LabelKey; slides: SlideDraft[] };

const MAX_AGENDA_TITLES = 3;
/** Agenda bullets are slide titles; long ones are shortened so the right-hand list stays readable. */
const MAX_AGENDA_LINE = 80;

function chapters(sources: DeckSource[], labels: Labels): Chapter[] {
  const all: Chapter[] = [
    { key: 'design', slides: sources.flatMap((s) => medicalDesignSlides(s, labels)) },
    { key: 'baseline', slides: medicalTables(sources, 'baseline', labels.t('baseline'), labels) },
    {
      key: 'efficacy',
      slides: [
        ...sources.flatMap((s) => {
          const primary = medicalPrimaryResultSlide(s, labels);
          return primary ? [primary, ...medicalComparisons(s, labels)] : medicalComparisons(s, labels);
        }),
        ...medicalTables(sources, 'efficacy', labels.t('efficacy'), labels),
      ],
    },
    { key: 'safety', slides: medicalTables(sources, 'safety', labels.t('safety'), labels) },
    { key: 'figures', slides: medicalFigures(sources, labels) },
    { key: 'conclusions', slides: medicalKeyPoints(sources, labels) },
  ];
  return all.filter((c) => c.slides.length > 0);
}

/** The agenda (hcp_ppt_a_036): one group per chapter listing its first slide titles; numbered past three. */
function agenda(list: Chapter[], labels: Labels): SlideDraft {
  const d = new SlideDraft('hcp_ppt_a_036');
  d.heading('title', labels.t('contents'));
  const groups: TextGroupEntry[] = list.slice(0, MEDICAL_LIST_LIMITS.agendaGroups).map((chapter) => {
    const titles = [
      ...new Set(chapter.slides.map((s) => s.title).filter((t) => t && t !== labels.t(chapter.key))),
    ];
    return {
      group_title: labels.t(chapter.key),
      list: titles
        .map((t) => fitText(t, MAX_AGENDA_LINE))
        .filter(Boolean)
        .slice(0, MAX_AGENDA_TITLES),
    };
  });
  d.textGroups('text_group', groups);
  return d;
}

function chapterOpener(chapter: Chapter, labels: Labels): SlideDraft {
  const d = new SlideDraft('hcp_ppt_a_002');
  d.heading('title', labels.t(chapter.key));
  return d;
}

function closing(labels: Labels): SlideDraft {
  const d = new SlideDraft('hcp_ppt_a_009');
  d.text('closing_slogan', labels.t('slogan'));
  return d;
}

/**
 * The medical deck (medical_template1..3) from the sources with facts: cover, agenda, chapters on the medical
 * layouts (trial design chart or overview, tables, HR comparisons, figures, key points), closing slogan.
 * Empty when no chapter has content.
 */
export function medicalDrafts(input: WriteDeckInput, sources: DeckSource[], labels: Labels): SlideDraft[] {
  const list = chapters(sources, labels);
  if (list.length === 0) return [];
  const drafts: SlideDraft[] = [
    coverSlide(
      input.template === 'medical_template2' ? 'hcp_ppt_a_004' : 'hcp_ppt_a_001',
      input,
      sources[0],
      labels,
    ),
    agenda(list, labels),
  ];
  for (const chapter of list) drafts.push(chapterOpener(chapter, labels), ...chapter.slides);
  drafts.push(closing(labels));
  return drafts;
}
