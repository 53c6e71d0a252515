import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../config';
import { readStorageConfig } from '../storage/storage-config';

// compose.yaml cannot be run here (no containers): it is parsed and checked against what the server reads.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Service = {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  expose?: string[];
  ports?: string[];
};
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  configs?: Record<string, { content?: string }>;
};
const service = (name: string): Service => {
  const s = compose.services[name];
  if (!s) throw new Error(`compose.yaml has no service "${name}"`);
  return s;
};
const KNOWN = new Set([...CONFIG_VARIABLES, 'PROWRITE_ROLE']);
const SECRET = /PASSWORD|SECRET|ACCESS_KEY|TOKEN|API_KEY|ROOT_USER/;
/** `${NAME:?message}`: required from the environment, never a value in the file. */
const REQUIRED_FROM_ENV = /^\$\{[A-Z0-9_]+:\?[^}]*\}$/;
/** What compose would substitute: any value for `${...}`. */
const substituted = (value: string | undefined) => (value ?? '').replace(/\$\{[^}]*\}/g, 'x');

describe('compose.yaml', () => {
  it('has the topology: api, worker, PostgreSQL, S3 storage and a proxy', () => {
    for (const name of ['api', 'worker', 'postgres', 'minio', 'minio-bucket', 'proxy']) service(name);
    expect(service('api').environment?.PROWRITE_ROLE).toBe('api');
    expect(service('worker').environment?.PROWRITE_ROLE).toBe('worker');
    expect(compose.configs?.caddyfile?.content).toMatch(/dynamic a api 8080/);
  });

  it('builds the image from the repository Dockerfile that starts the server main', () => {
    expect(service('api').build).toBe('.');
    expect(service('worker').image).toBe(service('api').image);
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const cmd = /CMD \[(.*)\]/.exec(dockerfile)?.[1] ?? '';
    const main = JSON.parse(`[${cmd}]`).find((a: string) => a.endsWith('main.ts'));
    expect(existsSync(path.join(root, main))).toBe(true);
    expect(dockerfile).toMatch(/chromium/);
  });

  it('wires api and worker to the database and the bucket, with variables the server knows', () => {
    for (const name of ['api', 'worker']) {
      const env = service(name).environment ?? {};
      for (const key of Object.keys(env))
        expect(KNOWN.has(key), `${name}: unknown variable ${key}`).toBe(true);
      expect(new URL(substituted(env.DATABASE_URL)).host).toBe('postgres:5432');
      const storage = readStorageConfig(
        Object.fromEntries(Object.entries(env).map(([k, v]) => [k, substituted(v)])),
        '/unused',
      );
      expect(storage).toMatchObject({ kind: 's3', bucket: 'prowrite-files', forcePathStyle: true });
      expect(storage.kind === 's3' && new URL(storage.endpoint ?? '').host).toBe('minio:9000');
      expect(service('minio-bucket').environment).toBeDefined();
      expect(JSON.stringify(service('minio-bucket'))).toContain('store/prowrite-files');
      expect(service(name).depends_on?.postgres?.condition).toBe('service_healthy');
      expect(service(name).depends_on?.['minio-bucket']?.condition).toBe('service_completed_successfully');
    }
  });

  it('checks health: api readiness on /api/ready, and every stateful service', () => {
    expect(service('api').healthcheck?.test.join(' ')).toContain('/api/ready');
    for (const name of ['worker', 'postgres', 'minio'])
      expect(service(name).healthcheck?.test.length).toBeGreaterThan(0);
    expect(service('proxy').depends_on?.api?.condition).toBe('service_healthy');
  });

  it('commits no secret: each one comes from the environment', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(s.environment ?? {})) {
        if (SECRET.test(key)) expect(String(value), `${name}.${key}`).toMatch(REQUIRED_FROM_ENV);
      }
    }
    const dbUrl = service('api').environment?.DATABASE_URL ?? '';
    expect(dbUrl).toMatch(/^postgres:\/\/prowrite:\$\{POSTGRES_PASSWORD:\?[^}]*\}@/);
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('.env');
  });
});
