/**
 * PPTX export speed: a 100-slide deck built from the layout samples (zh and en, cycled over every layout)
 * is written by writeDeckPptx in the general and a medical template; prints median / min / max ms over
 * several runs after a warm-up, and the file size. Target: <= 350 ms for 100 slides.
 *
 * Realism: the samples' SVG figures are swapped for PNG figures served by the loader (8 distinct pictures of
 * 640 x 400, ~100-300 KB each, repeated over the deck like a paper's figures), and every slide carries the
 * enterprise logo, so loading, deduplication and packaging of pictures are part of the figure.
 * The machine is shared: wall times rise with its load (printed at the end); the process CPU time per run (all
 * threads, so GC helpers count too) is printed beside them as a load-independent figure.
 * Run: `npm run pptx -w @prowrite/bench` (BENCH_RUNS, BENCH_SLIDES to change the defaults).
 */
import os from 'node:os';
import type { Slide } from '@prowrite/contracts';
import { PNG } from 'pngjs';
import { writeDeckPptx } from '../apps/server/src/export/pptx/index';
import { cycledDeck, withFigureUrls } from '../apps/server/src/export/pptx/testing/sample-deck';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SLIDES = Number(process.env.BENCH_SLIDES ?? 100);
const TEMPLATES = ['general', 'medical_template1'];
const TARGET_MS = 350;
const FIGURES = 8;

/** A chart-like PNG with some noise (compresses like a real figure, not like a flat colour). */
function figurePng(seed: number): Buffer {
  const png = new PNG({ width: 640, height: 400 });
  let s = seed * 7919 + 1;
  for (let y = 0; y < 400; y++) {
    for (let x = 0; x < 640; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const bar = x % 90 < 60 && 400 - y < ((x / 90) | 0) * 40 + seed * 10;
      const i = (y * 640 + x) * 4;
      const noise = s % 24;
      png.data[i] = bar ? 42 + noise : 250 - noise;
      png.data[i + 1] = bar ? 90 + noise : 250 - noise;
      png.data[i + 2] = bar ? 155 + noise : 250 - noise;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const figures = Array.from({ length: FIGURES }, (_, i) => figurePng(i + 1));
const logo = PNG.sync.write(Object.assign(new PNG({ width: 280, height: 96 }), {}));

/** The deck with PNG figures at loader addresses instead of the samples' SVG data URLs. */
function benchDeck(): Slide[] {
  let n = 0;
  return cycledDeck(SLIDES).map((slide) => {
    const out = withFigureUrls(slide, (i) => `/api/files/bench/figures/${i % FIGURES}`, n);
    n += slide.content.reduce((k, c) => k + (c.img_arr?.length ?? 0), 0);
    return out;
  });
}

async function loadImage(src: string) {
  if (src === '/api/files/bench/logo') return { data: logo, mime: 'image/png' };
  const n = Number(/figures\/(\d+)$/.exec(src)?.[1]);
  return Number.isInteger(n) ? { data: figures[n]!, mime: 'image/png' } : null;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, min: s[0]!, max: s[s.length - 1]! };
};

const slides = benchDeck();
console.log(`PPTX bench: ${slides.length} slides, ${RUNS} runs after a warm-up, figures ${FIGURES} PNGs`);
let failed = false;
for (const template of TEMPLATES) {
  const input = { title: 'ORCHID-3 bench deck', slides, template, logo: '/api/files/bench/logo', loadImage };
  await writeDeckPptx(input);
  const times: number[] = [];
  const cpu: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const buf = await writeDeckPptx(input);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    size = buf.length;
  }
  const { median, min, max } = stats(times);
  failed ||= median > TARGET_MS;
  console.log(
    `${template.padEnd(18)} median ${median.toFixed(0)} ms  min ${min.toFixed(0)} ms  max ${max.toFixed(0)} ms  (cpu median ${stats(cpu).median.toFixed(0)} ms)  size ${(size / 1024).toFixed(0)} KB  target <= ${TARGET_MS} ms`,
  );
}
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
if (failed) process.exitCode = 1;
