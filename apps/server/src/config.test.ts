import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults of api-fills', () => {
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

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', UPLOAD_MAX_BYTES: '-1' })).toThrow(
      /PORT[\s\S]*UPLOAD_MAX_BYTES/,
    );
  });
});
