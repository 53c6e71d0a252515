import {
  envelopeSchema,
  errorEnvelopeSchema,
  type Health,
  healthSchema,
  type Readiness,
  readinessSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

export type ReadinessProbes = { database(): Promise<void>; storage(): Promise<void> };

/** A check slower than this counts as failed: a load balancer must not wait on a hung dependency. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * /api/health: the process is up (liveness; no dependency checked, so a database outage does not restart
 * every process). /api/ready: this process can serve now (database and storage answer); 503 otherwise.
 */
export function healthRoutes(app: FastifyInstance, health: () => Health, probes: ReadinessProbes): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: envelopeSchema(healthSchema) } },
    },
    async () => ok(health()),
  );
  routes.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        response: {
          200: envelopeSchema(readinessSchema),
          503: errorEnvelopeSchema.extend({ data: readinessSchema }),
        },
      },
    },
    async (request, reply) => {
      const [database, storage] = await Promise.all([
        passes(probes.database, (err) => request.log.warn({ err }, 'readiness: database check failed')),
        passes(probes.storage, (err) => request.log.warn({ err }, 'readiness: storage check failed')),
      ]);
      const checks: Readiness['checks'] = { database, storage };
      if (database === 'ok' && storage === 'ok') return ok({ status: 'ready' as const, checks });
      const failed = Object.entries(checks)
        .filter(([, v]) => v === 'failed')
        .map(([k]) => k);
      return reply
        .code(503)
        .send({ code: 503, msg: `Not ready: ${failed.join(', ')}`, data: { status: 'not_ready', checks } });
    },
  );
}

async function passes(check: () => Promise<void>, onError: (err: unknown) => void): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return 'ok';
  } catch (err) {
    onError(err);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
