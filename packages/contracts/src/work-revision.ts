import { z } from 'zod';

/**
 * A revision the chat-revise panel proposes for the text fields of one slide of a deck or one component of an
 * article (work-revise.ts has the calls).
 */

/**
 * How a revision was made: `shorten` (whole sentences dropped), `translate` (the slide written again from
 * its facts in the other language), `add_fact` (a named fact with its provenance), `model` (the language
 * model's rewrite, past the number guard).
 */
export const revisionOperationSchema = z.enum(['shorten', 'translate', 'add_fact', 'model']);
export type RevisionOperation = z.infer<typeof revisionOperationSchema>;

/** proposed: waiting for the user; refused: the checks refused it (`reason`), nothing to apply. */
export const revisionStatusSchema = z.enum(['proposed', 'refused', 'accepted', 'rejected']);
export type RevisionStatus = z.infer<typeof revisionStatusSchema>;

/**
 * One text a revision changes: its content id on the slide (or its content path in the component, e.g.
 * `chapters.0.contents.1`), the text now and the text proposed (plain text).
 */
export const revisionChangeSchema = z.object({
  content_id: z.string(),
  before: z.string(),
  after: z.string(),
});
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

export const workRevisionSchema = z.object({
  id: z.string(),
  work_id: z.string(),
  chat_id: z.string(),
  message_id: z.string(),
  /** The slide revised; 0 for an article component. */
  slide_num: z.number().int(),
  /** The article component revised; null for a slide. */
  component_id: z.string().nullable(),
  operation: revisionOperationSchema,
  status: revisionStatusSchema,
  /** Why it was refused (the rules broken, value tokens at most); '' otherwise. */
  reason: z.string(),
  /** The work's version the revision was made from: accepting needs the work still at it. */
  base_version: z.number().int(),
  /** The version accepting it saved; null until then. */
  saved_version: z.number().int().nullable(),
  changes: z.array(revisionChangeSchema),
  created_at: z.number().int(),
});
export type WorkRevision = z.infer<typeof workRevisionSchema>;
