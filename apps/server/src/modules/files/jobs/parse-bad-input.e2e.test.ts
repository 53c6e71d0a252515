import { execFileSync } from 'node:child_process';
import { loremLines, makeEncryptedPdf, makeTextPdf } from '@prowrite/engine/testing/make-pdf';
import { makeScannedPdf } from '@prowrite/engine/testing/make-scanned-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../jobs/job-services';
import type { Worker } from '../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { injectUpload } from '../testing/multipart-body';
import { parseKit, sourcesOf } from '../testing/parse-kit';

function tesseractInstalled(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error('tesseract is missing in CI (scripts/system-deps.sh)');
    console.warn('[ocr] tesseract not installed: the scanned-upload test is skipped.');
    return false;
  }
}

/** Bad and unusual uploads through the real path: upload -> file.parse in warm threads -> stored result. */
describe('file.parse on bad input (real engine)', () => {
  let t: TestApp;
  let worker: Worker;
  beforeAll(async () => {
    t = await createTestApp();
    worker = createWorker(t.services.jobs, { concurrency: 1 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });
  const kit = parseKit(() => t);

  async function expectParseError(name: string, bytes: Uint8Array, message: RegExp) {
    const { id, detail } = await kit.uploadAndParse(name, Buffer.from(bytes));
    expect(detail.parse_status).toBe('error');
    expect(detail.err_msg).toMatch(message);
    // The upload itself is kept: the file stays listed and downloadable.
    const raw = await t.app.inject({ method: 'GET', url: `/api/files/${id}/raw`, headers: kit.auth() });
    expect(raw.statusCode).toBe(200);
    expect(raw.rawPayload.length).toBe(bytes.length);
  }

  it('an encrypted PDF ends as a parse error saying it is password-protected', async () => {
    await expectParseError('locked.pdf', makeEncryptedPdf(), /password-protected/);
  });

  it('a PDF over the page limit ends as a parse error naming the limit', async () => {
    const pages = Array.from({ length: 1001 }, (_, i) => [`Page ${i + 1} text line here`]);
    await expectParseError('huge.pdf', makeTextPdf({ pages }), /1001 pages; at most 1000/);
  });

  it('a truncated PDF is refused clearly or read with what survives', async () => {
    const whole = makeTextPdf({ pages: Array.from({ length: 20 }, (_, p) => loremLines(p + 1, 30)) });
    const { detail } = await kit.uploadAndParse('cut.pdf', Buffer.from(whole.slice(0, whole.length * 0.6)));
    if (detail.parse_status === 'error') expect(detail.err_msg).toMatch(/damaged|incomplete|cannot be read/);
    else expect(detail.pages).toBeGreaterThan(0);
  });

  it('a text file with NUL bytes is refused at upload with a clear 400', async () => {
    const res = await injectUpload(t.app, t.admin.token, 'nul.txt', 'A total of 217\u0000 patients.');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/Unsupported file type/);
  });

  it('a PDF text layer with NUL bytes is stored cleaned (PostgreSQL refuses NUL in JSON)', async () => {
    const bytes = makeTextPdf({
      pages: [['Methods', 'A total of 217\u0000 patients were randomly \u0001assigned in a 2:1 ratio.']],
    });
    const { id, detail } = await kit.uploadAndParse('nul.pdf', Buffer.from(bytes));
    expect(detail.parse_status, detail.err_msg).toBe('success');
    const facts = await kit.factsOf(id);
    expect(facts.n_randomized?.value).toBe(217);
    expect(JSON.stringify(await kit.storedDocument(id))).not.toMatch(/\\u000[01]/);
    await kit.expectQuotesOnTheirPages(id, sourcesOf(facts));
  });

  it('text with bidi overrides is stored as it reads', async () => {
    const { id, detail } = await kit.uploadAndParse(
      'bidi.txt',
      'Methods\n\nA total of 217 patients were \u202erandomly\u202c assigned in a 2:1 ratio.',
    );
    expect(detail.parse_status, detail.err_msg).toBe('success');
    const doc = await kit.storedDocument(id);
    expect(doc.pages[0]!.text).toContain('patients were randomly assigned');
    await kit.expectQuotesOnTheirPages(id, sourcesOf(await kit.factsOf(id)));
  });

  it.runIf(tesseractInstalled())('a scanned PDF is read by OCR and its facts are marked as OCR', async () => {
    const scan = makeScannedPdf([
      {
        lines: [
          'Methods',
          'In this double-blind trial, a total of 217 patients were randomly assigned in a 2:1 ratio',
          'to receive drug A or matching placebo.',
        ],
      },
    ]);
    const { id, detail } = await kit.uploadAndParse('scan.pdf', Buffer.from(scan));
    expect(detail.parse_status, detail.err_msg).toBe('success');
    const facts = await kit.factsOf(id);
    expect(facts.n_randomized).toMatchObject({ value: 217, source: { page: 1, ocr: true } });
    expect(facts.ratio).toMatchObject({ value: '2:1', source: { page: 1, ocr: true } });
    expect((await kit.storedDocument(id)).pages[0]!.ocr).toBe(true);
    await kit.expectQuotesOnTheirPages(id, sourcesOf(facts));
  });
});
