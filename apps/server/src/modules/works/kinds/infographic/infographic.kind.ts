import { kindTemplates, TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import {
  INFOGRAPHIC_OPTIONAL_COMPONENTS,
  infographicWriter,
} from '@prowrite/engine/article/kinds/infographic';
import type { WorkKind } from '../work-kind';

/**
 * Infographic (一图读懂, a visual abstract): one poster, starting blue. It is one image, so its PDF is one page
 * of the poster's own height, and it has no slide mapping.
 */
export const infographicKind: WorkKind = {
  type: 'Infographic',
  templates: kindTemplates('Infographic'),
  defaultOptionalComponents: INFOGRAPHIC_OPTIONAL_COMPONENTS,
  themeColour: () => TWEETS_THEME_COLOURS[0],
  write: infographicWriter,
  needsReportId: false,
  pdf: 'poster',
};
