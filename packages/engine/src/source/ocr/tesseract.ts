import { execFile } from 'node:child_process';
import { UnreadableSourceError } from '../source-document';

/** Languages read on scanned pages: English and Simplified Chinese (the product's two languages). */
export const OCR_LANGUAGES = ['eng', 'chi_sim'] as const;

/** The Debian packages that provide Tesseract and its language data. */
export const TESSERACT_PACKAGES = 'tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim';

/** Tesseract (or a language of it) is not installed: the message says exactly what to install. */
export class MissingOcrError extends UnreadableSourceError {
  constructor(what: string) {
    super(
      `This PDF is a scanned image and needs OCR, but ${what} on the server. ` +
        `Install it with: apt-get install ${TESSERACT_PACKAGES}`,
    );
    this.name = 'MissingOcrError';
  }
}

function tesseractPath(): string {
  return process.env.TESSERACT_PATH || 'tesseract';
}

/**
 * Runs the tesseract CLI. One thread per process (OMP_THREAD_LIMIT=1): pages are read two at a time,
 * and OpenMP threads on top of that only fight for the same cores.
 */
export function runTesseract(args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      tesseractPath(),
      args,
      {
        encoding: 'utf8',
        timeout: timeoutMs,
        maxBuffer: 32 * 1024 * 1024,
        killSignal: 'SIGKILL',
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return reject(new MissingOcrError('Tesseract is not installed'));
        if (/Failed loading language/i.test(stderr)) {
          return reject(new MissingOcrError('a Tesseract language pack is missing'));
        }
        reject(error.killed ? new Error(`OCR took longer than ${timeoutMs} ms`) : error);
      },
    );
  });
}

let checked: Promise<void> | null = null;
let checkedPath = '';

/** Fails with MissingOcrError unless tesseract runs and has every OCR language; cached per binary path. */
export function ensureTesseract(): Promise<void> {
  if (checked && checkedPath === tesseractPath()) return checked;
  checkedPath = tesseractPath();
  checked = runTesseract(['--list-langs'], 10_000).then((out) => {
    const have = new Set(out.split(/\r?\n/).map((l) => l.trim()));
    const missing = OCR_LANGUAGES.filter((l) => !have.has(l));
    if (missing.length > 0) {
      throw new MissingOcrError(`Tesseract has no language data for ${missing.join(', ')}`);
    }
  });
  // A failed check is not kept: installing Tesseract must not need a restart.
  checked.catch(() => {
    checked = null;
  });
  return checked;
}
