import { TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import type { KindMessageKeyOf, WebArticleKind } from '../web-kind';
import { retrospectiveStudyMessages } from './retrospective-study.messages';

/** Retrospective study analysis (回顾性研究分析): drawn by the Tweets renderers, template 1 (blue) or 3 (teal). */
export const retrospectiveStudyWebKind: WebArticleKind<KindMessageKeyOf<typeof retrospectiveStudyMessages>> =
  {
    type: 'RetrospectiveStudy',
    label: 'article.type.RetrospectiveStudy',
    templates: [
      {
        id: 'retrospective_study_template1',
        label: 'article.template.retrospective_study_template1',
        number: 1,
      },
      {
        id: 'retrospective_study_template2',
        label: 'article.template.retrospective_study_template2',
        number: 3,
      },
    ],
    themeColour: (template) =>
      template === 'retrospective_study_template2' ? TWEETS_THEME_COLOURS[1] : TWEETS_THEME_COLOURS[0],
    base: 'Tweets',
    messages: retrospectiveStudyMessages,
  };
