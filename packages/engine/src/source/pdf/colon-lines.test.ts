import { describe, expect, it } from 'vitest';
import { makeLayoutPdf, type PlacedText } from '../__fixtures__/make-pdf';
import { parseSource } from '../parse-source';
import type { SourceDocument } from '../source-document';

/** One paragraph of printed lines, 12 pt apart, at the left margin; lines end short where given. */
function lines(top: number, texts: string[]): PlacedText[] {
  return texts.map((text, i) => ({ x: 60, top: top + i * 12, size: 10, text }));
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
