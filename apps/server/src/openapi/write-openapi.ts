import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, OPENAPI_PATH, serialiseOpenApi } from './openapi-document';

/** `npm run openapi`: regenerates docs/openapi.json from the routes registered in app.ts. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const document = await buildOpenApiDocument();
await writeFile(path.join(root, OPENAPI_PATH), serialiseOpenApi(document));
const paths = Object.keys((document.paths ?? {}) as object).length;
console.log(`${OPENAPI_PATH}: ${paths} paths`);
