import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { type Slide, slideSchema } from '@prowrite/contracts';
import { layoutSamples } from '@prowrite/layouts';
import { newId } from '../../../db/ids';
import { fileParses, files, workSlides, works } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { teamOf } from '../../works/testing/works-test-kit';

const run = promisify(execFile);

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether Chromium and the built web app are here. Locally a missing one skips the rendering tests with a
 * notice; under CI=true they must run, so the answer is "available" and the tests fail loudly instead.
 */
export function renderingAvailable(): boolean {
  const missing = [
    existsSync(chromiumPath) ? '' : `Chromium (${chromiumPath})`,
    existsSync(path.join(webDist, 'index.html')) ? '' : `the built web app (${webDist})`,
  ].filter(Boolean);
  if (missing.length === 0 || process.env.CI === 'true') return true;
  console.warn(`export rendering tests skipped: ${missing.join(' and ')} missing`);
  return false;
}

export function commandAvailable(command: string): boolean {
  const found = ['/usr/bin', '/usr/local/bin', '/bin'].some((dir) => existsSync(path.join(dir, command)));
  if (found || process.env.CI === 'true') return true;
  console.warn(`export tests needing ${command} skipped: ${command} is not installed`);
  return false;
}

/** A solid-colour RGB PNG, built by hand (no image library needed). */
export function solidPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [42, 90, 155],
): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of PNG bytes, read from the IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The layout samples, cycled, numbered 1..count. */
export function sampleSlides(count: number, lang: 'en' | 'zh' = 'en', ids?: string[]): Slide[] {
  const samples = (ids ?? Object.keys(layoutSamples)).map((id) => layoutSamples[id]![lang]);
  return Array.from({ length: count }, (_, i) =>
    slideSchema.parse({ ...samples[i % samples.length]!, slide_num: i + 1, num: i + 1 }),
  );
}

/** A source file with one stored figure crop (so slides can show `/api/files/<id>/figures/0`). */
export async function seedFigureFile(
  t: TestApp,
  token: string,
  png: Buffer,
  name = 'trial.pdf',
): Promise<string> {
  const { teamId, userId } = await teamOf(t, token);
  const stored = await t.services.storage.put(png);
  const id = newId();
  await t.database.db.insert(files).values({
    id,
    teamId,
    ownerId: userId,
    name,
    sha1: newId(40).toLowerCase(),
    size: 100,
    mime: 'application/pdf',
    kind: 'pdf',
    pages: 1,
    parseStatus: 'success',
  });
  await t.database.db.insert(fileParses).values({
    fileId: id,
    teamId,
    engineVersion: 'test',
    document: {
      fileId: id,
      name,
      kind: 'pdf',
      pages: [],
      blocks: [],
      figures: [{ page: 1, png_sha1: stored.sha1 }],
    },
    facts: {},
  });
  return id;
}

/** A finished work stored directly (no generation): a deck of `slides`, or an article of `components`. */
export async function seedWork(
  t: TestApp,
  token: string,
  opts: {
    name?: string;
    slides?: Slide[];
    type?: 'PPT' | 'Tweets' | 'PatientEducationPost';
    template?: string;
    outLang?: 'en' | 'zh-cn';
    fileIds?: string[];
    /** Article works: their components (stored whole, as the articles module stores them). */
    components?: unknown[];
    themeColor?: string;
  } = {},
): Promise<string> {
  const { teamId, userId } = await teamOf(t, token);
  const id = newId();
  await t.database.db.insert(works).values({
    id,
    teamId,
    ownerId: userId,
    type: opts.type ?? 'PPT',
    name: opts.name ?? 'Export test deck',
    fileIds: opts.fileIds ?? [],
    selectTemplate: opts.template ?? 'general',
    outLang: opts.outLang ?? 'en',
    reportStatus: 1,
    process: 'end',
    progress: 100,
    ...(opts.components ? { components: opts.components } : {}),
    ...(opts.themeColor ? { themeColor: opts.themeColor } : {}),
  });
  const slides = opts.slides ?? [];
  if (slides.length) {
    await t.database.db
      .insert(workSlides)
      .values(slides.map((slide, i) => ({ workId: id, teamId, slideNum: i + 1, slide })));
  }
  return id;
}

/** `pdfinfo` of PDF bytes: page count and the first page's size in points. */
export async function pdfInfo(
  pdf: Buffer,
): Promise<{ pages: number; width: number; height: number; title: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pw-pdfinfo-'));
  try {
    const file = path.join(dir, 'x.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfinfo', [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
    const title = /^Title:\s+(.*)$/m.exec(stdout)?.[1] ?? '';
    return { pages, width: Number(size?.[1]), height: Number(size?.[2]), title };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of PDF bytes (`pdftotext -layout`). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pw-pdftext-'));
  try {
    const file = path.join(dir, 'x.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Opens office files with LibreOffice (one private profile per call, so parallel runs do not collide) and
 * answers each converted PDF's bytes, in the order given.
 */
export async function libreOfficeToPdf(inputs: { name: string; bytes: Buffer }[]): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pw-lo-'));
  try {
    const paths: string[] = [];
    for (const input of inputs) {
      const p = path.join(dir, input.name);
      await writeFile(p, input.bytes);
      paths.push(p);
    }
    const profile = `file://${path.join(dir, 'profile')}`;
    await run(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=${profile}`,
        '--convert-to',
        'pdf',
        '--outdir',
        path.join(dir, 'out'),
        ...paths,
      ],
      { timeout: 180_000 },
    );
    return Promise.all(
      inputs.map((input) => readFile(path.join(dir, 'out', `${input.name.replace(/\.[^.]+$/, '')}.pdf`))),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The general figure slide pointing at a stored figure, with provenance for two of its values. */
export function figureSlide(fileId: string, slideNum: number): Slide {
  const sample = layoutSamples.section_slide_001!.en;
  return slideSchema.parse({
    ...sample,
    slide_num: slideNum,
    num: slideNum,
    content: sample.content.map((c) =>
      c.id === 'image'
        ? {
            ...c,
            img_arr: [
              {
                image_info: {
                  url: `/api/files/${fileId}/figures/0`,
                  key_info: 'Kaplan-Meier curve of PFS',
                  width: 64,
                  height: 40,
                },
              },
            ],
          }
        : c,
    ),
    provenance: [
      {
        text: '8.6 months',
        content_id: 'text_1',
        file_id: fileId,
        page: 4,
        quote: 'median PFS was 8.6 months (95% CI 7.9-9.4)',
      },
      { text: 'HR 0.62', file_id: fileId, page: 5, quote: 'hazard ratio 0.62; 95% CI 0.51 to 0.75' },
    ],
  });
}

/** POSTs an export and answers the raw response. */
export function postExport(
  t: TestApp,
  token: string | null,
  payload: Record<string, unknown>,
  url = '/api/prowrite/v1/export',
) {
  return t.app.inject({ method: 'POST', url, headers: token ? { 'access-token': token } : {}, payload });
}
