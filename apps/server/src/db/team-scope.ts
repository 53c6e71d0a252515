import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TeamScope } from '../http/auth';

/**
 * The one way repositories filter team-owned rows: `where(inTeam(files.teamId, scope, eq(files.id, id)))`.
 * Requiring the scope as an argument means a query without it does not type-check.
 */
export function inTeam(teamColumn: PgColumn, scope: TeamScope, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(teamColumn, scope.teamId), ...conditions)!;
}
