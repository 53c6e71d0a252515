import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSource } from '@prowrite/engine';
const corpus = '/work/shared/corpus';
const truth = JSON.parse(readFileSync(path.join(corpus, 'truth.json'), 'utf8'));
for (const d of truth.documents) {
  const ext = path.extname(d.file).slice(1);
  const kind = ext === 'pdf' || ext === 'docx' || ext === 'md' ? ext : 'txt';
  const doc = await parseSource({ bytes: new Uint8Array(readFileSync(path.join(corpus, d.file))), fileId: d.id, kind, name: d.file });
  writeFileSync(`/tmp/ct/${d.id}.txt`, doc.pages.map((p) => `=== PAGE ${p.number}\n${p.text}`).join('\n'));
}
