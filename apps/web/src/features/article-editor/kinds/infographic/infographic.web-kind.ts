import { TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import type { KindMessageKeyOf, WebArticleKind } from '../web-kind';
import { infographicMessages } from './infographic.messages';
import { infographicView } from './infographic.view';

/** Infographic (一图读懂): the Tweets renderers inside the poster frame, one template, starting blue. */
export const infographicWebKind: WebArticleKind<KindMessageKeyOf<typeof infographicMessages>> = {
  type: 'Infographic',
  label: 'article.type.Infographic',
  templates: [{ id: 'infographic_template1', label: 'article.template.infographic_template1', number: 1 }],
  themeColour: () => TWEETS_THEME_COLOURS[0],
  base: 'Tweets',
  view: infographicView,
  messages: infographicMessages,
};
