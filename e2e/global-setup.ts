import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startServer } from './support/server';
import { ADMIN, BASE_URL_ENV, E2E_PARTNER } from './support/test-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real server once for the run; the returned function is Playwright's teardown. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const server = await startServer({
    repoRoot,
    webDist: process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    env: { PARTNERS: `${E2E_PARTNER.id}:${E2E_PARTNER.secret}` },
  });
  process.env[BASE_URL_ENV] = server.baseURL;
  return server.stop;
}
