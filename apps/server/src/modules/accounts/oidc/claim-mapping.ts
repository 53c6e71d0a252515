import type { AssignableRole } from '@prowrite/contracts';
import type { OidcConfig } from '../../../config';

/** A claim's values: a string, or the strings of an array (other shapes carry no values). */
export function claimValues(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  if (Array.isArray(claim)) return claim.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * The one team the team claim maps to; null when it maps to none or to several different teams (an
 * ambiguous claim is refused rather than guessed).
 */
export function mapTeam(
  claims: Record<string, unknown>,
  config: Pick<OidcConfig, 'teamClaim' | 'teamMap'>,
): string | null {
  const teams = new Set(
    claimValues(claims[config.teamClaim])
      .map((v) => (Object.hasOwn(config.teamMap, v) ? config.teamMap[v] : undefined))
      .filter((t): t is string => Boolean(t)),
  );
  return teams.size === 1 ? [...teams][0]! : null;
}

const RANK: Record<AssignableRole, number> = { viewer: 0, member: 1, admin: 2 };

/** The highest role the role claim maps to, or the default role when it maps to none. */
export function mapRole(
  claims: Record<string, unknown>,
  config: Pick<OidcConfig, 'roleClaim' | 'roleMap' | 'defaultRole'>,
): AssignableRole {
  const roles = claimValues(claims[config.roleClaim])
    .map((v) => (Object.hasOwn(config.roleMap, v) ? config.roleMap[v] : undefined))
    .filter((r): r is AssignableRole => r !== undefined);
  if (roles.length === 0) return config.defaultRole;
  return roles.reduce((best, r) => (RANK[r] > RANK[best] ? r : best));
}
