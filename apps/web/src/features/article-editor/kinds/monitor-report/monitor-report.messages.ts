import type { KindMessages } from '../web-kind';

/** Literature monitoring report (文献监测报告): its name and its template's name. Every language has every key (the type and the locales test check it). */
export const monitorReportMessages = {
  'zh-cn': {
    'workbench.type.MonitorReport': '监测报告',
    'article.type.MonitorReport': '文献监测报告',
    'article.template.monitor_report_template1': '监测报告模板 1',
  },
  en: {
    'workbench.type.MonitorReport': 'Monitor report',
    'article.type.MonitorReport': 'Literature monitoring report',
    'article.template.monitor_report_template1': 'Monitor report template 1',
  },
  ja: {
    'workbench.type.MonitorReport': 'モニタリングレポート',
    'article.type.MonitorReport': '文献モニタリングレポート',
    'article.template.monitor_report_template1': 'モニタリングテンプレート 1',
  },
  es: {
    'workbench.type.MonitorReport': 'Informe de seguimiento',
    'article.type.MonitorReport': 'Informe de vigilancia bibliográfica',
    'article.template.monitor_report_template1': 'Plantilla de seguimiento 1',
  },
  fr: {
    'workbench.type.MonitorReport': 'Rapport de veille',
    'article.type.MonitorReport': 'Rapport de veille bibliographique',
    'article.template.monitor_report_template1': 'Modèle de veille 1',
  },
  de: {
    'workbench.type.MonitorReport': 'Monitoring-Bericht',
    'article.type.MonitorReport': 'Literatur-Monitoring-Bericht',
    'article.template.monitor_report_template1': 'Monitoring-Vorlage 1',
  },
} as const satisfies KindMessages;
