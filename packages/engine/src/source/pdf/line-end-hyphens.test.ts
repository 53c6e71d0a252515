import { describe, expect, it } from 'vitest';
import { makeLayoutPdf, type PlacedText } from '../__fixtures__/make-pdf';
import { parseSource } from '../parse-source';

/** One paragraph of printed lines, 12 pt apart, at the left margin. */
function lines(top: number, texts: string[]): PlacedText[] {
  return texts.map((text, i) => ({ x: 60, top: top + i * 12, size: 10, text }));
}

async function pageText(texts: PlacedText[]): Promise<string> {
  const doc = await parseSource({
    bytes: makeLayoutPdf([{ texts }]),
    fileId: 'hyphens',
    kind: 'pdf',
    name: 'hyphens.pdf',
  });
  return doc.pages.map((p) => p.text).join('\n');
}

describe('line-end hyphens in a parsed PDF', () => {
  it('keeps or drops each hyphen by how the same document prints the word elsewhere', async () => {
    const text = await pageText([
      ...lines(80, [
        'The primary analysis used a least-squares model with baseline as a covariate, and',
        'patients were randomized in blocks and treated with the drug at each site.',
      ]),
      ...lines(130, [
        'Adjusted means were estimated by least-',
        'squares regression after patients were random-',
        'ized, and the NT-',
        'proBNP level fell in the drug-',
        'treated group while the placebo group stayed at base-',
        'line values throughout the study period.',
      ]),
    ]);
    expect(text).toContain('estimated by least-squares regression');
    expect(text).toContain('patients were randomized, and the NT-proBNP level');
    expect(text).toContain('stayed at baseline values');
    // Neither spelling printed elsewhere, but both halves are words the document prints alone: a compound.
    expect(text).toContain('in the drug-treated group');
  });
});
