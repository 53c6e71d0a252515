import { execFile } from 'node:child_process';
import type { Box } from '../source-document';
import { ppmToPng } from './ppm-to-png';

/**
 * Resolution of figure crops: sharp on a full-width slide and in print (a half-page figure is ~650 px wide),
 * small enough to store per figure.
 */
export const FIGURE_DPI = 200;
const PDFTOPPM_TIMEOUT_MS = 20_000;

export type CropRequest = { page: number; box: Box };
export type CropResult = { pngs: (Uint8Array | null)[]; warning: string | null };

class MissingToolError extends Error {}

function runPdftoppm(args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      process.env.PDFTOPPM_PATH || 'pdftoppm',
      args,
      {
        encoding: 'buffer',
        timeout: PDFTOPPM_TIMEOUT_MS,
        maxBuffer: 64 * 1024 * 1024,
        killSignal: 'SIGKILL',
      },
      (error, stdout) => {
        if (error) {
          const code = (error as NodeJS.ErrnoException).code;
          reject(code === 'ENOENT' ? new MissingToolError('pdftoppm not found') : error);
        } else resolve(stdout);
      },
    );
  });
}

/** pdftoppm arguments that render just the box of one page as PPM on stdout. */
export function cropArgs(pdfPath: string, request: CropRequest, dpi = FIGURE_DPI): string[] {
  const scale = dpi / 72;
  // Whole pixels covering the box: its edges rounded outwards, so no row or column of the figure is lost.
  const x = Math.max(0, Math.floor(request.box.x * scale));
  const y = Math.max(0, Math.floor(request.box.y * scale));
  const w = Math.max(1, Math.ceil((request.box.x + request.box.width) * scale) - x);
  const h = Math.max(1, Math.ceil((request.box.y + request.box.height) * scale) - y);
  const page = String(request.page);
  // PPM out (no -png): converting it here with a fast deflate is about twice as quick as pdftoppm's PNG.
  return [
    '-r',
    String(dpi),
    '-f',
    page,
    '-l',
    page,
    '-x',
    `${x}`,
    '-y',
    `${y}`,
    '-W',
    `${w}`,
    '-H',
    `${h}`,
    pdfPath,
  ];
}

/**
 * Crops figure boxes out of a PDF file with poppler's pdftoppm, two at a time (one child process per crop,
 * each with a time limit). A failed crop gives null; a missing pdftoppm gives nulls and a warning.
 */
export async function cropFigures(
  pdfPath: string,
  requests: CropRequest[],
  concurrency = 2,
): Promise<CropResult> {
  const pngs: (Uint8Array | null)[] = requests.map(() => null);
  let warning: string | null = null;
  let missing = false;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length && !missing) {
      const index = next++;
      try {
        const png = ppmToPng(new Uint8Array(await runPdftoppm(cropArgs(pdfPath, requests[index]!))));
        if (png) pngs[index] = png;
        else failed++;
      } catch (error) {
        if (error instanceof MissingToolError) missing = true;
        else failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
  if (missing) {
    warning =
      'Figure images were not cropped: pdftoppm is not installed (install poppler-utils). Captions are kept.';
  } else if (failed > 0) {
    warning = `${failed} figure image(s) could not be cropped; their captions are kept.`;
  }
  return { pngs, warning };
}
