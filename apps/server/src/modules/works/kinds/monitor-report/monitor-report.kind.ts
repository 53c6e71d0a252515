import { kindTemplates, TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import {
  MONITOR_REPORT_COMPONENTS,
  monitorReportWriter,
} from '@prowrite/engine/article/kinds/monitor-report';
import type { WorkKind } from '../work-kind';

/**
 * Literature monitoring report (文献监测报告, decision 0040): a monitoring series — each report names its
 * series and reports only the papers earlier reports of the series did not cover. No deck: a report is read
 * and filed as a document (PDF, DOCX) or shared as an image.
 */
export const monitorReportKind: WorkKind = {
  type: 'MonitorReport',
  templates: kindTemplates('MonitorReport'),
  defaultOptionalComponents: MONITOR_REPORT_COMPONENTS,
  themeColour: () => TWEETS_THEME_COLOURS[0],
  write: monitorReportWriter,
  needsReportId: true,
};
