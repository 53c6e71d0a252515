import { makePdf } from '../../../../files/testing/test-fixtures';

/**
 * A constructed retrospective cohort paper (the corpus holds trials only): title, structured abstract naming
 * the design, data source, study period and N, an adjusted hazard ratio with its 95% CI and P, a discussion
 * with the authors' limitations, and a conclusion. Plain ASCII, since the test PDF's font is Helvetica.
 */
export const COHORT_PAPER = {
  title:
    'Metformin use and incident dementia in older adults with type 2 diabetes: a retrospective cohort study',
  design: 'retrospective cohort study',
  adjustedHr: 'adjusted hazard ratio 0.78',
  limitations: [
    'First, dementia diagnoses were taken from claims codes and may be incomplete.',
    'Second, we could not measure adherence to metformin after each prescription was filled.',
  ],
  paragraphs: [
    'Metformin use and incident dementia in older adults with type 2 diabetes: a retrospective cohort study',
    'Abstract',
    'Background: Whether metformin lowers the risk of dementia in older adults with type 2 diabetes is uncertain.',
    'Methods: We conducted a retrospective cohort study using the Korean National Health Insurance Service database. Adults aged 60 years or older with type 2 diabetes between January 2009 and December 2019 were included. Metformin users were compared with users of sulfonylureas.',
    'Results: A total of 48210 patients were included. Metformin use was associated with a lower risk of incident dementia (adjusted hazard ratio 0.78; 95% CI, 0.69-0.88; P<0.001).',
    'Conclusions: Metformin use was associated with a lower risk of dementia than sulfonylurea use.',
    'Methods',
    'The primary outcome was incident dementia during follow-up.',
    'Discussion',
    'Metformin users had a lower incidence of dementia in every age group.',
    'Our study has several limitations.',
    'First, dementia diagnoses were taken from claims codes and may be incomplete.',
    'Second, we could not measure adherence to metformin after each prescription was filled.',
    'Conclusions',
    'In conclusion, metformin use was associated with a lower risk of incident dementia in older adults with type 2 diabetes.',
  ],
} as const;

const LINE_CHARS = 90;
const LINES_PER_PAGE = 42;

/** Words wrapped into lines that fit the page at 12 pt, a blank line between paragraphs. */
function wrap(paragraphs: readonly string[]): string[] {
  const lines: string[] = [];
  for (const p of paragraphs) {
    let line = '';
    for (const word of p.split(' ')) {
      if (line && line.length + 1 + word.length > LINE_CHARS) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line, '');
  }
  return lines;
}

/** The paper as a text PDF, paginated. */
export function cohortPaperPdf(): Buffer {
  const lines = wrap(COHORT_PAPER.paragraphs);
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  return makePdf(pages);
}
