/**
 * "Check numbers" on offline decks of every corpus PDF (general template, en and zh-cn): how many whole
 * values each deck shows, how many the check cannot find in the sources (with their field labels), and how
 * long the check takes. Prints figures; never fails. Run: npm run check-numbers -w @prowrite/bench
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFacts, parseSource, writeDeck } from '@prowrite/engine';
import { getTheme, splitSlide } from '@prowrite/layouts';
import { slideNumbers } from '../apps/server/src/modules/works/slide-numbers';
import { SourceNumberIndex } from '../apps/server/src/modules/works/source-index';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpus/pdf');
if (!existsSync(corpus)) {
  console.log(`corpus not found at ${corpus}: nothing to measure`);
  process.exit(0);
}
for (const file of readdirSync(corpus).filter((f) => f.endsWith('.pdf'))) {
  const bytes = new Uint8Array(readFileSync(path.join(corpus, file)));
  const doc = await parseSource(
    { fileId: 'f', name: file, kind: 'pdf', bytes } as never,
    {
      cropFigures: false,
    } as never,
  );
  const facts = extractFacts(doc);
  for (const outLang of ['en', 'zh-cn'] as const) {
    const slides = writeDeck({
      facts: [{ fileId: 'f', fileName: file, facts, sha1: 'x' }],
      template: 'general',
      outLang,
    }).flatMap((s) => splitSlide(s, { theme: getTheme('general'), lang: outLang === 'en' ? 'en' : 'zh' }));
    const started = performance.now();
    const index = new SourceNumberIndex(
      doc.pages.map((p) => ({ fileId: 'f', page: p.number, text: p.text })),
    );
    let checked = 0;
    const missing: string[] = [];
    for (const slide of slides)
      for (const n of slideNumbers(slide)) {
        checked++;
        if (!index.find(n.key)) missing.push(`${n.text} (slide ${slide.slide_num}, ${n.label})`);
      }
    const ms = (performance.now() - started).toFixed(1);
    console.log(
      `${file.padEnd(28)} ${outLang.padEnd(5)} slides ${String(slides.length).padStart(3)}  values ${String(checked).padStart(4)}  not found ${String(missing.length).padStart(3)}  ${ms} ms${missing.length ? `  e.g. ${missing.slice(0, 3).join('; ')}` : ''}`,
    );
  }
}
