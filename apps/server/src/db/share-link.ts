import { type SQL, sql } from 'drizzle-orm';
import { works } from './schema';

/**
 * A work's public pair answers only while it is set and not past its expiry: the one condition every public
 * lookup (deck preview, figures, article page, public export) adds, so an expired link is a 404 everywhere.
 */
export function liveShare(): SQL {
  return sql`(${works.shareToken} is not null and (${works.shareExpiresAt} is null or ${works.shareExpiresAt} > now()))`;
}
