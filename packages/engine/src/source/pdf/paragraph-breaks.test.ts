import { describe, expect, it } from 'vitest';
import { makeLayoutPdf, type PlacedText } from '../__fixtures__/make-pdf';
import { parseSource } from '../parse-source';
import type { SourceDocument } from '../source-document';

/** One paragraph of printed lines, 12 pt apart, at the left margin; lines end short where given. */
function lines(top: number, texts: string[]): PlacedText[] {
  return texts.map((text, i) => ({ x: 60, top: top + i * 12, size: 10, text }));
}

/** Two columns of body text, 240 pt wide, from `top` down: enough lines for the gutter to be seen. */
function twoColumns(top: number, count: number): PlacedText[] {
  const left = 'Patients were seen at each visit by the study team';
  const right = 'Adverse events were coded and';
  return Array.from({ length: count }, (_, i) => [
    { x: 50, top: top + i * 12, size: 10, text: left },
    { x: 305, top: top + i * 12, size: 10, text: right },
  ]).flat();
}

function parse(texts: PlacedText[]): Promise<SourceDocument> {
  return parseSource({ bytes: makeLayoutPdf([{ texts }]), fileId: 'colon', kind: 'pdf', name: 'colon.pdf' });
}

// A long body line sets the right margin the short lines are measured against.
const BODY =
  'A total of 197 patients underwent randomization at 31 centres between 2019 and 2022 in six countries.';

describe('a short line ending in a colon', () => {
  it('goes on in the same paragraph when the next line is the value of its label', async () => {
    const doc = await parse([
      ...lines(80, [BODY, 'Clinical remission at week 8 by arm, drugex:']),
      ...lines(104, ['59/129 (45.7%); matching placebo: 1/68 (1.5%); risk ratio 30.1 (95% CI 4.3 to 212).']),
      ...lines(140, [BODY, 'The change in weight was as follows for the drugex group:']),
      ...lines(164, ['-4.2 kg (95% CI -5.0 to -3.4), and for the placebo group it was -0.8 kg.']),
    ]);
    const texts = doc.blocks.map((b) => b.text);
    expect(texts).toContainEqual(
      expect.stringContaining('drugex: 59/129 (45.7%); matching placebo: 1/68 (1.5%); risk ratio'),
    );
    expect(texts).toContainEqual(expect.stringContaining('for the drugex group: -4.2 kg'));
  });

  it('still ends its paragraph before a list or a new sentence', async () => {
    const doc = await parse([
      ...lines(80, [BODY, 'Patients were eligible if they met the following criteria:']),
      ...lines(104, ['Age 18 years or older at the screening visit.']),
      ...lines(140, [BODY, 'Two doses were compared:']),
      ...lines(164, ['1. 12 mg once daily by mouth for twelve weeks.']),
    ]);
    const texts = doc.blocks.map((b) => b.text);
    expect(texts).toContain('Age 18 years or older at the screening visit.');
    expect(texts).toContainEqual(expect.stringMatching(/^1\. 12 mg once daily/));
  });
});

describe('pieces of one paragraph that look apart', () => {
  it('keeps the short last line of a paragraph set across both columns in that paragraph', async () => {
    const doc = await parse([
      { x: 50, top: 100, size: 10, text: BODY },
      {
        x: 50,
        top: 112,
        size: 10,
        text: 'in the placebo group with the primary end point reached by week 8 (risk difference',
      },
      { x: 50, top: 124, size: 10, text: '-12.4 percentage points [95% CI -16.0 to -8.9]).' },
      ...twoColumns(160, 20),
    ]);
    expect(doc.blocks.map((b) => b.text)).toContainEqual(
      expect.stringContaining('(risk difference -12.4 percentage points [95% CI -16.0 to -8.9]).'),
    );
  });
});
