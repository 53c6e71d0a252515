import { readFileSync } from 'node:fs';
import { parseSource, extractFacts } from '@prowrite/engine';
const doc = await parseSource({ bytes: new Uint8Array(readFileSync(`/work/shared/corpus/${process.argv[2]}`)), fileId: 'x', kind: 'pdf', name: 'x.pdf' });
const f = extractFacts(doc);
console.log(JSON.stringify(f.n_randomized), JSON.stringify(f.arms.map(a=>[a.name.value,a.n?.value])));
