/**
 * A long trial protocol built as a PDF from text, for the parse benchmark: a cover page with the registry
 * number, a two-column synopsis table over the first pages, then numbered sections (bold headings, 10 pt
 * body text in one column) with a four-column table every few pages, a running head and page numbers.
 */
import { writePdf } from '../../packages/engine/src/source/__fixtures__/make-pdf';

const SECTIONS = [
  'Introduction',
  'Background and Rationale',
  'Objectives',
  'Study Design',
  'Study Population',
  'Inclusion Criteria',
  'Exclusion Criteria',
  'Randomisation and Blinding',
  'Study Treatment',
  'Dose Modifications',
  'Concomitant Medication',
  'Study Procedures',
  'Efficacy Assessments',
  'Safety Assessments',
  'Adverse Events',
  'Statistical Methods',
  'Sample Size',
  'Interim Analysis',
  'Data Management',
  'Ethics and Regulatory',
];

const SENTENCES = [
  'Patients are randomly assigned in a 2:1 ratio to receive drug A or matching placebo.',
  'Randomisation is stratified by region and by baseline disease severity.',
  'Drug A 200 mg is given by mouth once daily in cycles of 28 days until progression.',
  'The primary endpoint is progression-free survival assessed by blinded central review.',
  'Secondary endpoints include overall survival, objective response rate and safety.',
  'Tumour assessments are performed every 8 weeks for the first year, then every 12 weeks.',
  'Adverse events are graded according to the Common Terminology Criteria version 5.0.',
  'A sample of 450 patients gives 90% power to detect a hazard ratio of 0.70 at a two-sided 5% level.',
  'The investigator records every dose interruption and its reason in the case report form.',
  'Patients who stop treatment early are followed for survival every three months.',
];

function escaped(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

type Page = string[];

class PageWriter {
  readonly pages: Page[] = [];
  private ops: Page = [];
  private y = 0;

  constructor(private readonly runningHead: string) {
    this.newPage();
  }

  newPage(): void {
    this.ops = [];
    this.pages.push(this.ops);
    const n = this.pages.length;
    this.text(50, 810, 8, 'F1', this.runningHead);
    this.text(290, 30, 8, 'F1', String(n));
    this.y = 770;
  }

  room(height: number): void {
    if (this.y - height < 60) this.newPage();
  }

  text(x: number, y: number, size: number, font: 'F1' | 'F2', s: string): void {
    this.ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${escaped(s)}) Tj ET`);
  }

  line(s: string, size = 10, font: 'F1' | 'F2' = 'F1', gapAfter = 12): void {
    this.room(gapAfter);
    this.text(50, this.y, size, font, s);
    this.y -= gapAfter;
  }

  /** A synopsis row: the key in bold on the left, the value in the right column. */
  keyValue(key: string, value: string): void {
    this.room(14);
    this.text(50, this.y, 10, 'F2', key);
    this.text(200, this.y, 10, 'F1', value);
    this.y -= 14;
  }

  heading(s: string): void {
    this.room(60);
    this.y -= 6;
    this.line(s, 12, 'F2', 18);
  }

  /** Rows of cells at fixed column positions, the first row bold. */
  table(title: string, rows: string[][], columns: number[]): void {
    this.room(30 + rows.length * 12);
    this.line(title, 9, 'F2', 14);
    rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        this.text(columns[c]!, this.y, 9, r === 0 ? 'F2' : 'F1', cell);
      });
      this.y -= 12;
    });
    this.y -= 8;
  }
}

/** Wraps sentences into lines of at most `width` characters. */
function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** A protocol of about `pageCount` pages. */
export function makeProtocolPdf(pageCount = 200): Uint8Array {
  const w = new PageWriter('Protocol PRW-207 | Version 3.0 | Confidential');
  w.line('A Randomised, Double-Blind, Placebo-Controlled Phase 3 Study of Drug A', 16, 'F2', 24);
  w.line('in Patients with Advanced Solid Tumours', 16, 'F2', 30);
  w.line('Protocol number: PRW-207', 10, 'F1', 14);
  w.line('ClinicalTrials.gov number: NCT04561234', 10, 'F1', 14);
  w.line('Sponsor: Prowrite Bench Pharmaceuticals', 10, 'F1', 14);
  w.newPage();
  w.heading('Synopsis');
  const synopsis: [string, string][] = [
    ['Title', 'Drug A versus placebo in advanced solid tumours'],
    ['Phase', 'Phase 3'],
    ['Design', 'Randomised, double-blind, placebo-controlled, multicentre'],
    ['Primary Objective', 'To compare progression-free survival between the arms'],
    ['Secondary Objectives', 'Overall survival; objective response rate; safety'],
    ['Arms', 'Arm A: drug A 200 mg orally once daily; Arm B: matching placebo'],
    ['Randomisation', '2:1, stratified by region and baseline severity'],
    ['Planned N', '450 patients'],
    ['Primary Endpoint', 'Progression-free survival by blinded central review'],
    ['Duration', 'Until progression, unacceptable toxicity or withdrawal'],
  ];
  for (const [key, value] of synopsis) w.keyValue(key, value);
  let section = 0;
  let sentence = 0;
  while (w.pages.length < pageCount) {
    section++;
    w.heading(`${section} ${SECTIONS[(section - 1) % SECTIONS.length]}`);
    for (let para = 0; para < 6 && w.pages.length < pageCount; para++) {
      const text = Array.from({ length: 5 }, () => SENTENCES[sentence++ % SENTENCES.length]).join(' ');
      for (const l of wrap(`(${section}.${para + 1}) ${text}`)) w.line(l);
      w.line('', 10, 'F1', 6);
    }
    if (section % 2 === 0 && w.pages.length < pageCount) {
      const rows = [['Visit', 'Week', 'Assessment', 'Window (days)']];
      for (let r = 1; r <= 8; r++)
        rows.push([`V${r}`, String(r * 4), r % 2 ? 'CT scan' : 'Blood tests', `±${r}`]);
      w.table(
        `Table ${section / 2}. Schedule of assessments, part ${section / 2}`,
        rows,
        [50, 160, 260, 420],
      );
    }
  }
  const objects: (string | Uint8Array)[] = [];
  const kids = w.pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${w.pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  w.pages.forEach((ops, i) => {
    const content = ops.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  return writePdf(objects);
}
