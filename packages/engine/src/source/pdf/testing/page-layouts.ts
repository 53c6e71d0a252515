import {
  type ColumnBox,
  flowColumns,
  type LayoutPage,
  makeLayoutPdf,
  PAGE_HEIGHT,
  type PlacedText,
  studyProse,
  wrapText,
} from '../../__fixtures__/make-pdf';

/** A constructed page layout: the PDF and the paragraphs (by name) that must each read whole, in order. */
export type ConstructedLayout = { bytes: Uint8Array; order: string[]; paragraphs: Record<string, string> };

const LEFT = 50;
const RIGHT = 545;
const GUTTER = 16;

/** Columns of equal width between the margins, from `top` to `bottom`. */
function columns(count: number, top: number, bottom: number, gutter = GUTTER): ColumnBox[] {
  const width = (RIGHT - LEFT - gutter * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ x: LEFT + i * (width + gutter), width, top, bottom }));
}

function block(
  text: string,
  x: number,
  top: number,
  width: number,
  size: number,
  bold = false,
): PlacedText[] {
  return wrapText(text, width, size).map((line, i) => ({
    x,
    top: top + i * size * 1.25,
    size,
    text: line,
    bold,
  }));
}

function bottomOf(texts: PlacedText[]): number {
  return Math.max(...texts.map((t) => t.top + t.size));
}

function prose(names: string[], sentences: number): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, studyProse(n, sentences)]));
}

/**
 * NEJM/Lancet-style first page: a full-width title, a boxed structured abstract across the page, and two
 * columns of body text below it, a paragraph running on from the foot of the left column to the right one.
 */
export function twoColumnsUnderAbstractBox(): ConstructedLayout {
  const texts: PlacedText[] = block(
    'Effect of a Constructed Treatment on Outcomes in Patients',
    LEFT,
    60,
    495,
    16,
    true,
  );
  // A long abstract (as in NEJM): more full-width lines than lines in each column below it.
  const abstract = [
    `BACKGROUND Whether the constructed treatment improves outcomes is unknown. ${studyProse('background', 4)}`,
    `METHODS We randomly assigned 300 patients to the constructed treatment or placebo. ${studyProse('methods', 7)}`,
    `RESULTS The hazard ratio for the primary outcome was 0.72 (95% CI, 0.55 to 0.94; P=0.01). ${studyProse('results', 7)}`,
    'CONCLUSIONS The constructed treatment reduced the risk of the primary outcome.',
  ];
  let top = 110;
  for (const line of abstract) {
    const placed = block(line, LEFT + 8, top, 479, 9.5);
    texts.push(...placed);
    top = bottomOf(placed) + 4;
  }
  const rects = [{ x: LEFT, top: 104, width: 495, height: top - 100 }];
  const paragraphs = prose(['intro', 'aims', 'design', 'patients'], 4);
  texts.push(...flowColumns(Object.values(paragraphs), columns(2, top + 24, 780)));
  const pages: LayoutPage[] = [{ texts, rects }];
  return { bytes: makeLayoutPdf(pages), order: Object.keys(paragraphs), paragraphs };
}

/** Three columns of body text, paragraphs running on from one column to the next. */
export function threeColumns(): ConstructedLayout {
  const texts = block('Three Column Report of a Constructed Trial', LEFT, 50, 495, 14, true);
  const paragraphs = prose(['first', 'second', 'third', 'fourth', 'fifth', 'sixth'], 6);
  texts.push(...flowColumns(Object.values(paragraphs), columns(3, 90, 560, 14), 8.5, 10.5));
  return { bytes: makeLayoutPdf([{ texts }]), order: Object.keys(paragraphs), paragraphs };
}

/**
 * Two columns with a boxed panel ("Research in context") in the middle of the left column, in smaller type:
 * the body text runs round it, a sentence broken above the panel going on below it.
 */
export function sidebarPanel(): ConstructedLayout {
  const [left, right] = columns(2, 60, 780);
  const paragraphs = prose(['opening', 'middle', 'closing', 'after'], 9);
  const panel = studyProse('panel', 5);
  // Move the panel down line by line until the line above it breaks a sentence.
  for (let panelTop = 330; panelTop < 500; panelTop += 11) {
    const texts: PlacedText[] = [
      { x: left!.x + 6, top: panelTop + 6, size: 9, text: 'Research in context', bold: true },
    ];
    const panelLines = block(panel, left!.x + 6, panelTop + 22, left!.width - 12, 7.5);
    texts.push(...panelLines);
    const panelBottom = bottomOf(panelLines) + 6;
    const body = flowColumns(Object.values(paragraphs), [
      { ...left!, bottom: panelTop - 12 },
      { ...left!, top: panelBottom + 14 },
      right!,
    ]);
    const aboveBox = body.filter((t) => t.top < panelTop && t.x < right!.x).pop();
    if (!aboveBox || /[.!?]$/.test(aboveBox.text)) continue;
    texts.push(...body);
    const rects = [{ x: left!.x, top: panelTop, width: left!.width, height: panelBottom - panelTop }];
    return {
      bytes: makeLayoutPdf([{ texts, rects }]),
      order: [...Object.keys(paragraphs)],
      paragraphs: { ...paragraphs, panel },
    };
  }
  throw new Error('sidebarPanel: no place breaks a sentence');
}

