import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/webapi/', '/logout/'];

export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
}

/**
 * Serves the built web app; any unknown non-API path answers its index.html so client routes work on reload.
 * Unknown API paths answer a 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // The built files are public (the login page needs them before any session): mark their routes so the
    // auth guard, which fails closed on routes without `access`, lets them through.
    app.addHook('onRoute', (route) => {
      const config = route.config as { rootPath?: unknown; access?: string } | undefined;
      if (typeof config?.rootPath === 'string' && path.resolve(config.rootPath) === path.resolve(webDist)) {
        config.access = 'public';
      }
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Vite names files under /assets/ by content hash: they never change, so browsers need not ask again.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (API_PREFIXES.some((p) => url.startsWith(p)) || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ code: 0, msg: `Not found: ${request.method} ${url}` });
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
