import type { Provenance } from '@prowrite/contracts';
import type { SourceDocument } from '../source/source-document';
import { clipQuote, findFlexible, wholeWords } from '../text/quote';
import { type Span, splitSentences } from '../text/sentences';
import {
  classifyPart,
  classifySection,
  isMainPart,
  KNOWN_HEADING,
  looksLikeReference,
  PATH_SEPARATOR,
  runInLabel,
  SECTION_WEIGHT,
  type SectionKind,
} from './sections';

/** One sentence of the document, with where it sits and how much weight its position carries. */
export type Sentence = {
  /** Order in the whole document. */
  index: number;
  page: number;
  start: number;
  end: number;
  text: string;
  /** The heading path the sentence sits under ("Abstract › Results" for a part of a structured abstract). */
  section: string;
  /** What the section is: a part of the abstract is 'abstract'. */
  kind: SectionKind;
  /** What the innermost heading is: 'results' for the results part of a structured abstract, else kind. */
  part: SectionKind;
  /** Position prior: abstract and methods speak for the trial; introduction and discussion cite others. */
  weight: number;
  isReference: boolean;
};

export type DocContext = {
  doc: SourceDocument;
  sentences: Sentence[];
  /** The provenance of [start, end) of a sentence: the sentence or the clauses around it. */
  source(sentence: Sentence, start?: number, end?: number): Provenance;
  /** Provenance for a phrase found anywhere on a page (whitespace-tolerant), or null. */
  sourceOfPhrase(page: number, phrase: string): Provenance | null;
};

export function buildContext(doc: SourceDocument): DocContext {
  const sentences: Sentence[] = [];
  let carried = '';
  const state: MarkState = { pseudo: null };
  for (const page of doc.pages) {
    const marks = sectionMarks(doc, page.number, page.text, state);
    let markIndex = 0;
    let section = carried;
    for (const span of splitSentences(page.text)) {
      while (markIndex < marks.length && marks[markIndex]!.offset <= span.start) {
        section = marks[markIndex]!.title;
        markIndex++;
      }
      const text = page.text.slice(span.start, span.end);
      const kind = classifySection(section);
      const innermost = classifyPart(section);
      const part = innermost === 'other' || innermost === 'front' ? kind : innermost;
      const isReference = kind === 'references' || looksLikeReference(text);
      sentences.push({
        index: sentences.length,
        page: page.number,
        start: span.start,
        end: span.end,
        text,
        section,
        kind,
        part,
        weight: isReference ? SECTION_WEIGHT.references : SECTION_WEIGHT[kind],
        isReference,
      });
    }
    if (marks.length > 0) carried = marks[marks.length - 1]!.title;
    else carried = section;
  }
  const pageText = (n: number) => doc.pages[n - 1]?.text ?? '';
  return {
    doc,
    sentences,
    source(sentence, start = sentence.start, end = sentence.end) {
      const text = pageText(sentence.page);
      const span: Span = wholeWords(text, clipQuote(text, sentence, start, end));
      return { file_id: doc.fileId, page: sentence.page, quote: text.slice(span.start, span.end) };
    },
    sourceOfPhrase(page, phrase) {
      const text = pageText(page);
      const found = findFlexible(text, phrase);
      if (!found) return null;
      const span = wholeWords(text, found, Number.POSITIVE_INFINITY);
      return { file_id: doc.fileId, page, quote: text.slice(span.start, span.end) };
    },
  };
}

type SectionMark = { offset: number; title: string };

/**
 * Carried from page to page: a section opened by a paragraph that is just a section name, the main part
 * ("Results") the headings since sit in, and the path of the last heading ("Results › Primary Outcome").
 */
type MarkState = {
  pseudo: { title: string; under: string } | null;
  main?: string;
  heading?: { title: string; path: string };
};

/** Where sections start on a page: heading blocks located in the page text, else known heading lines. */
function sectionMarks(
  doc: SourceDocument,
  pageNumber: number,
  text: string,
  state: MarkState,
): SectionMark[] {
  const marks: SectionMark[] = [];
  let cursor = 0;
  for (const block of doc.blocks) {
    if (block.page !== pageNumber) continue;
    const probe = block.text.trim().split(/\s+/).slice(0, 8).join(' ');
    if (!probe) continue;
    const at = findFlexible(text, probe, cursor);
    if (!at) continue;
    cursor = at.start;
    // A heading opens its own section; other blocks carry the heading they sit under, and a paragraph that
    // starts with a run-in label ("RESULTS ...", "Methods: ...") opens a part under it for that paragraph.
    // A paragraph that is just a section name ("Introduction" the parser did not take for a heading) opens
    // that section for the blocks after it under the same heading.
    const blockText = block.text.trim().replace(/:$/, '');
    let base: string;
    const section = state.heading?.title === block.section ? state.heading.path : block.section;
    if (block.kind === 'heading') {
      state.pseudo = null;
      base = headingPath(blockText, block.section, state);
    } else if (KNOWN_HEADING.test(block.text.trim())) {
      state.pseudo = { title: blockText, under: section };
      base = blockText;
    } else base = state.pseudo && section === state.pseudo.under ? state.pseudo.title : section;
    const label = block.kind === 'heading' || base === blockText ? null : runInLabel(block.text);
    const title = label ? partTitle(base, label) : base;
    const last = marks[marks.length - 1];
    if (!last || last.title !== title) marks.push({ offset: at.start, title });
  }
  if (marks.length > 0) return marks;
  let offset = 0;
  let current = '';
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const label = KNOWN_HEADING.test(trimmed) ? null : runInLabel(trimmed);
    if (KNOWN_HEADING.test(trimmed)) current = trimmed.replace(/:$/, '');
    if (KNOWN_HEADING.test(trimmed) || label) {
      marks.push({ offset, title: label ? partTitle(current, label) : current });
    }
    offset += line.length + 1;
  }
  return marks;
}

/** A heading's path: a main part ("Results") on its own, any other heading under the main part before it. */
function headingPath(title: string, section: string, state: MarkState): string {
  if (isMainPart(title)) state.main = title;
  const path = state.main && state.main !== title ? `${state.main}${PATH_SEPARATOR}${title}` : title;
  // The blocks under the heading carry its text as their section.
  state.heading = { title: section, path };
  return path;
}

/**
 * The path of a run-in part: under its section, and under "Abstract" when it sits in front matter or the
 * abstract (a structured abstract without an "Abstract" heading, as in NEJM).
 */
function partTitle(section: string, label: string): string {
  const kind = classifySection(section);
  if (kind === 'front') return `Abstract${PATH_SEPARATOR}${label}`;
  const parent = section.split(PATH_SEPARATOR)[0]!;
  return `${parent}${PATH_SEPARATOR}${label}`;
}

/** A whole sentence as a fact: the value is exactly its (possibly clipped) quote. */
export function sentenceFact(ctx: DocContext, sentence: Sentence): { value: string; source: Provenance } {
  const source = ctx.source(sentence);
  return { value: source.quote, source };
}
