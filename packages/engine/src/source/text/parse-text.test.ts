import { describe, expect, it } from 'vitest';
import { UnreadableSourceError } from '../source-document';
import { parseText } from './parse-text';

const input = (text: string | Uint8Array, kind: 'txt' | 'md' = 'txt') => ({
  bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
  fileId: 'f1',
  kind,
  name: `doc.${kind}`,
});

describe('parseText', () => {
  it('reads a PMC text export: title, section paths, one page, normalised text', () => {
    const doc = parseText(
      input(
        'TITLE: \nA randomised trial of X\n\n\nABSTRACT.METHODS:\nWe randomly assigned 1,063 patients.\n\nBODY.METHODS.RANDOMISATION AND MASKING:\nHR 1·37 (1·07–1·76).\n',
      ),
    );
    expect(doc.title).toBe('A randomised trial of X');
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]!.text).toContain('We randomly assigned 1063 patients.');
    expect(doc.pages[0]!.text).toContain('HR 1.37 (1.07–1.76).');
    expect(doc.sections.map((s) => s.title)).toEqual([
      'Abstract › Methods',
      'Methods › Randomisation and masking',
    ]);
    const para = doc.blocks.find((b) => b.text.startsWith('HR'));
    expect(para?.section).toBe('Methods › Randomisation and masking');
    for (const b of doc.blocks) expect(doc.pages[0]!.text).toContain(b.text);
  });

  it('reads Markdown headings, paragraphs, lists and pipe tables', () => {
    const md = [
      '# Trial title',
      '',
      'Some **bold** text and a [link](http://x.test)',
      'that wraps.',
      '',
      '## Results',
      '',
      '- first item',
      '- second item',
      '',
      'Table 1 Outcomes',
      '',
      '| Arm | N |',
      '|---|---:|',
      '| A | 145 |',
      '| B | 72 |',
    ].join('\n');
    const doc = parseText(input(md, 'md'));
    expect(doc.title).toBe('Trial title');
    expect(doc.pages[0]!.text).toContain('Some bold text and a link\nthat wraps.');
    expect(doc.blocks.filter((b) => b.kind === 'list-item').map((b) => b.text)).toEqual([
      '- first item',
      '- second item',
    ]);
    expect(doc.tables).toEqual([
      {
        page: 1,
        title: 'Table 1 Outcomes',
        rows: [
          ['Arm', 'N'],
          ['A', '145'],
          ['B', '72'],
        ],
        box: null,
      },
    ]);
    expect(doc.sections.map((s) => s.title)).toEqual(['Trial title', 'Results']);
  });

  it('reads tab-separated tables and short title-like headings in plain text', () => {
    const txt =
      'Study report\n\nMethods\nPatients were enrolled at 12 centres across three countries between 2010 and 2012 in this trial.\n\nArm\tN\nA\t10\nB\t12\n';
    const doc = parseText(input(txt));
    expect(doc.sections.map((s) => s.title)).toContain('Methods');
    expect(doc.tables[0]?.rows).toEqual([
      ['Arm', 'N'],
      ['A', '10'],
      ['B', '12'],
    ]);
  });

  it('collects the reference list', () => {
    const doc = parseText(
      input(
        'Intro text here.\n\nReferences\n1. Smith J. A paper. Lancet 2010;1:1-2.\n2. Doe J. Another. BMJ 2011;2:3-4.\n',
        'txt',
      ),
    );
    expect(doc.references).toHaveLength(2);
  });

  it('refuses empty, binary and oversized input with a readable message', () => {
    expect(() => parseText(input(''))).toThrow(UnreadableSourceError);
    expect(() => parseText(input('   \n\n  '))).toThrow(/no readable text/);
    const binary = new Uint8Array(1000).map((_, i) => (i % 7 === 0 ? 0 : 65));
    expect(() => parseText(input(binary))).toThrow(/binary/);
  });

  it('decodes Windows-1252 when the bytes are not UTF-8', () => {
    const doc = parseText(input(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x31]))); // "café – 1"
    expect(doc.pages[0]!.text).toBe('café – 1');
  });
});
