import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { THEME_FONTS } from '@prowrite/layouts';

/**
 * LibreOffice and poppler helpers for the PPTX tests and the fidelity bench (test support, not product code).
 *
 * Fonts: the themes name Arial and Microsoft YaHei, which this machine does not have. Chromium (the board and
 * the baselines) then falls back to the theme's render fallback, Noto Sans CJK SC, for Latin and CJK alike,
 * and the layouts' text measurement is calibrated on that. LibreOffice would substitute DejaVu Sans for Arial
 * (much wider), so conversions run with a fontconfig file that maps both theme faces to the same fallback:
 * LibreOffice then draws with the faces the board draws with.
 */

const run = promisify(execFile);

export function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** LibreOffice and poppler present (the LibreOffice tests skip, or fail under CI, without them). */
export const libreOfficeAvailable = (): boolean =>
  hasCommand('soffice') && hasCommand('pdfinfo') && hasCommand('pdftotext') && hasCommand('pdftoppm');

async function fontConfig(dir: string): Promise<string> {
  const fallback = THEME_FONTS.renderFallback[0] ?? 'Noto Sans CJK SC';
  const alias = (family: string) =>
    `<match target="pattern"><test qual="any" name="family"><string>${family}</string></test><edit name="family" mode="assign" binding="strong"><string>${fallback}</string></edit></match>`;
  const file = path.join(dir, 'fonts.conf');
  await writeFile(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>${alias(THEME_FONTS.latin)}${alias(THEME_FONTS.eastAsian)}</fontconfig>`,
  );
  return file;
}

/**
 * Converts documents to PDF in one LibreOffice run (a start costs seconds, so callers batch), with its own
 * profile directory so concurrent runs do not collide. Returns the PDF paths in input order.
 */
export async function convertToPdf(files: string[], outDir: string): Promise<string[]> {
  const scratch = path.join(os.tmpdir(), `lo-pptx-${randomUUID()}`);
  await mkdir(scratch, { recursive: true });
  try {
    const fonts = await fontConfig(scratch);
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${path.join(scratch, 'profile')}`,
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        ...files,
      ],
      { timeout: 180_000, env: { ...process.env, FONTCONFIG_FILE: fonts }, maxBuffer: 16 * 1024 * 1024 },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return files.map((f) => path.join(outDir, `${path.basename(f).replace(/\.[^.]+$/, '')}.pdf`));
}

export async function pdfPageCount(pdf: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [pdf]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
}

export async function pdfPageText(pdf: string, page: number): Promise<string> {
  const { stdout } = await run(
    'pdftotext',
    ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', pdf, '-'],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout;
}

/** The text of every page in one pdftotext run (pages end with a form feed). */
export async function pdfPagesText(pdf: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const pages = stdout.split('\f');
  if (pages[pages.length - 1]?.trim() === '') pages.pop();
  return pages;
}

/** Every page as a 96 dpi PNG (960 px wide for a 10 in slide); paths in page order. */
export async function renderPages(pdf: string, outDir: string, prefix: string): Promise<string[]> {
  await run('pdftoppm', ['-r', '96', '-png', pdf, path.join(outDir, prefix)], { timeout: 180_000 });
  const names = (await readdir(outDir)).filter((n) => n.startsWith(`${prefix}-`) && n.endsWith('.png'));
  return names
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)?.[1]) - Number(/-(\d+)\.png$/.exec(b)?.[1]))
    .map((n) => path.join(outDir, n));
}

export interface PdfWord {
  text: string;
  /** In px of the 960 x 540 slide (PDF points x 4/3). */
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** pdftotext's -bbox output is XHTML: a word's `<`, `>`, `&` and quotes come escaped. */
const unescapeXml = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const WORD = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;

/** pdftotext -bbox words of one page's XHTML, in slide px (PDF points x 4/3). */
function parseWords(xhtml: string): PdfWord[] {
  const px = (v: string) => (Number(v) * 4) / 3;
  return [...xhtml.matchAll(WORD)].map((m) => ({
    xMin: px(m[1]!),
    yMin: px(m[2]!),
    xMax: px(m[3]!),
    yMax: px(m[4]!),
    text: unescapeXml(m[5]!),
  }));
}

/** The words of every page in one pdftotext run, in page order. */
export async function pdfAllPageWords(pdf: string): Promise<PdfWord[][]> {
  const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', pdf, '-'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout.split('<page ').slice(1).map(parseWords);
}

/** The text of the words whose middle lies in `box`, line by line (by their middle) and left to right. */
export function wordsInBox(words: PdfWord[], box: { x: number; y: number; w: number; h: number }): string {
  const mid = (w: PdfWord) => (w.yMin + w.yMax) / 2;
  return words
    .filter((w) => {
      const x = (w.xMin + w.xMax) / 2;
      const y = mid(w);
      return x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h;
    })
    .sort((a, b) => Math.round(mid(a)) - Math.round(mid(b)) || a.xMin - b.xMin)
    .map((w) => w.text)
    .join(' ');
}

/** The words pdftotext finds on one page, with their boxes in slide px. */
export async function pdfPageWords(pdf: string, page: number): Promise<PdfWord[]> {
  const { stdout } = await run(
    'pdftotext',
    ['-f', String(page), '-l', String(page), '-bbox', '-enc', 'UTF-8', pdf, '-'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return parseWords(stdout);
}
