/** What the chat-revise panel revises when a message names nothing: the slide or component picked for a work. */
export type ReviseTarget = { workId: string | null; slideNum?: number; componentId?: string };

/**
 * The pick as it applies to the work shown now. A slide number or component id picked in one work means
 * nothing in another (the server would answer "no longer in this article"), so switching works drops it.
 */
export function targetFor(picked: ReviseTarget, workId: string | null): ReviseTarget {
  return picked.workId === workId ? picked : { workId };
}
