/**
 * What every kind's writer shares. Each kind's writer is its own entry, `@prowrite/engine/article/kinds/<kind>`
 * (the package's export pattern), bound only by that kind's server folder: a new kind adds no line here.
 */
export type { ArticleKindWriter, CoveredSource, KindWriteInput } from './kind-writer';
