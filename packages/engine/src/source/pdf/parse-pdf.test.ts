import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseText } from '../../text/normalise';
import { corpusAvailable, corpusBytes } from '../__fixtures__/corpus';
import { readPngSize } from '../figures/png-info';
import { parseSource } from '../parse-source';
import type { SourceDocument } from '../source-document';

const hasCorpus = corpusAvailable();

async function parseCorpusPdf(name: string): Promise<SourceDocument> {
  return parseSource({
    bytes: corpusBytes(`pdf/${name}.pdf`),
    fileId: name,
    kind: 'pdf',
    name: `${name}.pdf`,
  });
}

const squash = (s: string) => s.replace(/\s+/g, ' ');

describe.runIf(hasCorpus)('parseSource on corpus PDFs', () => {
  let actV: SourceDocument;
  let sugar: SourceDocument;

  beforeAll(async () => {
    actV = await parseCorpusPdf('act-v');
    sugar = await parseCorpusPdf('sugar-dm-hf');
  }, 120_000);

  it('reads every page and the title', () => {
    expect(actV.pages).toHaveLength(9);
    expect(actV.pages.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(actV.pages[0]!.width).toBeCloseTo(595.3, 0);
    expect(actV.title).toMatch(/^Safety and efficacy of vernakalant/);
    expect(sugar.pages).toHaveLength(10);
    expect(sugar.title).toMatch(/^Effect of Empagliflozin on Left Ventricular Volumes/);
  });

  it('keeps the registry id and the abstract numbers in page text', () => {
    expect(actV.pages[0]!.text).toContain('NCT00989001');
    expect(actV.pages[0]!.text).toContain(
      'A total of 217 patients were randomized to receive vernakalant (n = 145)',
    );
  });

  it('reads two columns in order: a sentence wrapping inside a column reads contiguously', () => {
    // Page 2, left column: "... projections suggest 3.3 / million adults in the USA will have AF by 2020 [1]."
    expect(squash(actV.pages[1]!.text)).toContain(
      'projections suggest 3.3 million adults in the USA will have AF by 2020',
    );
    // Hyphenated line ends are rejoined: "inde-" / "pendent Data Safety Monitoring Board".
    expect(actV.pages[1]!.text).toContain('an independent Data Safety Monitoring Board');
    // The left column's last sentence on page 5 continues at the top of the right column.
    expect(actV.pages[4]!.text).toContain(
      'this was not considered by the investigator to be related to study drug',
    );
  });

  it('removes running heads, footers and page numbers', () => {
    for (const page of actV.pages) {
      expect(page.text).not.toContain('Beatch and Mangal BMC Cardiovascular Disorders (2016) 16:113');
      expect(page.text).not.toMatch(/Page \d of 9/);
    }
    for (const page of sugar.pages.slice(1)) expect(page.text).not.toContain('Lee et al');
  });

  it('finds the sections', () => {
    const titles = actV.sections.map((s) => s.title);
    for (const name of ['Abstract', 'Background', 'Methods', 'Results', 'Discussion', 'Conclusions']) {
      expect(titles).toContain(name);
    }
    expect(actV.sections.find((s) => s.title === 'Results')?.page).toBe(3);
    expect(sugar.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(['METHODS', 'RESULTS', 'REFERENCES']),
    );
    const methods = actV.blocks.find((b) => b.section === 'Statistical analysis' && b.kind === 'paragraph');
    expect(methods?.text).toMatch(/All randomized patients/);
  });

  it('rebuilds tables into rows and cells', () => {
    const table2 = actV.tables.find((t) => t.title.startsWith('Table 2'));
    expect(table2?.page).toBe(6);
    expect(table2?.rows[0]).toEqual(['Adverse event, n (%)', 'Placebo (n = 68)', 'Vernakalant (n = 129)']);
    expect(table2?.rows).toContainEqual(['Dysgeusia', '1 (1.5)', '19 (14.7)']);
    const side = actV.tables.filter((t) => t.page === 4);
    expect(side).toHaveLength(2);
    expect(side[1]!.rows).toContainEqual(['Hypertension', '39 (57.4)', '89 (69.0)']);
    const cmr = sugar.tables.find((t) => t.title.startsWith('Table 2'));
    expect(cmr!.rows.length).toBeGreaterThan(2);
    expect(cmr!.rows.every((r) => r.length > 2)).toBe(true);
    // A wrapped row label is joined back, and the superscript stays in its cell.
    expect(
      cmr!.rows.some((r) => r[0] === 'LV end-systolic volume index,‡ mL/m2' && r.includes('0.015')),
    ).toBe(true);
  });

  it('finds figures with captions and crops plausible PNGs', () => {
    expect(actV.figures.map((f) => f.caption.slice(0, 6))).toEqual(['Fig. 1', 'Fig. 2']);
    for (const figure of actV.figures) {
      expect(figure.page).toBe(5);
      const size = readPngSize(figure.png!);
      expect(size).not.toBeNull();
      // About a column wide at 200 dpi (a column is ~235 pt = ~650 px), and shorter than the page.
      expect(size!.width).toBeGreaterThan(450);
      expect(size!.width).toBeLessThan(1100);
      expect(size!.height).toBeGreaterThan(270);
      expect(size!.height).toBeLessThan(2200);
    }
    // Axis labels inside the picture stay out of the running text.
    expect(actV.pages[4]!.text).not.toContain('Time from first infusion (minutes)');
  });

  it('lists references', () => {
    expect(sugar.references.length).toBeGreaterThan(30);
    expect(sugar.references[0]).toMatch(/^Kramer DG, Trikalinos TA/);
    // Reference 9 runs on from page 9 to page 10 and is read as one entry.
    expect(sugar.references[8]).toMatch(/^Colucci WS.*Toprol-XL \(REVERT\) trial/);
    expect(sugar.references[10]).toMatch(/^McMurray JJV/);
  });

  it('keeps every block a substring of its page text, and page text normalised', () => {
    for (const doc of [actV, sugar]) {
      for (const block of doc.blocks) expect(doc.pages[block.page - 1]!.text).toContain(block.text);
      for (const page of doc.pages) expect(normaliseText(page.text)).toBe(page.text);
    }
  });
});
