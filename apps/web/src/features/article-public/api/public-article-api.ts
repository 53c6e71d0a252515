import { type PublicWork, publicWorkSchema } from '@prowrite/contracts';
import { http } from '../../../lib/http';

/** The published article behind a share pair (no login); a wrong pair answers 404. */
export function fetchPublicWork(
  prowriteId: string,
  token: string,
  signal?: AbortSignal,
): Promise<PublicWork> {
  return http.get('/api/prowrite/v1/public/work', {
    query: { prowrite_id: prowriteId, token },
    signal,
    anonymous: true,
    silent: true,
    skipAuthHandling: true,
    parse: (d) => publicWorkSchema.parse(d),
  });
}
