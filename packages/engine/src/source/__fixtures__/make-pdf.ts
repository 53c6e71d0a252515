/**
 * Builds small PDFs at test (and bench) time, so no binary fixtures need committing: text pages in one or
 * two columns with a running head and page numbers, an image-only "scan", and a password-protected file.
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
