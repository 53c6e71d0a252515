import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../source-document';
import { makeLayoutPdf, studyProse, wrapText } from '../__fixtures__/make-pdf';
import { parsePdfLayout } from './parse-pdf';
import { findColumnStitches } from './testing/column-stitch';
import {
  type ConstructedLayout,
  captionInColumn,
  figureAcrossColumns,
  lineNumberedManuscript,
  runningHeadAndFooter,
  sidebarPanel,
  summaryBesideMarginColumn,
  summaryPanelThenIntroduction,
  threeColumns,
  twoColumnsUnderAbstractBox,
} from './testing/page-layouts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

async function read(layout: ConstructedLayout): Promise<{ doc: SourceDocument; stitches: number }> {
  const { document, blocks, pageRuns } = await parsePdfLayout(
    { bytes: layout.bytes, fileId: 'constructed', kind: 'pdf', name: 'constructed.pdf' },
    { cropFigures: false },
  );
  const stitches = findColumnStitches(blocks, new Map(pageRuns.map((p) => [p.number, p.runs])));
  return { doc: document, stitches: stitches.length };
}

/** All page text of the document as one string, spaces squashed. */
function allText(doc: SourceDocument): string {
  return squash(doc.pages.map((p) => p.text).join(' '));
}

/** Each named paragraph reads whole and they come in the given order. */
function expectWholeInOrder(doc: SourceDocument, layout: ConstructedLayout): void {
  const text = allText(doc);
  let last = -1;
  for (const name of layout.order) {
    const at = text.indexOf(squash(layout.paragraphs[name]!));
    expect(at, `paragraph "${name}" reads whole`).toBeGreaterThanOrEqual(0);
    expect(at, `paragraph "${name}" comes after the one before`).toBeGreaterThan(last);
    last = at;
  }
}

describe('reading order of constructed page layouts', () => {
  it('reads two columns under a full-width boxed abstract column by column', async () => {
    const layout = twoColumnsUnderAbstractBox();
    const { doc, stitches } = await read(layout);
    expect(stitches).toBe(0);
    expectWholeInOrder(doc, layout);
    const text = allText(doc);
    expect(text).toContain(
      'The hazard ratio for the primary outcome was 0.72 (95% CI, 0.55 to 0.94; P=0.01).',
    );
    // The abstract comes before the body.
    expect(text.indexOf('BACKGROUND')).toBeLessThan(text.indexOf(squash(layout.paragraphs.intro!)));
  });

  it('reads three columns left to right', async () => {
    const layout = threeColumns();
    const { doc, stitches } = await read(layout);
    expect(stitches).toBe(0);
    expectWholeInOrder(doc, layout);
  });

  it('keeps a boxed panel out of the body paragraphs and reads both whole', async () => {
    const layout = sidebarPanel();
    const { doc, stitches } = await read(layout);
    expect(stitches).toBe(0);
    expectWholeInOrder(doc, layout);
    expect(allText(doc)).toContain(squash(layout.paragraphs.panel!));
    const panelBlock = doc.blocks.find((b) => b.text.includes('panel group 1'));
    expect(panelBlock?.text).not.toMatch(/opening|middle|closing/);
  });

  it('ends a summary whose last line lacks a full stop at the next section heading, not after the panel', async () => {
    const layout = summaryPanelThenIntroduction();
    const { doc } = await read(layout);
    expectWholeInOrder(doc, layout);
    const intro = squash(layout.paragraphs.intro!).slice(0, 60);
    const block = doc.blocks.find((b) => squash(b.text).includes(intro));
    expect(block?.section).toBe('Introduction');
    const summaryEnd = doc.blocks.find((b) => b.text.includes('NCT01234567.)'));
    expect(summaryEnd?.text).not.toContain(intro);
  });

  it('keeps a caption in a column as its own block, not stitched into the paragraphs around it', async () => {
    const layout = captionInColumn();
    const { doc, stitches } = await read(layout);
    expect(stitches).toBe(0);
    expectWholeInOrder(doc, layout);
    const caption = doc.blocks.find((b) => b.kind === 'caption');
    expect(caption?.text).toBe(layout.paragraphs.caption);
    expect(doc.tables[0]?.rows).toContainEqual(['Age, years', '61 (9)', '62 (10)']);
  });

  it('reads the columns above a full-width figure, its caption, then the columns below', async () => {
    const layout = figureAcrossColumns();
    const { doc, stitches } = await read(layout);
    expect(stitches).toBe(0);
    expectWholeInOrder(doc, layout);
    const text = allText(doc);
    const caption = text.indexOf(layout.paragraphs.caption!);
    expect(caption).toBeGreaterThan(text.indexOf(squash(layout.paragraphs.upperright!)));
    expect(caption).toBeLessThan(text.indexOf(squash(layout.paragraphs.lowerleft!)));
    expect(doc.figures[0]?.caption).toBe(layout.paragraphs.caption);
    // Labels printed inside the picture stay out of the running text.
    expect(text).not.toContain('Months since randomization');
  });

  it('reads a summary beside a margin column of notes whole, then the body columns, then the notes', async () => {
    const layout = summaryBesideMarginColumn();
    const { doc, stitches } = await read(layout);
    expect(stitches).toBe(0);
    expectWholeInOrder(doc, layout);
  });

  it('drops the line numbers of a numbered manuscript', async () => {
    const layout = lineNumberedManuscript();
    const { doc } = await read(layout);
    expect(doc.pages.length).toBeGreaterThan(1);
    expectWholeInOrder(doc, layout);
    for (const page of doc.pages) expect(page.text).not.toMatch(/(^|\s)\d{1,2}\s+\d{1,2}(\s|$)/);
  });

  it('removes running heads and footers on every page', async () => {
    const layout = runningHeadAndFooter();
    const { doc, stitches } = await read(layout);
    expect(stitches).toBe(0);
    expectWholeInOrder(doc, layout);
    for (const page of doc.pages) {
      expect(page.text).not.toContain(layout.head);
      expect(page.text).not.toMatch(layout.footer);
    }
  });
});

