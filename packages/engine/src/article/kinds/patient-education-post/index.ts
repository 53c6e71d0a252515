/** The patient-education post's writer, bound by the server's kind (`@prowrite/engine/article/kinds/patient-education-post`). */
export { writePatientEducationPost } from './patient-education-post-writer';
