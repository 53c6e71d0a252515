/**
 * Builds small PDFs at test (and bench) time, so no binary fixtures need committing: text pages in one or
 * two columns with a running head and page numbers, pages of text placed anywhere (layouts), an image-only
 * "scan", and a password-protected file.
 */

type PdfObject = string | Uint8Array;

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Assembles numbered objects (1..n, object 1 the catalog) into a PDF with a correct xref table. */
export function writePdf(objects: PdfObject[], trailerExtra = ''): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const content = typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.from(body);
    const tail = Buffer.from('\nendobj\n', 'latin1');
    chunks.push(head, content, tail);
    length += head.length + content.length + tail.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`,
  );
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

function stream(content: string | Buffer, dict = ''): Buffer {
  const data = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  return Buffer.concat([
    Buffer.from(`<< /Length ${data.length} ${dict}>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

export type TextPdfOptions = {
  /** Lines of body text per page; each page gets these (two columns when twoColumns). */
  pages: string[][];
  twoColumns?: boolean;
  runningHead?: string;
  title?: string;
  /** /Rotate of every page: the viewer turns the page, the text is drawn as on an unturned page. */
  rotate?: 0 | 90 | 180 | 270;
};

/** A text PDF with Helvetica (a standard font, not embedded), A4 pages, 10 pt body on 12 pt leading. */
export function makeTextPdf(options: TextPdfOptions): Uint8Array {
  const pageCount = options.pages.length;
  const objects: PdfObject[] = [];
  const kids = Array.from({ length: pageCount }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  options.pages.forEach((lines, index) => {
    const ops: string[] = [];
    const text = (x: number, y: number, size: number, s: string): void => {
      ops.push(`BT /F1 ${size} Tf ${x} ${y} Td (${escapePdfText(s)}) Tj ET`);
    };
    if (options.runningHead) text(50, 810, 8, options.runningHead);
    text(290, 30, 8, String(index + 1));
    let y = 770;
    if (index === 0 && options.title) {
      text(50, y, 20, options.title);
      y -= 40;
    }
    if (options.twoColumns) {
      const half = Math.ceil(lines.length / 2);
      lines.forEach((line, i) => {
        if (i < half) text(50, y - i * 12, 10, line);
        else text(310, y - (i - half) * 12, 10, line);
      });
    } else {
      lines.forEach((line, i) => {
        text(50, y - i * 12, 10, line);
      });
    }
    const contentId = 5 + index * 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]${options.rotate ? ` /Rotate ${options.rotate}` : ''} /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    objects.push(stream(ops.join('\n')));
  });
  return writePdf(objects);
}

/** One page showing a grey 64x64 picture and no text at all: what a scanner produces. */
export function makeImageOnlyPdf(): Uint8Array {
  const pixels = Buffer.alloc(64 * 64, 0x80);
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    stream(
      pixels,
      '/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 ',
    ),
    stream('q 500 0 0 700 50 70 cm /Im1 Do Q'),
  ]);
}

/**
 * A PDF under the standard security handler (RC4, revision 2) whose user password is not empty: the /U
 * check value cannot match the empty password, so a reader must ask for one.
 */
export function makeEncryptedPdf(): Uint8Array {
  const hex = (seed: number) =>
    Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      stream('BT /F1 12 Tf 50 700 Td (secret) Tj ET'),
      `<< /Filter /Standard /V 1 /R 2 /O <${hex(11)}> /U <${hex(97)}> /P -44 >>`,
    ],
    `/Encrypt 5 0 R /ID [<${hex(3).slice(0, 32)}> <${hex(3).slice(0, 32)}>] `,
  );
}

/** Plain sentences for generated pages, varied so no line repeats like a running head would. */
export function loremLines(page: number, count: number): string[] {
  const words = [
    'patients',
    'were',
    'randomly',
    'assigned',
    'to',
    'treatment',
    'or',
    'control',
    'and',
    'followed',
  ];
  return Array.from({ length: count }, (_, i) => {
    const parts = Array.from({ length: 5 }, (_, k) => words[(page * 7 + i * 3 + k) % words.length]);
    return `${parts.join(' ')} (p${page} l${i + 1})`;
  });
}

