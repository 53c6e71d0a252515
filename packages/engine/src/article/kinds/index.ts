export {
  INFOGRAPHIC_DEFAULT_TEMPLATE,
  INFOGRAPHIC_OPTIONAL_COMPONENTS,
  infographicWriter,
} from './infographic';
export type { ArticleKindWriter, CoveredSource, KindWriteInput } from './kind-writer';
export { MONITOR_REPORT_COMPONENTS, monitorReportWriter, newSources } from './monitor-report';
export { writePatientEducationPost } from './patient-education-post/patient-education-post-writer';
export { RESEARCH_EXPRESS_OPTIONAL, writeResearchExpress } from './research-express/research-express-writer';
export { RETROSPECTIVE_STUDY_COMPONENTS, retrospectiveStudyWriter } from './retrospective-study';
export { writeTweets } from './tweets/tweets-writer';
