/**
 * Renders layout thumbnails (zh sample, medical_template1) to docs/layouts/<id>.png at 480 x 270, through
 * the web board's own SlideView (server-rendered with Vite) and Chromium.
 * Usage (from the repo root): npx tsx packages/layouts/scripts/thumbnails.ts hcp_ppt_a_013 hcp_ppt_a_014 ...
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';
import { layoutSamples } from '../src/samples';
import { resolveSlide } from '../src/render/resolve-slide';
import { getTheme } from '../src/themes';

const root = resolve(import.meta.dirname, '../../..');
const out = join(root, 'docs/layouts');
const ids = process.argv.slice(2);
if (ids.length === 0) throw new Error('name the layout ids to render');

const vite = await createServer({
  root: join(root, 'apps/web'),
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const { SlideView } = await vite.ssrLoadModule('/src/features/slide-render/index.ts');
  const css = readFileSync(join(root, 'apps/web/src/features/slide-render/slide-render.css'), 'utf8');
  const page = await browser.newPage({ viewport: { width: 480, height: 270 } });
  mkdirSync(out, { recursive: true });
  for (const id of ids) {
    const sample = layoutSamples[id];
    if (!sample) throw new Error(`no sample for ${id}`);
    const resolved = resolveSlide(sample.zh, { theme: getTheme('medical_template1'), pageNumber: 7 });
    const body = renderToStaticMarkup(createElement(SlideView, { resolved, scale: 0.5 }));
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0}${css}</style></head><body>${body}</body></html>`,
      { waitUntil: 'load' },
    );
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(out, `${id}.png`), clip: { x: 0, y: 0, width: 480, height: 270 } });
    console.log(`docs/layouts/${id}.png`);
  }
} finally {
  await browser.close();
  await vite.close();
}
