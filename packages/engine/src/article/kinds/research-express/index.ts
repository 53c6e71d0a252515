/** The research express writer, bound by the server's kind (`@prowrite/engine/article/kinds/research-express`). */
export { RESEARCH_EXPRESS_OPTIONAL, writeResearchExpress } from './research-express-writer';
