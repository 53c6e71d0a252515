/**
 * Renders corpus papers' decks as a reader sees the exported PPTX: the offline writer's deck, exported by the
 * PPTX writer, converted by LibreOffice (own profile per run) and drawn by pdftoppm at 96 dpi, one PNG a slide.
 * Prints each slide's layout and the PNG path, to look at before and after a writer change.
 *
 * Run: `npx tsx bench/corpus-deck-render.ts real3:medical_template1:zh-cn act-v:general:zh-cn`
 * (paper id from the corpus truth, or a path to a PDF such as a held-out paper, template, output language).
 * Output goes to bench/.out/corpus-decks/.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeDeckPptx } from '../apps/server/src/export/pptx/index';
import {
  convertToPdf,
  libreOfficeAvailable,
  renderPages,
} from '../apps/server/src/export/pptx/testing/libreoffice';
import { extractFacts } from '../packages/engine/src/facts/extract-facts';
import { CORPUS_DIR } from '../packages/engine/src/source/__fixtures__/corpus';
import { parseSource } from '../packages/engine/src/source/parse-source';
import { writeDeck } from '../packages/engine/src/writer/write-deck';
import { repoRoot } from './lib/server-process';

const out = path.join(repoRoot, 'bench', '.out', 'corpus-decks');

async function main() {
  if (!libreOfficeAvailable()) {
    console.error('corpus-deck-render: soffice / poppler not found');
    process.exit(2);
  }
  const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')).documents as {
    id: string;
    file: string;
  }[];
  const wanted = process.argv.slice(2);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const files: string[] = [];
  const names: string[] = [];
  for (const spec of wanted) {
    const [id, template = 'general', lang = 'zh-cn'] = spec.split(':');
    // A path (a generated held-out paper) is read as it is; anything else is a corpus paper's id.
    const own = id!.includes('/') ? { id: path.basename(id!, '.pdf'), file: path.resolve(id!) } : null;
    const t = own ?? truth.find((x) => x.id === id);
    if (!t) throw new Error(`no corpus paper ${id}`);
    const bytes = new Uint8Array(readFileSync(own ? own.file : path.join(CORPUS_DIR, t.file)));
    const doc = await parseSource(
      { bytes, fileId: t.id, kind: t.file.endsWith('.pdf') ? 'pdf' : 'txt', name: path.basename(t.file) },
      { cropFigures: false },
    );
    const slides = writeDeck({
      facts: [{ fileId: t.id, fileName: path.basename(t.file), facts: extractFacts(doc) }],
      template,
      outLang: lang as 'zh-cn' | 'en',
    });
    const name = `${t.id}-${template}-${lang}`;
    await writeFile(path.join(out, `${name}.json`), JSON.stringify(slides, null, 2));
    const pptx = await writeDeckPptx({
      title: name,
      slides,
      template,
      lang: lang === 'en' ? 'en' : 'zh',
      loadImage: async () => null,
    });
    const file = path.join(out, `${name}.pptx`);
    await writeFile(file, pptx);
    files.push(file);
    names.push(name);
    console.log(`${name}: ${slides.map((s) => `${s.slide_num}=${s.slide_id}`).join(' ')}`);
  }
  const pdfs = await convertToPdf(files, out);
  for (const [i, pdf] of pdfs.entries()) {
    const pages = await renderPages(pdf, out, names[i]!);
    console.log(`${names[i]}: ${pages.length} PNGs in ${out}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
