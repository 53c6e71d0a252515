import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakingChanges, type OpenApiDocument } from './breaking-changes';
import { buildOpenApiDocument, OPENAPI_PATH, serialiseOpenApi } from './openapi-document';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('the committed OpenAPI document', () => {
  it('is the one the routes generate (else: run `npm run openapi`, review the breaking changes, commit)', async () => {
    const committedText = await readFile(path.join(ROOT, OPENAPI_PATH), 'utf8').catch(() => '{}');
    const generated = await buildOpenApiDocument();
    if (serialiseOpenApi(generated) === committedText) return;
    const committed = JSON.parse(committedText) as OpenApiDocument;
    const breaking = breakingChanges(committed, generated as OpenApiDocument);
    const added = Object.keys(generated.paths ?? {}).filter((p) => !committed.paths?.[p]);
    const message = [
      `${OPENAPI_PATH} differs from the routes: run \`npm run openapi\` and commit it.`,
      breaking.length > 0
        ? `Breaking changes for existing clients (${breaking.length}):\n${breaking.map((b) => `  - ${b}`).join('\n')}`
        : 'No breaking changes.',
      added.length > 0 ? `New paths: ${added.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    expect.fail(message);
  }, 60_000);
});
