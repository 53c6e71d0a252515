import type { ArticleLabels } from '../../article-labels';
import { type ChapterDraft, chapter, section, textItem } from '../../drafts';
import { para } from '../../paragraph';
import { authorSentences, quotedSentences } from './design-chapters';
import { studyText } from './labels';
import type { StudyView } from './study-view';

const MAX_LIMITATIONS = 6;
const MAX_CONCLUSIONS = 3;

/**
 * Limitations: the authors' own sentences as marked quotes; for an observational study, the caution every
 * reading of observational evidence needs (association, residual confounding). A trial gets no such wording.
 */
export function limitationsChapter(view: StudyView, labels: ArticleLabels): ChapterDraft | null {
  const own = quotedSentences(
    studyText('limitationsLead', labels.lang),
    view.facts.limitations ?? [],
    labels,
    MAX_LIMITATIONS,
  );
  const stated = section(studyText('sectionAuthorsLimitations', labels.lang), [
    textItem(own.length > 0 ? own : [para(studyText('noLimitations', labels.lang))]),
  ]);
  const reading =
    view.kind === 'observational'
      ? section(studyText('sectionReading', labels.lang), [
          textItem([para(studyText('observationalCaution', labels.lang))]),
        ])
      : null;
  return chapter(studyText('chapterLimitations', labels.lang), [stated, reading]);
}

/** The authors' conclusion, quoted as printed (concluding sentences first). */
export function conclusionChapter(view: StudyView, labels: ArticleLabels): ChapterDraft | null {
  const paras = quotedSentences(
    studyText('conclusionLead', labels.lang),
    authorSentences(view),
    labels,
    MAX_CONCLUSIONS,
  );
  return chapter(studyText('chapterConclusion', labels.lang), [
    section(studyText('sectionAuthorsConclusion', labels.lang), [textItem(paras)]),
  ]);
}