describe('line-end hyphens in a PDF', () => {
  it('keeps real hyphens and rejoins soft hyphenation', async () => {
    const lines = [
      'Serum NT-',
      'proBNP fell in patients who were random-',
      'ized to the anti-',
      'VEGF arm, and the 3-',
      'year survival after COVID-',
      '19 was higher in the double-',
      'blind phase.',
    ];
    const bytes = makeLayoutPdf([
      { texts: lines.map((text, i) => ({ x: 60, top: 100 + i * 12, size: 10, text })) },
    ]);
    const { doc } = await read({ bytes, order: [], paragraphs: {} });
    expect(doc.pages[0]!.text).toBe(
      'Serum NT-proBNP fell in patients who were randomized to the anti-VEGF arm, and the 3-year survival after COVID-19 was higher in the double-blind phase.',
    );
  });
});

describe('a sentence broken at a column foot', () => {
  it('goes on in the next column when the rest starts with a bracket', async () => {
    // The left column ends mid-sentence on a number; the right column opens with its interval in brackets.
    const left = ['The measured change was larger with the', 'study treatment, by a difference of 4.1'];
    const right = ['[95% CI, 1.2 to 7.0] points in all patients.', 'Other results were consistent with it.'];
    const bytes = makeLayoutPdf([
      {
        texts: [
          ...left.map((text, i) => ({ x: 50, top: 700 + i * 12, size: 10, text })),
          ...right.map((text, i) => ({ x: 310, top: 100 + i * 12, size: 10, text })),
          // Filler lines give both columns body text, so the page reads as two columns.
          ...Array.from({ length: 40 }, (_, i) => ({
            x: 50,
            top: 180 + i * 12,
            size: 10,
            text: `left column filler line number ${i} of the page`,
          })),
          ...Array.from({ length: 40 }, (_, i) => ({
            x: 310,
            top: 180 + i * 12,
            size: 10,
            text: `right column filler line number ${i} of the page`,
          })),
        ],
      },
    ]);
    const { doc } = await read({ bytes, order: [], paragraphs: {} });
    const block = doc.blocks.find((b) => b.text.includes('by a difference of 4.1'));
    expect(squash(block?.text ?? '')).toContain(
      'by a difference of 4.1 [95% CI, 1.2 to 7.0] points in all patients.',
    );
  });
});

describe('a sentence cut by a figure inside its paragraph', () => {
  it('goes on below the figure when the cut falls mid-sentence, the figure read after it', async () => {
    const above = Array.from(
      { length: 8 },
      (_, i) => `Opening filler line ${i} of the body text goes on here.`,
    );
    const lines = [...above, 'The measured change was larger in the'];
    const below = ['treated group than in the other group.', 'A new sentence follows it in the text.'];
    const bytes = makeLayoutPdf([
      {
        texts: [
          ...lines.map((text, i) => ({ x: 60, top: 100 + i * 12, size: 10, text })),
          { x: 120, top: 260, size: 7, text: 'Months' },
          { x: 60, top: 300, size: 9, text: 'Figure 1. Outcome by group over time.', bold: true },
          ...below.map((text, i) => ({ x: 60, top: 330 + i * 12, size: 10, text })),
        ],
        rects: [{ x: 60, top: 215, width: 300, height: 70 }],
      },
    ]);
    const { doc } = await read({ bytes, order: [], paragraphs: {} });
    const text = squash(doc.pages[0]!.text);
    expect(text).toContain('larger in the treated group than in the other group.');
    expect(text.indexOf('Figure 1.')).toBeGreaterThan(text.indexOf('other group.'));
  });
});

describe('section headings in a PDF', () => {
  it('finds numbered headings in body type but not numbered list items', async () => {
    const prose = (tag: string) => wrapText(studyProse(tag, 4), 440, 10);
    const lines: { text: string; bold?: boolean; gap?: number }[] = [
      { text: '1. Introduction', bold: true },
      ...prose('intro').map((text) => ({ text })),
      { text: '2.3 Outcome assessment', gap: 6 },
      ...prose('outcome').map((text) => ({ text })),
      { text: '1. Patients aged 18 years or more', gap: 6 },
      { text: '2. Written informed consent' },
    ];
    let top = 80;
    const texts = lines.map((l) => {
      top += 13 + (l.gap ?? 0);
      return { x: 60, top, size: 10, text: l.text, bold: l.bold };
    });
    const { doc } = await read({ bytes: makeLayoutPdf([{ texts }]), order: [], paragraphs: {} });
    expect(doc.sections.map((s) => s.title)).toEqual(['1. Introduction', '2.3 Outcome assessment']);
    const outcome = doc.blocks.find((b) => b.text.includes('outcome group 1'));
    expect(outcome?.section).toBe('2.3 Outcome assessment');
  });
});
