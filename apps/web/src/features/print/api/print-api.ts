import { type WorkDetail, workDetailSchema } from '@prowrite/contracts';
import { http } from '../../../lib/http';

/**
 * The work behind a print ticket (GET /api/prowrite/v1/render/work?ticket=). Sent without a session: the
 * ticket is the only credential; file addresses inside come back ticketed too.
 */
export async function fetchPrintWork(ticket: string, signal?: AbortSignal): Promise<WorkDetail> {
  const res = await http.get<{ data: unknown }>('/api/prowrite/v1/render/work', {
    query: { ticket },
    signal,
    anonymous: true,
    silent: true,
    skipAuthHandling: true,
    timeoutMs: 30_000,
  });
  return workDetailSchema.parse(res.data);
}
