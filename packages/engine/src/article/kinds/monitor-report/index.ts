export { MONITOR_REPORT_COMPONENTS, monitorReportWriter, writeMonitorReport } from './write-monitor-report';
export { groupByTrial, newSources } from './new-sources';
