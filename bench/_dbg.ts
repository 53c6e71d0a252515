import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSource, extractFacts } from '@prowrite/engine';
import { buildContext } from '../packages/engine/src/facts/context';
import { extractArms } from '../packages/engine/src/facts/arms';
import { attributeValues, withRoleAliases } from '../packages/engine/src/facts/arm-results';
const id = process.argv[2]!;
const truth = JSON.parse(readFileSync('/work/shared/corpus/truth.json', 'utf8'));
const d = truth.documents.find((x: { id: string }) => x.id === id);
const ext = path.extname(d.file).slice(1);
const kind = ext === 'pdf' || ext === 'docx' || ext === 'md' ? ext : 'txt';
const doc = await parseSource({
  bytes: new Uint8Array(readFileSync(path.join('/work/shared/corpus', d.file))),
  fileId: d.id,
  kind,
  name: d.file,
});
const facts = extractFacts(doc);
const ctx = buildContext(doc);
const { names } = extractArms(ctx);
console.log('ARMS', JSON.stringify(withRoleAliases(names)));
console.log('PE', facts.primary_endpoint?.value);
console.log(
  'PR',
  JSON.stringify(facts.primary_result?.arms.map((a) => [a.arm, a.value, a.unit])),
  facts.primary_result?.source.quote.slice(0, 150),
);
if (process.argv[3])
  for (const s of ctx.sentences) {
    const a = attributeValues(s.text, withRoleAliases(names));
    if (a.length)
      console.log(
        `[${s.kind}] ${s.text.slice(0, 300)}\n   -> ${JSON.stringify(a.map((x) => [x.arm, x.value, x.unit]))}`,
      );
  }
