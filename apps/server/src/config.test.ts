import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('reads the scale-out settings: worker name, shutdown grace, storage', () => {
    const c = loadConfig({
      WORKER_ID: 'worker-a.1',
      WORKER_SHUTDOWN_GRACE_MS: '5000',
      STORAGE_URL: 's3://files?endpoint=http://127.0.0.1:9000',
    });
    expect(c).toMatchObject({ workerId: 'worker-a.1', workerShutdownGraceMs: 5000 });
    expect(c.storage).toMatchObject({ kind: 's3', bucket: 'files', forcePathStyle: true });
    expect(loadConfig({}).storage).toEqual({ kind: 'local', root: path.resolve('./data/files') });
    expect(loadConfig({}).workerShutdownGraceMs).toBe(0);
    expect(() => loadConfig({ WORKER_ID: 'a/b' })).toThrow(/WORKER_ID/);
    expect(() => loadConfig({ STORAGE_URL: 'ftp://x' })).toThrow(/Invalid configuration:\nSTORAGE_URL/);
  });

  it('uses the embedded defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, llm: undefined });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.chromiumPath).toBe('/usr/bin/chromium');
    expect(c.uploadMaxBytes).toBe(50 * 1024 * 1024);
  });

  it('turns on the LLM engine only when a base URL is set', () => {
    expect(loadConfig({ LLM_API_KEY: 'k' }).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'qwen',
    });
  });

  it('reads the outbound allow list, the image model and the media caps', () => {
    const c = loadConfig({
      OUTBOUND_ALLOW_HOSTS: ' 127.0.0.1, llm.lan ,10.0.0.0/8,',
      LLM_IMAGE_MODEL: 'img',
    });
    expect(c.outboundAllowHosts).toEqual(['127.0.0.1', 'llm.lan', '10.0.0.0/8']);
    expect(c.imageModel).toBe('img');
    expect(c.media).toEqual({ imageMaxBytes: 20 * 1024 * 1024, videoMaxBytes: 200 * 1024 * 1024 });
    expect(loadConfig({}).outboundAllowHosts).toEqual([]);
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: '10.0.0.0/40' })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', UPLOAD_MAX_BYTES: '-1' })).toThrow(
      /PORT[\s\S]*UPLOAD_MAX_BYTES/,
    );
  });

  it('reads OpenID Connect only when all four settings are there, and names bad or missing ones', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const full = {
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'prowrite',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_REDIRECT_URL: 'https://prowrite.example.com/api/sso/oidc/callback',
    };
    expect(
      loadConfig({ ...full, OIDC_SCOPES: 'email groups', OIDC_TEAM_MAP: '{"g":"t1"}' }).oidc,
    ).toMatchObject({
      issuer: 'https://id.example.com',
      scopes: 'openid email groups',
      teamClaim: 'groups',
      teamMap: { g: 't1' },
      roleMap: {},
      defaultRole: 'member',
    });
    expect(() => loadConfig({ OIDC_ISSUER: full.OIDC_ISSUER, OIDC_CLIENT_ID: 'x' })).toThrow(
      /OIDC_CLIENT_SECRET[\s\S]*OIDC_REDIRECT_URL/,
    );
    expect(() => loadConfig({ ...full, OIDC_TEAM_MAP: '["t1"]' })).toThrow(/OIDC_TEAM_MAP/);
    expect(() => loadConfig({ ...full, OIDC_TEAM_MAP: '{nope' })).toThrow(/OIDC_TEAM_MAP/);
    expect(() => loadConfig({ ...full, OIDC_ROLE_MAP: '{"g":"owner"}' })).toThrow(/OIDC_ROLE_MAP/);
    expect(() => loadConfig({ ...full, OIDC_ISSUER: 'id.example.com' })).toThrow(/OIDC_ISSUER/);
  });
});
