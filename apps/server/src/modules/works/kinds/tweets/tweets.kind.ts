import { defaultThemeColour, kindTemplates, OPTIONAL_COMPONENT_KINDS } from '@prowrite/contracts';
import { writeTweets } from '@prowrite/engine/article/kinds/tweets';
import type { WorkKind } from '../work-kind';

export const tweetsKind: WorkKind = {
  type: 'Tweets',
  templates: kindTemplates('Tweets'),
  defaultOptionalComponents: OPTIONAL_COMPONENT_KINDS,
  themeColour: (template) => defaultThemeColour('Tweets', template),
  write: writeTweets,
  needsReportId: false,
};
