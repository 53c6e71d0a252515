import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TextRun } from '../pdf/text-runs';
import { UnreadableSourceError } from '../source-document';
import { type GreyImage, readPgm, turnClockwise, writePgm } from './grey-image';
import { ocrLinesToRuns } from './ocr-runs';
import { OCR_LANGUAGES, runTesseract } from './tesseract';
import { charCount, meanConfidence, type OcrLine, parseTesseractTsv, readOsdRotation } from './tsv';

/** Scans are read at 300 dpi: Tesseract's accuracy falls off below about 200 dpi for body-size type. */
export const OCR_DPI = 300;
/** A page's longer side is rendered at most this many pixels (an oversized media box must not take memory). */
const MAX_SIDE_PX = 5000;
/** Below this mean confidence a reading may be a turned page: orientation detection is asked. */
const LOW_CONFIDENCE = 70;

export type OcrPageResult = {
  runs: TextRun[];
  /** The page size in points as read (a quarter-turned scan swaps width and height). */
  width: number;
  height: number;
  /** Mean word confidence 0-100. */
  confidence: number;
  /** How far the picture was turned clockwise before reading. */
  turn: 0 | 90 | 180 | 270;
};

function renderGrey(pdfPath: string, page: number, dpi: number, timeoutMs: number): Promise<GreyImage> {
  return new Promise((resolve, reject) => {
    execFile(
      process.env.PDFTOPPM_PATH || 'pdftoppm',
      ['-r', String(dpi), '-gray', '-f', String(page), '-l', String(page), pdfPath],
      { encoding: 'buffer', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, killSignal: 'SIGKILL' },
      (error, stdout) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          return reject(
            new UnreadableSourceError(
              'This PDF is a scanned image and needs OCR, but pdftoppm is not installed on the server. ' +
                'Install it with: apt-get install poppler-utils',
            ),
          );
        }
        if (error) return reject(error);
        const image = readPgm(new Uint8Array(stdout));
        if (image) resolve(image);
        else reject(new Error(`pdftoppm gave no picture of page ${page}`));
      },
    );
  });
}

/**
 * Reads one page of a PDF file by OCR: renders it in greyscale with pdftoppm (which applies the page's
 * /Rotate), reads words and lines with Tesseract (TSV), and when the reading is poor asks Tesseract's
 * orientation detection whether the scan lies turned; a turned scan is turned upright and read again,
 * keeping the better reading. `dir` is a private temp folder for the page pictures.
 */
export async function ocrPage(
  pdfPath: string,
  page: { number: number; width: number; height: number },
  dir: string,
  timeoutMs: number,
): Promise<OcrPageResult> {
  const deadline = Date.now() + timeoutMs;
  const left = () => {
    const ms = deadline - Date.now();
    if (ms <= 0) throw new Error(`OCR of page ${page.number} took longer than ${timeoutMs} ms`);
    return ms;
  };
  const dpi = Math.max(
    72,
    Math.min(OCR_DPI, Math.floor((MAX_SIDE_PX * 72) / Math.max(page.width, page.height))),
  );
  const image = await renderGrey(pdfPath, page.number, dpi, left());

  const read = async (picture: GreyImage, name: string): Promise<{ lines: OcrLine[]; file: string }> => {
    const file = join(dir, `${name}.pgm`);
    await writeFile(file, writePgm(picture));
    const tsv = await runTesseract(
      [file, 'stdout', '-l', OCR_LANGUAGES.join('+'), '--dpi', String(dpi), '--psm', '3', 'tsv'],
      left(),
    );
    return { lines: parseTesseractTsv(tsv), file };
  };

  const upright = await read(image, `p${page.number}`);
  let best = { lines: upright.lines, image, turn: 0 as OcrPageResult['turn'] };
  let confidence = meanConfidence(upright.lines);
  if (confidence < LOW_CONFIDENCE || charCount(upright.lines) < 20) {
    // Orientation detection fails on pages with too little text; that is not an error, just no turn.
    const osd = await runTesseract(
      [upright.file, 'stdout', '--dpi', String(dpi), '--psm', '0'],
      left(),
    ).catch(() => '');
    const turn = readOsdRotation(osd);
    if (turn !== 0) {
      const turned = turnClockwise(image, turn);
      const again = await read(turned, `p${page.number}-turned`);
      const againConfidence = meanConfidence(again.lines);
      if (againConfidence > confidence) {
        best = { lines: again.lines, image: turned, turn };
        confidence = againConfidence;
      }
    }
  }
  return {
    runs: ocrLinesToRuns(best.lines, dpi),
    width: (best.image.width * 72) / dpi,
    height: (best.image.height * 72) / dpi,
    confidence,
    turn: best.turn,
  };
}