/** A piece of text placed on a page: x from the left, top from the top of the page (points). */
export type PlacedText = { x: number; top: number; size: number; text: string; bold?: boolean };

/** A rectangle outline (a boxed abstract, a panel), top-down coordinates like PlacedText. */
export type PlacedRect = { x: number; top: number; width: number; height: number };

export type LayoutPage = { texts: PlacedText[]; rects?: PlacedRect[] };

/** A4 in points. */
export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

/** Text placed anywhere on A4 pages, in Helvetica and Helvetica-Bold (standard fonts, not embedded). */
export function makeLayoutPdf(pages: LayoutPage[]): Uint8Array {
  const objects: PdfObject[] = [];
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((page, index) => {
    const ops: string[] = [];
    for (const r of page.rects ?? []) {
      ops.push(`0.5 w ${r.x} ${PAGE_HEIGHT - r.top - r.height} ${r.width} ${r.height} re S`);
    }
    for (const t of page.texts) {
      // The baseline sits about 0.78 em below the top of the type.
      const baseline = PAGE_HEIGHT - t.top - t.size * 0.78;
      ops.push(
        `BT /${t.bold ? 'F2' : 'F1'} ${t.size} Tf ${t.x} ${baseline.toFixed(2)} Td (${escapePdfText(t.text)}) Tj ET`,
      );
    }
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`,
    );
    objects.push(stream(ops.join('\n')));
  });
  return writePdf(objects);
}

/** Average Helvetica advance per character in ems, a little generous so wrapped lines never overrun. */
const HELVETICA_EM_PER_CHAR = 0.56;

/** Breaks text into lines no wider than `width` points at `size`, word by word. */
export function wrapText(text: string, width: number, size: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (size * HELVETICA_EM_PER_CHAR)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A column box text flows into: left x, width, and the top and bottom of the space it fills. */
export type ColumnBox = { x: number; width: number; top: number; bottom: number };

/**
 * Flows paragraphs through columns in order, as a journal does: each paragraph wrapped to the column width,
 * first line indented, `leading` points per line, a little space between paragraphs, and on to the next
 * column when one is full (mid-sentence). Returns the placed lines.
 */
export function flowColumns(
  paragraphs: string[],
  columns: ColumnBox[],
  size = 9,
  leading = 11,
  indent = 9,
): PlacedText[] {
  const texts: PlacedText[] = [];
  let c = 0;
  let top = columns[0]!.top;
  paragraphs.forEach((paragraph, p) => {
    if (p > 0 && top > columns[c]!.top) top += leading * 0.6;
    const width = columns[c]!.width;
    wrapText(paragraph, width - indent, size).forEach((line, i) => {
      if (top + size > columns[c]!.bottom) {
        c++;
        if (!columns[c]) throw new Error('flowColumns: the text does not fit the columns');
        top = columns[c]!.top;
      }
      texts.push({ x: columns[c]!.x + (i === 0 ? indent : 0), top, size, text: line });
      top += leading;
    });
  });
  return texts;
}

/**
 * Sentences of made-up study prose, each tagged so a test can tell which paragraph a line came from
 * ("tag" goes into every sentence). Deterministic for a given tag and count.
 */
export function studyProse(tag: string, sentences: number): string {
  const subjects = ['The patients', 'Participants', 'The investigators', 'Each centre', 'The committee'];
  const verbs = ['recorded', 'reviewed', 'reported', 'assessed', 'compared'];
  const objects = [
    'the outcome at every visit',
    'adverse events during follow-up',
    'the blood pressure at week six',
    'adherence to the assigned treatment',
    'the primary endpoint after one year',
  ];
  return Array.from({ length: sentences }, (_, i) => {
    const n = tag.length + i;
    return `${subjects[n % 5]} in ${tag} group ${i + 1} ${verbs[(n * 3) % 5]} ${objects[(n * 7) % 5]}.`;
  }).join(' ');
}
