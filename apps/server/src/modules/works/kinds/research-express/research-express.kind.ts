import { kindTemplates, TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import {
  RESEARCH_EXPRESS_OPTIONAL,
  writeResearchExpress,
} from '@prowrite/engine/article/kinds/research-express';
import type { WorkKind } from '../work-kind';
import { researchExpressDeck } from './research-express.deck';

/** Research express (文献速递): template 1 starts blue, template 2 teal (the Tweets palette). */
export const researchExpressKind: WorkKind = {
  type: 'ResearchExpress',
  templates: kindTemplates('ResearchExpress'),
  defaultOptionalComponents: RESEARCH_EXPRESS_OPTIONAL,
  themeColour: (template) =>
    template === 'research_express_template2' ? TWEETS_THEME_COLOURS[1] : TWEETS_THEME_COLOURS[0],
  write: writeResearchExpress,
  needsReportId: false,
  deck: researchExpressDeck,
};
