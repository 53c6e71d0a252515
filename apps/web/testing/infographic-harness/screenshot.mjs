import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

/**
 * Serves the built harness on 127.0.0.1 (a free port), draws each fixture in Chromium and saves a full-page
 * screenshot, then checks an in-place edit of a tile in edit mode. Stops the server and the browser.
 * Usage: node apps/web/testing/infographic-harness/screenshot.mjs [harness dir] [shots dir] [fixture ...]
 */
const dir = process.argv[2] ?? '/tmp/infographic-harness';
const shots = process.argv[3] ?? '/tmp/infographic-shots';
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  try {
    const body = await readFile(file.endsWith('/') ? path.join(file, 'index.html') : file);
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/index.html`;
mkdirSync(shots, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const fixtures = JSON.parse(await readFile(path.join(dir, 'fixtures.json'), 'utf8'));
  const names = process.argv.slice(4).length > 0 ? process.argv.slice(4) : Object.keys(fixtures);
  const page = await browser.newPage({ viewport: { width: 800, height: 1200 }, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const name of names) {
    await page.goto(`${base}?fixture=${encodeURIComponent(name)}`);
    await page.waitForSelector('.pw-infog [data-kind="banner"]');
    await page.evaluate(() => document.fonts.ready);
    const root = page.locator('.pw-infog');
    const file = path.join(shots, `${name}.png`);
    await root.screenshot({ path: file });
    const box = await root.boundingBox();
    console.log(`${file} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  // In-place editing: the result panel's first value, typed over in the editor, reaches the stored component.
  await page.goto(`${base}?fixture=${encodeURIComponent(names[0])}&edit=1`);
  const value = page.locator('[data-panel="result"] .pw-infog-value [contenteditable="true"]').first();
  const before = (await value.textContent()) ?? '';
  await value.click();
  await page.keyboard.press('End');
  await page.keyboard.type('9');
  const wanted = `"value":"${before}9"`;
  await page.waitForFunction(
    (w) => document.querySelector('[data-testid="harness-state"]')?.textContent?.includes(w),
    wanted,
    { timeout: 5000 },
  );
  await page.locator('.pw-infog').screenshot({ path: path.join(shots, `${names[0]}-edit.png`) });
  console.log(`edit in place: ${before} -> ${before}9 stored`);
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}
