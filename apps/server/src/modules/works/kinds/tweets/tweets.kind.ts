import { defaultThemeColour, OPTIONAL_COMPONENT_KINDS, TWEETS_TEMPLATES } from '@prowrite/contracts';
import { writeTweets } from '@prowrite/engine';
import type { WorkKind } from '../work-kind';

export const tweetsKind: WorkKind = {
  type: 'Tweets',
  templates: TWEETS_TEMPLATES,
  defaultTemplate: 'tweets_template1',
  defaultOptionalComponents: OPTIONAL_COMPONENT_KINDS,
  themeColour: (template) => defaultThemeColour('Tweets', template),
  write: writeTweets,
  needsReportId: false,
};
