import type { TeamScope } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import type { WorkRow, WorksRepository } from './works.repository';

/** How the 409s name the work and what to do while it is being generated. */
export type ClaimWording = { noun: 'deck' | 'article'; whenGenerating: string };

/**
 * Takes the next version of a finished work (every save of every kind goes through here) and answers the
 * claimed row; with `seenVersion`, only when the caller saw the current version, so two changes from one
 * version cannot both win. Otherwise the reason: gone (404), still generating or changed elsewhere (409).
 * `works` must be bound to the caller's transaction: the claim locks the row for it, and on PGlite a read
 * outside it would wait for it forever.
 */
export async function claimNextVersion(
  works: WorksRepository,
  scope: TeamScope,
  id: string,
  seenVersion: number | null,
  wording: ClaimWording,
): Promise<WorkRow> {
  const claimed = await works.claimVersion(scope, id, seenVersion);
  if (claimed) return claimed;
  const current = await works.find(scope, id);
  if (!current) throw notFound('Work');
  if (current.process === 'inProgress') {
    throw conflict(`The ${wording.noun} is still being generated; ${wording.whenGenerating}`);
  }
  throw conflict(
    `This ${wording.noun} was changed elsewhere: you edited version ${seenVersion}, the current version is ` +
      `${current.version}. Reload the ${wording.noun} and apply your change again.`,
  );
}
