/**
 * PPTX fidelity: every layout sample (zh) in every template is exported by the PPTX writer, converted by
 * LibreOffice to PDF, rendered at 96 dpi (960 x 540) and compared with the Chromium baseline of the same
 * sample and template (e2e/specs/layout-snapshots.spec.ts-snapshots/, drawn by the board's renderer from
 * the same resolved layouts). Prints the share of differing pixels per layout x template (pixelmatch,
 * threshold 0.1), the max and median, and exits 1 when a pair exceeds MAX_DIFF_PCT.
 *
 * Fonts: LibreOffice draws with the faces Chromium falls back to (see apps/server/src/export/pptx/testing/
 * libreoffice.ts). Remaining noise is glyph rasterisation and LibreOffice's own spacing between CJK and
 * Latin text (PowerPoint adds none); missing, misplaced or recoloured elements show as large differences.
 *
 * Run: `npm run fidelity -w @prowrite/bench`. Renders and diff images go to bench/.out/fidelity/.
 * FIDELITY_TEMPLATES=general,medical_template1 limits the templates; FIDELITY_LAYOUTS=id,id the layouts.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { writeDeckPptx } from '../apps/server/src/export/pptx/index';
import {
  convertToPdf,
  libreOfficeAvailable,
  renderPages,
} from '../apps/server/src/export/pptx/testing/libreoffice';
import {
  baselineName,
  SAMPLE_TEMPLATES,
  sampleSlides,
} from '../apps/server/src/export/pptx/testing/sample-deck';
import { repoRoot } from './lib/server-process';

/**
 * A pair fails past this share of differing pixels. Measured (200 pairs, after fixing the real causes of large
 * differences: artwork drawn as shapes, theme faces mapped like Chromium's fallback): median 1.94%, max 3.75%,
 * all of it glyph rasterisation and LibreOffice's CJK/Latin spacing. Simulated bugs on these renders cost
 * more: content-background artwork missing 5.95%, a table missing 6.05%, the wrong template 6.75-10.7%,
 * everything 4 px lower 7.7%. 5% sits between the two; a small element missing (one line of text, a page
 * number) stays under it, which the LibreOffice text test (pptx-libreoffice.test.ts) covers instead.
 */
const MAX_DIFF_PCT = Number(process.env.FIDELITY_MAX_PCT ?? 5);
const W = 960;
const H = 540;
const baselines = path.join(repoRoot, 'e2e/specs/layout-snapshots.spec.ts-snapshots');
const out = path.join(repoRoot, 'bench/.out/fidelity');

const only = (name: string) =>
  process.env[name]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The top-left 960 x 540 of a PNG (pdftoppm rounds 405.01 pt up to 541 rows). */
function crop(png: PNG): PNG {
  const c = new PNG({ width: W, height: H });
  for (let y = 0; y < H; y++) png.data.copy(c.data, y * W * 4, y * png.width * 4, y * png.width * 4 + W * 4);
  return c;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? 0
    : s.length % 2
      ? s[(s.length - 1) / 2]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  if (!libreOfficeAvailable()) {
    console.error('fidelity: soffice / poppler not found');
    process.exit(2);
  }
  const templates = only('FIDELITY_TEMPLATES') ?? [...SAMPLE_TEMPLATES];
  const layouts = only('FIDELITY_LAYOUTS');
  const samples = sampleSlides('zh').filter((s) => !layouts || layouts.includes(s.layoutId));
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });

  const t0 = performance.now();
  const files: string[] = [];
  for (const template of templates) {
    const pptx = await writeDeckPptx({
      title: `Fidelity ${template}`,
      slides: samples.map((s) => s.slide),
      template,
      lang: 'zh',
      loadImage: async () => null,
    });
    const file = path.join(out, `${template}.pptx`);
    await writeFile(file, pptx);
    files.push(file);
  }
  const pdfs = await convertToPdf(files, out);
  console.log(
    `exported and converted ${templates.length} x ${samples.length} slides in ${Math.round(performance.now() - t0)} ms`,
  );

  const rows: { template: string; layout: string; pct: number }[] = [];
  for (const [ti, template] of templates.entries()) {
    const pages = await renderPages(pdfs[ti]!, out, template);
    if (pages.length !== samples.length)
      throw new Error(`${template}: ${pages.length} pages for ${samples.length} slides`);
    for (const [i, sample] of samples.entries()) {
      const lo = crop(PNG.sync.read(await readFile(pages[i]!)));
      const base = PNG.sync.read(
        await readFile(path.join(baselines, baselineName(template, sample.layoutId))),
      );
      if (base.width !== W || base.height !== H)
        throw new Error(`baseline ${sample.layoutId} is not ${W}x${H}`);
      const diff = new PNG({ width: W, height: H });
      const n = pixelmatch(lo.data, base.data, diff.data, W, H, { threshold: 0.1 });
      const pct = (n / (W * H)) * 100;
      rows.push({ template, layout: sample.layoutId, pct });
      await writeFile(path.join(out, `${template}-${sample.layoutId}-diff.png`), PNG.sync.write(diff));
    }
  }

  const layoutIds = samples.map((s) => s.layoutId);
  const header = [
    'layout'.padEnd(28),
    ...templates.map((t) => t.replace('medical_template', 'medical').padStart(9)),
  ];
  console.log(`\ndiffering pixels, % of 960 x 540 (pixelmatch threshold 0.1); limit ${MAX_DIFF_PCT}%`);
  console.log(header.join(' '));
  for (const id of layoutIds) {
    const cells = templates.map((t) => {
      const pct = rows.find((r) => r.template === t && r.layout === id)?.pct ?? Number.NaN;
      return `${pct.toFixed(2)}${pct > MAX_DIFF_PCT ? '!' : ' '}`.padStart(9);
    });
    console.log([id.padEnd(28), ...cells].join(' '));
  }
  const pcts = rows.map((r) => r.pct);
  const worst = rows.reduce((a, b) => (b.pct > a.pct ? b : a));
  console.log(
    `\npairs ${rows.length}  median ${median(pcts).toFixed(2)}%  max ${worst.pct.toFixed(2)}% (${worst.layout} in ${worst.template})`,
  );
  console.log(`renders and diff images: ${out}`);
  const over = rows.filter((r) => r.pct > MAX_DIFF_PCT);
  if (over.length > 0) {
    console.error(
      `${over.length} pair(s) over ${MAX_DIFF_PCT}%: ${over.map((r) => `${r.layout}/${r.template}`).join(', ')}`,
    );
    process.exit(1);
  }
}

await main();
