import { RESEARCH_EXPRESS_TEMPLATES, TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import { RESEARCH_EXPRESS_OPTIONAL, writeResearchExpress } from '@prowrite/engine';
import type { WorkKind } from '../work-kind';
import { researchExpressDeck } from './research-express.deck';

/** Research express (文献速递): template 1 starts blue, template 2 teal (the Tweets palette). */
export const researchExpressKind: WorkKind = {
  type: 'ResearchExpress',
  templates: RESEARCH_EXPRESS_TEMPLATES,
  defaultTemplate: 'research_express_template1',
  defaultOptionalComponents: RESEARCH_EXPRESS_OPTIONAL,
  themeColour: (template) =>
    template === 'research_express_template2' ? TWEETS_THEME_COLOURS[1] : TWEETS_THEME_COLOURS[0],
  write: writeResearchExpress,
  needsReportId: false,
  deck: researchExpressDeck,
};