/** A table caption inside the left column between two paragraphs, with its rows below it. */
export function captionInColumn(): ConstructedLayout {
  const [left, right] = columns(2, 60, 780);
  const before = studyProse('before', 6);
  const texts = flowColumns([before], [{ ...left!, bottom: 400 }]);
  const captionTop = bottomOf(texts) + 14;
  const caption = 'Table 1. Baseline characteristics of the patients in the constructed trial.';
  const captionLines = block(caption, left!.x, captionTop, left!.width, 8, true);
  texts.push(...captionLines);
  let rowTop = bottomOf(captionLines) + 6;
  for (const [label, a, b] of [
    ['Age, years', '61 (9)', '62 (10)'],
    ['Women, n (%)', '40 (27)', '38 (25)'],
    ['Diabetes, n (%)', '51 (34)', '49 (33)'],
  ]) {
    texts.push({ x: left!.x, top: rowTop, size: 8, text: label! });
    texts.push({ x: left!.x + 120, top: rowTop, size: 8, text: a! });
    texts.push({ x: left!.x + 180, top: rowTop, size: 8, text: b! });
    rowTop += 11;
  }
  const after = studyProse('after', 14);
  const rest = studyProse('rest', 8);
  texts.push(...flowColumns([after, rest], [{ ...left!, top: rowTop + 16 }, right!]));
  return {
    bytes: makeLayoutPdf([{ texts }]),
    order: ['before', 'after', 'rest'],
    paragraphs: { before, after, rest, caption },
  };
}

/**
 * Two columns above a figure that spans the page, its caption across the page under it, and two columns
 * again below: read left-above, right-above, caption, left-below, right-below.
 */
export function figureAcrossColumns(): ConstructedLayout {
  const paragraphs = prose(['upperleft', 'upperright', 'lowerleft', 'lowerright'], 6);
  const texts: PlacedText[] = [];
  const [ul, ur] = columns(2, 60, 290);
  texts.push(...flowColumns([paragraphs.upperleft!], [ul!]));
  texts.push(...flowColumns([paragraphs.upperright!], [ur!]));
  // The picture: a frame with a few axis labels inside, then the caption across the page.
  const rects = [{ x: LEFT, top: 300, width: 495, height: 200 }];
  texts.push({ x: 60, top: 480, size: 6, text: 'Months since randomization' });
  texts.push({ x: 60, top: 320, size: 6, text: 'Cumulative incidence' });
  const caption =
    'Figure 1. Cumulative incidence of the primary outcome in the two groups of the constructed trial.';
  const captionLines = block(caption, LEFT, 510, 495, 8, true);
  texts.push(...captionLines);
  const [ll, lr] = columns(2, bottomOf(captionLines) + 20, 780);
  texts.push(...flowColumns([paragraphs.lowerleft!], [ll!]));
  texts.push(...flowColumns([paragraphs.lowerright!], [lr!]));
  return {
    bytes: makeLayoutPdf([{ texts, rects }]),
    order: ['upperleft', 'upperright', 'lowerleft', 'lowerright'],
    paragraphs: { ...paragraphs, caption },
  };
}

/**
 * A submitted manuscript: one column, double spaced, every line numbered in the left margin, numbering
 * running on over two pages.
 */
export function lineNumberedManuscript(): ConstructedLayout {
  const paragraphs = prose(['numbered', 'continued', 'further'], 9);
  const lines = Object.values(paragraphs).flatMap((p) => wrapText(p, 440, 11));
  const perPage = 28;
  const pages: LayoutPage[] = [];
  for (let start = 0; start < lines.length; start += perPage) {
    const texts: PlacedText[] = [];
    lines.slice(start, start + perPage).forEach((line, i) => {
      const number = String(start + i + 1);
      const top = 70 + i * 24;
      // Right-aligned numbers: about 5 points per digit at 9 pt.
      texts.push({ x: 40 - number.length * 5, top: top + 1, size: 9, text: number });
      texts.push({ x: 70, top, size: 11, text: line });
    });
    pages.push({ texts });
  }
  return { bytes: makeLayoutPdf(pages), order: Object.keys(paragraphs), paragraphs };
}

