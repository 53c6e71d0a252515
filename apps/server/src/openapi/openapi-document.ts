import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/** The committed OpenAPI document, relative to the repository root. */
export const OPENAPI_PATH = 'docs/openapi.json';

/**
 * The OpenAPI document of every route the app registers, generated from the route schemas (the contracts'
 * zod schemas through fastify-type-provider-zod's jsonSchemaTransform): the app is built on an in-memory
 * database in a throw-away data folder, asked for its document, and closed. Nothing listens.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const database = await openDatabase({ url: undefined, pgliteDir: 'memory://' });
  try {
    const { app } = await buildApp(config, database);
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The document as committed: two-space JSON with a final newline (stable, diff-friendly). */
export function serialiseOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
