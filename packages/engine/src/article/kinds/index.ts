export type { ArticleKindWriter, CoveredSource, KindWriteInput } from './kind-writer';
export { writePatientEducationPost } from './patient-education-post/patient-education-post-writer';
export { RESEARCH_EXPRESS_OPTIONAL, writeResearchExpress } from './research-express/research-express-writer';
export { writeTweets } from './tweets/tweets-writer';
