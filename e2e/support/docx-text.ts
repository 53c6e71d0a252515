import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** LibreOffice opens the DOCX: converted to PDF (own profile folder), its text read back with pdftotext. */
export async function docxText(file: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pw-docx-'));
  try {
    const docx = path.join(dir, 'article.docx');
    await run('cp', [file, docx]);
    await run(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/profile`,
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        docx,
      ],
      { timeout: 120_000 },
    );
    const { stdout } = await run('pdftotext', [path.join(dir, 'article.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
