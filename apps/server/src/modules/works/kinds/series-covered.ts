import type { CoveredSource } from '@prowrite/engine';
import type { WorkSourcesRepository } from '../work-sources.repository';
import type { WorkRow, WorksRepository } from '../works.repository';

/**
 * The sources (content hash and name, each content once) of the earlier finished reports of a work's
 * monitoring series: what the writer must not present as new. Used by generation and by the optional-component
 * switch, so a summary switched back on counts the same papers as new as the report it joins.
 */
export async function seriesCovered(
  deps: { works: Pick<WorksRepository, 'seriesFileIds'>; sources: Pick<WorkSourcesRepository, 'files'> },
  work: Pick<WorkRow, 'id' | 'teamId' | 'reportId' | 'createdAt'>,
): Promise<CoveredSource[]> {
  const scope = { teamId: work.teamId };
  const ids = await deps.works.seriesFileIds(scope, work);
  const seen = new Set<string>();
  const out: CoveredSource[] = [];
  for (const file of await deps.sources.files(scope, ids)) {
    if (seen.has(file.sha1)) continue;
    seen.add(file.sha1);
    out.push({ sha1: file.sha1, fileName: file.name });
  }
  return out;
}
