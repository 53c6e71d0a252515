/**
 * Scanned PDFs built at test time: text pages are drawn by makeTextPdf, rendered to greyscale pictures by
 * poppler's pdftoppm (a real rasteriser, real glyph shapes), and the pictures re-embedded as the only
 * content of each page, with no text layer: what a scanner produces. Needs pdftoppm on PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { makeTextPdf, writePdf } from './make-pdf';

export type ScanTurn = 0 | 90 | 180 | 270;

export type ScannedPage = {
  lines: string[];
  title?: string;
  /**
   * How the sheet lay on the scanner, clockwise: the picture is stored turned by this much. With
   * `rotateAttribute` the page's /Rotate puts it upright again (what a viewer shows); without, it is
   * shown turned (an upside-down scan).
   */
  turn?: ScanTurn;
  rotateAttribute?: boolean;
  /** A born-digital page among the scans: its lines as a real text layer (Helvetica 10 pt), no picture. */
  textLayer?: boolean;
  /** A line in a real text layer at the foot of a scanned page (what download sites stamp on scans). */
  stamp?: string;
  /** A born-digital figure page: a picture filling the text area and this caption as real text. */
  figure?: string;
};

type Grey = { width: number; height: number; pixels: Buffer };

/** Renders one text page to greyscale at `dpi`. */
function renderPage(page: ScannedPage, dpi: number): Grey {
  return renderPdfPages(makeTextPdf({ pages: [page.lines], title: page.title }), dpi)[0]!;
}

/** Renders every page of a PDF to greyscale at `dpi` (pdftoppm writes one PGM file per page). */
function renderPdfPages(bytes: Uint8Array, dpi: number): Grey[] {
  const dir = mkdtempSync(join(tmpdir(), 'prowrite-scan-'));
  try {
    const path = join(dir, 'source.pdf');
    writeFileSync(path, bytes);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', path, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort()
      .map((f) => readPgm(readFileSync(join(dir, f))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readPgm(pgm: Buffer): Grey {
  const head = pgm.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(head);
  if (!match) throw new Error('pdftoppm did not write a PGM');
  const width = Number(match[1]);
  const height = Number(match[2]);
  return { width, height, pixels: pgm.subarray(match[0].length, match[0].length + width * height) };
}

/** Turns a picture clockwise by a quarter turn. */
function quarterTurn(img: Grey): Grey {
  const { width, height, pixels } = img;
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = pixels[y * width + x]!;
  return { width: height, height: width, pixels: out };
}

function turnBy(img: Grey, turn: ScanTurn): Grey {
  let out = img;
  for (let i = 0; i < turn / 90; i++) out = quarterTurn(out);
  return out;
}

function imageStream(img: Grey): Buffer {
  const data = deflateSync(img.pixels);
  return Buffer.concat([
    Buffer.from(
      `<< /Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /ColorSpace /DeviceGray ` +
        `/BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

function contentStream(ops: string): Buffer {
  return Buffer.from(`<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`, 'latin1');
}

const escaped = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);

function textPage(page: ScannedPage, pageId: number): string[] {
  const ops = page.lines
    .map((line, i) => `BT /F1 10 Tf 50 ${770 - i * 12} Td (${escaped(line)}) Tj ET`)
    .join('\n');
  return [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${pageId + 1} 0 R >> >> /Contents ${pageId + 2} 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`,
  ];
}

/** A scan of an existing PDF: each page rendered at `dpi` and embedded as a picture, no text layer. */
export function scanPdf(bytes: Uint8Array, dpi = 200): Uint8Array {
  const pictures = renderPdfPages(bytes, dpi);
  const objects: (string | Uint8Array)[] = [];
  const kids = pictures.map((_, i) => `${3 + i * 3} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pictures.length} >>`);
  pictures.forEach((img, i) => {
    objects.push(...picturePage(img, dpi, 3 + i * 3, ''));
  });
  return writePdf(objects);
}

const INLINE_FONT = '/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>';

function picturePage(
  img: Grey,
  dpi: number,
  pageId: number,
  rotate: string,
  stamp?: string,
): (string | Uint8Array)[] {
  // The picture fills the media box, which takes the picture's shape (landscape when turned sideways).
  const width = Math.round((img.width * 72) / dpi);
  const height = Math.round((img.height * 72) / dpi);
  const stampOps = stamp ? `\nBT /F1 7 Tf 40 12 Td (${escaped(stamp)}) Tj ET` : '';
  return [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}]${rotate} ` +
      `/Resources << /XObject << /Im1 ${pageId + 1} 0 R >> ${stamp ? INLINE_FONT : ''} >> /Contents ${pageId + 2} 0 R >>`,
    imageStream(img),
    contentStream(`q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q${stampOps}`),
  ];
}

/** A born-digital figure page: a grey picture filling the text area (72 % of A4), its caption as real text. */
function figurePage(caption: string, pageId: number): (string | Uint8Array)[] {
  const img: Grey = { width: 64, height: 64, pixels: Buffer.alloc(64 * 64, 0x80) };
  return [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ` +
      `/Resources << /XObject << /Im1 ${pageId + 1} 0 R >> ${INLINE_FONT} >> /Contents ${pageId + 2} 0 R >>`,
    imageStream(img),
    contentStream(`q 500 0 0 720 48 80 cm /Im1 Do Q\nBT /F1 10 Tf 48 60 Td (${escaped(caption)}) Tj ET`),
  ];
}

/** A PDF whose pages are pictures of text (A4, rendered at `dpi`, 150 by default), with no text layer. */
export function makeScannedPdf(pages: ScannedPage[], dpi = 150): Uint8Array {
  const objects: (string | Uint8Array)[] = [];
  const kids = pages.map((_, i) => `${3 + i * 3} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  pages.forEach((page, i) => {
    if (page.textLayer) {
      objects.push(...textPage(page, 3 + i * 3));
      return;
    }
    if (page.figure) {
      objects.push(...figurePage(page.figure, 3 + i * 3));
      return;
    }
    const turn = page.turn ?? 0;
    const img = turnBy(renderPage(page, dpi), turn);
    const rotate = page.rotateAttribute && turn !== 0 ? ` /Rotate ${(360 - turn) % 360}` : '';
    objects.push(...picturePage(img, dpi, 3 + i * 3, rotate, page.stamp));
  });
  return writePdf(objects);
}
