import { articleTemplateNumber, defaultThemeColour, kindTemplates } from '@prowrite/contracts';
import type { KindMessageKeyOf, WebArticleKind } from '../web-kind';
import { tweetsMessages } from './tweets.messages';

export const tweetsWebKind: WebArticleKind<KindMessageKeyOf<typeof tweetsMessages>> = {
  type: 'Tweets',
  label: 'article.type.Tweets',
  templates: kindTemplates('Tweets').map((id) => ({
    id,
    label: `article.template.${id}` as const,
    number: articleTemplateNumber(id),
  })),
  themeColour: (template) => defaultThemeColour('Tweets', template),
  base: 'Tweets',
  exportTitleFromContent: true,
  messages: tweetsMessages,
};
