import { withoutTableMarks } from './table-marks';
import { dataRows } from './table-rows';
import type { FactFigure, FactTable, Provenance, Sourced } from '@prowrite/contracts';
import { findFlexible, wholeWords } from '../text/quote';
import { isProse } from '../text/sentences';
import { isWholeSentence } from '../text/whole-phrase';
import { type DocContext, type Sentence, sentenceFact } from './context';

/** The title, quoted from the first page it appears on (whitespace may differ in PDF text). */
export function extractTitle(ctx: DocContext): Sourced<string> | null {
  const title = ctx.doc.title.trim();
  if (!title) return null;
  for (const page of ctx.doc.pages.slice(0, 2)) {
    const source = ctx.sourceOfPhrase(page.number, title.length > 300 ? title.slice(0, 300) : title);
    if (source) return { value: title, source };
  }
  // A title broken by a margin column (dates, "Received:" lines beside its second line) is quoted by the
  // longest run of its words printed together, from its start.
  const words = title.split(/\s+/);
  for (let n = words.length - 1; n >= Math.min(6, words.length); n--) {
    const phrase = words.slice(0, n).join(' ');
    for (const page of ctx.doc.pages.slice(0, 2)) {
      const source = ctx.sourceOfPhrase(page.number, phrase);
      if (source) return { value: title, source };
    }
  }
  return null;
}

/** Tables as parsed, each quoted by its title (or its first cell found on the page); unquotable ones are left out. */
export function extractTables(ctx: DocContext): FactTable[] {
  const out: FactTable[] = [];
  for (const table of ctx.doc.tables) {
    // Glued footnote marks read as marks, a trailing note row as the note it is (decision 0083).
    const cleaned = withoutTableMarks(dataRows(table.rows), table.notes).rows;
    const source = tableSource(ctx, table.page, table.title, cleaned);
    if (!source) continue;
    const [headers = [], ...rows] = cleaned;
    out.push({ title: table.title, headers, rows, page: table.page, source });
  }
  return out;
}

function tableSource(ctx: DocContext, page: number, title: string, rows: string[][]): Provenance | null {
  if (title.trim()) {
    const byTitle = ctx.sourceOfPhrase(page, title.trim().slice(0, 300));
    if (byTitle) return byTitle;
  }
  const text = ctx.doc.pages[page - 1]?.text ?? '';
  for (const row of rows) {
    for (const cell of row) {
      if (cell.trim().length < 3) continue;
      const span = findFlexible(text, cell.trim().slice(0, 300));
      if (span) {
        const whole = wholeWords(text, span, Number.POSITIVE_INFINITY);
        return { file_id: ctx.doc.fileId, page, quote: text.slice(whole.start, whole.end) };
      }
    }
  }
  return null;
}

/** Figures with captions; the url is filled by the server once the crop is stored. */
export function extractFigures(ctx: DocContext): FactFigure[] {
  return ctx.doc.figures.map((f) => ({ file_id: ctx.doc.fileId, page: f.page, caption: f.caption, url: '' }));
}

const CONCLUDING =
  /^(?:(?:conclusions?|interpretation)\s*:|(?:in\s+conclusion|in\s+summary|to\s+conclude|taken\s+together|we\s+conclude|our\s+(?:results|findings|data)\s+(?:suggest|show|indicate|demonstrate|support)|these\s+(?:results|findings|data)\s+(?:suggest|show|indicate|demonstrate|support|provide))\b)/i;

/**
 * A key sentence as quoted (a long one is clipped to a quote's length, as before): left out when the quote
 * reads as a piece, ending open ("… rehospitalizations, and") or starting mid-sentence (decision 0086).
 */
function wholeQuote(ctx: DocContext, s: Sentence): Sourced<string> | null {
  const fact = sentenceFact(ctx, s);
  return isWholeSentence(withoutLabel(fact.value)) ? fact : null;
}

/** "Conclusions: …" is judged as the sentence after its label. */
const withoutLabel = (text: string) => text.replace(/^\s*(?:conclusions?|interpretation)\s*:?\s+/i, '');

/**
 * Sentences worth quoting: the abstract's conclusion or interpretation, then concluding statements (max 5);
 * prose only (a row of dashes under a conclusion heading is no sentence).
 */
export function extractKeySentences(ctx: DocContext): Sourced<string>[] {
  const scored = ctx.sentences
    .filter(
      (s) =>
        !s.isReference &&
        s.text.length >= 40 &&
        s.text.length <= 500 &&
        isProse(s.text) &&
        wholeQuote(ctx, s) !== null,
    )
    .map((s) => {
      let score = 0;
      if (s.kind === 'conclusion') score += 3;
      if (/abstract/i.test(s.section) && /conclusion|interpretation/i.test(s.section)) score += 3;
      if (CONCLUDING.test(s.text)) score += 2.5;
      if (s.kind === 'backmatter' || /funding/i.test(s.section)) score -= 5;
      return { s, score };
    })
    .filter((x) => x.score >= 2.5);
  const top = scored.sort((a, b) => b.score - a.score || a.s.index - b.s.index).slice(0, 5);
  return top.sort((a, b) => a.s.index - b.s.index).map(({ s }) => wholeQuote(ctx, s)!);
}
