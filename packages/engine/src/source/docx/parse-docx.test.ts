import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusBytes } from '../__fixtures__/corpus';
import { parseSource } from '../parse-source';
import { UnreadableSourceError } from '../source-document';

const docx = (bytes: Uint8Array) => parseSource({ bytes, fileId: 'd1', kind: 'docx', name: 'file.docx' });

async function expectUnreadable(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableSourceError);
  expect((error as Error).message).toMatch(message);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const para = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (text: string) => `<w:tc>${para(text)}</w:tc>`;
const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

/** A minimal but valid Word document: content types, package rels, styles for headings, the body. */
async function makeDocx(body: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style></w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
  );
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

describe('parseSource on DOCX', () => {
  it('reads headings, paragraphs, tables and page breaks', async () => {
    const bytes = await makeDocx(
      [
        para('Protocol of the PRW-001 trial', 'Heading1'),
        para('Methods', 'Heading2'),
        para('Patients were randomised 2:1 to drug or placebo (NCT01234567).'),
        para('Table 1 Planned visits'),
        `<w:tbl><w:tr>${cell('Visit')}${cell('Day')}</w:tr><w:tr>${cell('Screening')}${cell('–28')}</w:tr><w:tr>${cell('Baseline')}${cell('1')}</w:tr></w:tbl>`,
        pageBreak,
        para('References', 'Heading2'),
        para('Smith J. A trial. Lancet 2020;1:1–10.'),
      ].join(''),
    );
    const doc = await docx(bytes);
    expect(doc.title).toBe('Protocol of the PRW-001 trial');
    expect(doc.sections).toEqual([
      { title: 'Protocol of the PRW-001 trial', page: 1 },
      { title: 'Methods', page: 1 },
      { title: 'References', page: 2 },
    ]);
    expect(doc.pages).toHaveLength(2);
    expect(doc.pages[0]!.text).toContain('Patients were randomised 2:1 to drug or placebo (NCT01234567).');
    expect(doc.tables).toEqual([
      {
        page: 1,
        title: 'Table 1 Planned visits',
        rows: [
          ['Visit', 'Day'],
          ['Screening', '–28'],
          ['Baseline', '1'],
        ],
        box: null,
      },
    ]);
    expect(doc.references).toEqual(['Smith J. A trial. Lancet 2020;1:1–10.']);
    for (const block of doc.blocks) expect(doc.pages[block.page - 1]!.text).toContain(block.text);
  });

  it.runIf(corpusAvailable())('reads the corpus protocol template (partly Japanese)', async () => {
    const doc = await docx(corpusBytes('docx/srws-protocol-template.docx'));
    expect(doc.pages.length).toBeGreaterThanOrEqual(1);
    const text = doc.pages.map((p) => p.text).join('\n');
    expect(text).toContain('Corresponding author: あなたの名前');
    expect(doc.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(['1.Introduction', '3.Method', 'References']),
    );
    expect(doc.title).toMatch(/systematic review and meta-analysis protocol/);
  });
});

describe('parseSource refuses bad DOCX files', () => {
  it('bytes that are not a ZIP', async () => {
    await expectUnreadable(docx(new TextEncoder().encode('just some text, not a zip')), /not a ZIP archive/);
  });

  it('a ZIP without word/document.xml', async () => {
    const zip = new JSZip();
    zip.file('hello.txt', 'hello');
    const bytes = new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    await expectUnreadable(docx(bytes), /word\/document\.xml is missing/);
  });

  it('a truncated DOCX', async () => {
    const whole = await makeDocx(para('Some text'));
    await expectUnreadable(docx(whole.slice(0, Math.floor(whole.length * 0.7))), /damaged|incomplete/);
  });

  it('a DOCX whose document part is corrupt XML', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<w:document><w:body><w:p>unclosed');
    const bytes = new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    await expectUnreadable(docx(bytes), /cannot be read|no text/);
  });

  it('a decompression bomb: a 300 MB entry of zeros', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', `<w:document ${W}><w:body>${para('x')}</w:body></w:document>`);
    zip.file('word/media/zeros.bin', new Uint8Array(300 * 1024 * 1024));
    const bytes = new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    await expectUnreadable(docx(bytes), /decompression bomb/);
  }, 120_000);

  it('a bomb whose header lies about its size is caught when unpacking', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', `<w:document ${W}><w:body>${para('x')}</w:body></w:document>`);
    zip.file('word/media/zeros.bin', new Uint8Array(8 * 1024 * 1024));
    const bytes = new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    // Rewrite the declared uncompressed size of the zeros entry (central directory) to 1 KiB.
    const view = new DataView(bytes.buffer);
    for (let p = bytes.length - 22; p > 0; p--) {
      if (view.getUint32(p, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(p + 28, true);
      const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength));
      if (name === 'word/media/zeros.bin') view.setUint32(p + 24, 1024, true);
    }
    await expectUnreadable(docx(bytes), /decompression bomb/);
  }, 60_000);
});
