import { INFOGRAPHIC_TEMPLATES, TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import {
  INFOGRAPHIC_DEFAULT_TEMPLATE,
  INFOGRAPHIC_OPTIONAL_COMPONENTS,
  infographicWriter,
} from '@prowrite/engine';
import type { WorkKind } from '../work-kind';

/**
 * Infographic (一图读懂, a visual abstract): one poster, starting blue. It is one image, so its PDF is one page
 * of the poster's own height, and it has no slide mapping.
 */
export const infographicKind: WorkKind = {
  type: 'Infographic',
  templates: INFOGRAPHIC_TEMPLATES,
  defaultTemplate: INFOGRAPHIC_DEFAULT_TEMPLATE,
  defaultOptionalComponents: INFOGRAPHIC_OPTIONAL_COMPONENTS,
  themeColour: () => TWEETS_THEME_COLOURS[0],
  write: infographicWriter,
  needsReportId: false,
  pdf: 'poster',
};
