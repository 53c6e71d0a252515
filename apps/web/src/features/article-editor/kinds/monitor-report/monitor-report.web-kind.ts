import { TWEETS_THEME_COLOURS } from '@prowrite/contracts';
import type { KindMessageKeyOf, WebArticleKind } from '../web-kind';
import { monitorReportMessages } from './monitor-report.messages';

/** Literature monitoring report (文献监测报告): one template, drawn by the Tweets renderers' template 1 (blue). */
export const monitorReportWebKind: WebArticleKind<KindMessageKeyOf<typeof monitorReportMessages>> = {
  type: 'MonitorReport',
  label: 'article.type.MonitorReport',
  templates: [
    { id: 'monitor_report_template1', label: 'article.template.monitor_report_template1', number: 1 },
  ],
  themeColour: () => TWEETS_THEME_COLOURS[0],
  base: 'Tweets',
  messages: monitorReportMessages,
};
