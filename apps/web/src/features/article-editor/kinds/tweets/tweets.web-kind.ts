import { articleTemplateNumber, defaultThemeColour, TWEETS_TEMPLATES } from '@prowrite/contracts';
import type { WebArticleKind } from '../web-kind';

export const tweetsWebKind: WebArticleKind = {
  type: 'Tweets',
  label: 'article.type.Tweets',
  templates: TWEETS_TEMPLATES.map((id) => ({
    id,
    label: `article.template.${id}`,
    number: articleTemplateNumber(id),
  })),
  themeColour: (template) => defaultThemeColour('Tweets', template),
  base: 'Tweets',
};
