import { describe, expect, it } from 'vitest';
import { MAX_DOCX_EXPANDED_BYTES, sniffFileType } from './sniff-file-type';
import { makeDocx, makeJpegHead, makePdf, makePng, makeZip } from './testing/test-fixtures';

const kindOf = (bytes: Uint8Array, name: string) => {
  const r = sniffFileType(bytes, name);
  return r.ok ? r.kind : `rejected: ${r.reason}`;
};

describe('sniffFileType', () => {
  it('recognises each accepted kind from its bytes, whatever the name says when it says nothing', () => {
    expect(kindOf(makePdf([['Hello']]), 'paper')).toBe('pdf');
    expect(kindOf(makeDocx(['Hello']), 'paper')).toBe('docx');
    expect(kindOf(makePng(), 'image')).toBe('png');
    expect(kindOf(makeJpegHead(), 'photo')).toBe('jpeg');
    expect(kindOf(Buffer.from('plain text\n'), 'notes')).toBe('txt');
    expect(kindOf(Buffer.from('# Title\n'), 'notes.md')).toBe('md');
    expect(kindOf(Buffer.from('# Title\n'), 'NOTES.Markdown')).toBe('md');
    expect(kindOf(Buffer.from('# Title\n'), 'notes.txt')).toBe('txt');
  });

  it('answers the mime type of the kind', () => {
    expect(sniffFileType(makePdf([['x']]), 'a.pdf')).toEqual({
      ok: true,
      kind: 'pdf',
      mime: 'application/pdf',
    });
    expect(sniffFileType(Buffer.from('x'), 'a.txt')).toMatchObject({ mime: 'text/plain; charset=utf-8' });
  });

  it('accepts UTF-8 text in any script, with or without a BOM', () => {
    expect(kindOf(Buffer.from('\ufeff中文摘要：总生存期 HR 0·72\n'), 'zh.txt')).toBe('txt');
  });

  it('finds a PDF header after leading junk, but not in text that merely quotes it', () => {
    const junk = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x01]), makePdf([['x']])]);
    expect(kindOf(junk, 'a.pdf')).toBe('pdf');
    expect(kindOf(Buffer.from('The header is %PDF-1.7 in every file.'), 'a.txt')).toBe('txt');
  });

  it('refuses a name that promises another kind than the bytes', () => {
    expect(kindOf(Buffer.from('just text'), 'paper.pdf')).toMatch(/rejected: .*\.pdf extension.*TXT/);
    expect(kindOf(makePdf([['x']]), 'paper.docx')).toMatch(/rejected/);
    expect(kindOf(makePng(), 'photo.jpg')).toMatch(/rejected/);
  });

  it('refuses empty, binary, non-UTF-8 and NUL-carrying input', () => {
    expect(kindOf(new Uint8Array(0), 'a.txt')).toBe('rejected: The file is empty');
    expect(kindOf(Buffer.from([0x00, 0x01, 0x02, 0x03]), 'a.bin')).toMatch(/Unsupported file type/);
    expect(kindOf(Buffer.from([0xc4, 0xe3, 0xba, 0xc3]), 'gbk.txt')).toMatch(/Unsupported/); // GBK, not UTF-8
    expect(kindOf(Buffer.from('text\0with a NUL'), 'a.txt')).toMatch(/Unsupported/);
    expect(kindOf(Buffer.from('MZ\x90\x00\x03'), 'setup.exe')).toMatch(/Unsupported/);
  });

  it('refuses zip archives that are not Word documents, and damaged ones', () => {
    const xlsx = makeZip([{ name: 'xl/workbook.xml', data: '<workbook/>' }]);
    expect(kindOf(xlsx, 'sheet.xlsx')).toMatch(/not a Word document/);
    const truncated = makeDocx(['x']).subarray(0, 60);
    expect(kindOf(truncated, 'a.docx')).toMatch(/damaged/);
  });

  it('refuses a DOCX whose entries claim to expand beyond the limit (decompression bomb)', () => {
    const bomb = makeZip([
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: 'word/media/huge.bin', data: 'x', declaredSize: MAX_DOCX_EXPANDED_BYTES },
    ]);
    expect(kindOf(bomb, 'bomb.docx')).toMatch(/unreasonable size/);
  });
});