/** Three pages with a running head and a footer with the page number: both must stay out of the text. */
export function runningHeadAndFooter(): ConstructedLayout & { head: string; footer: RegExp } {
  const paragraphs = prose(['alpha', 'beta', 'gamma'], 12);
  const pages: LayoutPage[] = Object.values(paragraphs).map((paragraph, i) => {
    const texts: PlacedText[] = [
      { x: LEFT, top: 30, size: 7.5, text: 'Constructed Journal of Medicine 2024; 12: 100-110' },
      { x: 400, top: 30, size: 7.5, text: 'Original article' },
      { x: LEFT, top: PAGE_HEIGHT - 40, size: 7.5, text: `Page ${i + 1} of 3` },
      { x: 420, top: PAGE_HEIGHT - 40, size: 7.5, text: 'doi:10.1000/constructed.2024' },
    ];
    texts.push(...flowColumns([paragraph], columns(2, 70, 760)));
    return { texts };
  });
  return {
    bytes: makeLayoutPdf(pages),
    order: Object.keys(paragraphs),
    paragraphs,
    head: 'Constructed Journal of Medicine',
    footer: /Page \d of 3|doi:10\.1000/,
  };
}

/**
 * Lancet-style first page: a narrow margin column of notes (journal, dates, affiliations) down the right of
 * the page, beside a title and summary that run across the two body columns (but not the margin) and the two
 * body columns below them. The notes sit at heights between the summary's lines: read the title, the summary,
 * the body columns, then the notes.
 */
export function summaryBesideMarginColumn(): ConstructedLayout {
  const wide = { x: LEFT, width: 380 };
  const margin = { x: wide.x + wide.width + 14, width: RIGHT - (wide.x + wide.width + 14) };
  const texts = block(
    'Constructed Treatment versus Placebo in Constructed Patients',
    wide.x,
    60,
    wide.width,
    14,
    true,
  );
  const summary = studyProse('summary', 12);
  const summaryLines = block(summary, wide.x, 110, wide.width, 9);
  texts.push(...summaryLines);
  const notes = studyProse('notes', 10);
  // The notes' own leading (7.5 pt type on 10 pt) puts them between the summary's lines (9 pt on 11.25 pt).
  texts.push(...block(notes, margin.x, 113, margin.width, 7.5).map((t, i) => ({ ...t, top: 113 + i * 10 })));
  const paragraphs = prose(['left', 'right'], 5);
  const half = (wide.width - GUTTER) / 2;
  const bodyTop = bottomOf(summaryLines) + 24;
  texts.push(
    ...flowColumns(Object.values(paragraphs), [
      { x: wide.x, width: half, top: bodyTop, bottom: bodyTop + 110 },
      { x: wide.x + half + GUTTER, width: half, top: bodyTop, bottom: 780 },
    ]),
  );
  return {
    bytes: makeLayoutPdf([{ texts }]),
    order: ['summary', 'left', 'right', 'notes'],
    paragraphs: { summary, ...paragraphs, notes },
  };
}

/**
 * Lancet-style first page: a boxed summary across the page whose last line ends without a full stop (the
 * registration in brackets), a panel in smaller type at the top of the left column, then the Introduction
 * heading in larger type and the introduction in the two columns.
 */
export function summaryPanelThenIntroduction(): ConstructedLayout {
  const findings = `Findings ${studyProse('findings', 4)} (Funded by Constructed Pharma; ClinicalTrials.gov number,`;
  const summary = `${findings} NCT01234567.)`;
  const texts: PlacedText[] = [
    ...block('Constructed Treatment in Constructed Disease', LEFT, 50, 495, 16, true),
    { x: LEFT + 8, top: 92, size: 11, text: 'Summary', bold: true },
  ];
  const summaryLines = block(findings, LEFT + 8, 110, 479, 9.5);
  // The registration alone on the summary's last line: short, so it stands in the left column.
  summaryLines.push({ x: LEFT + 8, top: bottomOf(summaryLines) + 2.4, size: 9.5, text: 'NCT01234567.)' });
  texts.push(...summaryLines);
  const boxBottom = bottomOf(summaryLines) + 6;
  const [left, right] = columns(2, boxBottom + 20, 780);
  const panel = studyProse('panel', 4);
  const panelLines = block(panel, left!.x + 6, left!.top + 20, left!.width - 12, 7.5);
  texts.push({ x: left!.x + 6, top: left!.top + 6, size: 7.5, text: 'Research in context', bold: true });
  texts.push(...panelLines);
  const headingTop = bottomOf(panelLines) + 20;
  texts.push({ x: left!.x, top: headingTop, size: 11, text: 'Introduction', bold: true });
  const paragraphs = prose(['intro', 'aims'], 6);
  // Body type as in the summary, so only the heading tells the introduction from the summary's rest.
  texts.push(
    ...flowColumns(Object.values(paragraphs), [{ ...left!, top: headingTop + 18 }, right!], 9.5, 12),
  );
  const rects = [
    { x: LEFT, top: 86, width: 495, height: boxBottom - 86 },
    { x: left!.x, top: left!.top, width: left!.width, height: bottomOf(panelLines) + 6 - left!.top },
  ];
  return {
    bytes: makeLayoutPdf([{ texts, rects }]),
    order: ['summary', ...Object.keys(paragraphs)],
    paragraphs: { summary, ...paragraphs, panel },
  };
}
