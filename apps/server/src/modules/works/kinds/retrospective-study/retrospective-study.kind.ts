import { kindTemplates, TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import {
  RETROSPECTIVE_STUDY_COMPONENTS,
  retrospectiveStudyWriter,
} from '@prowrite/engine/article/kinds/retrospective-study';
import type { WorkKind } from '../work-kind';
import { retrospectiveStudyDeck } from './retrospective-study.deck';

/** Retrospective study analysis (回顾性研究分析): template 1 starts blue, template 2 teal (the Tweets palette). */
export const retrospectiveStudyKind: WorkKind = {
  type: 'RetrospectiveStudy',
  templates: kindTemplates('RetrospectiveStudy'),
  defaultOptionalComponents: RETROSPECTIVE_STUDY_COMPONENTS,
  themeColour: (template) =>
    template === 'retrospective_study_template2' ? TWEETS_THEME_COLOURS[1] : TWEETS_THEME_COLOURS[0],
  write: retrospectiveStudyWriter,
  needsReportId: false,
  deck: retrospectiveStudyDeck,
};
