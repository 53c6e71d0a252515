/**
 * Every job type the server may enqueue. Boot checks that each has a registered handler (assertComplete), so a
 * type added here without its handler stops the server at start, not a user's job hours later.
 */
export const JOB_TYPES = ['file.parse', 'work.generate', 'knowledge.ingest'] as const;
export type JobType = (typeof JOB_TYPES)[number];
