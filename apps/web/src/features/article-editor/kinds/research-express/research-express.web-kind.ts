import { TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import type { KindMessageKeyOf, WebArticleKind } from '../web-kind';
import { researchExpressMessages } from './research-express.messages';

/** Research express (文献速递): drawn by the Tweets renderers, template 1 (blue) or 3 (teal). */
export const researchExpressWebKind: WebArticleKind<KindMessageKeyOf<typeof researchExpressMessages>> = {
  type: 'ResearchExpress',
  label: 'article.type.ResearchExpress',
  templates: [
    { id: 'research_express_template1', label: 'article.template.research_express_template1', number: 1 },
    { id: 'research_express_template2', label: 'article.template.research_express_template2', number: 3 },
  ],
  themeColour: (template) =>
    template === 'research_express_template2' ? TWEETS_THEME_COLOURS[1] : TWEETS_THEME_COLOURS[0],
  base: 'Tweets',
  messages: researchExpressMessages,
};
