import { cleanDocument } from './clean-document';
import { parseDocx } from './docx/parse-docx';
import { type PdfParseOptions, parsePdf } from './pdf/parse-pdf';
import { type SourceDocument, type SourceInput, UnreadableSourceError } from './source-document';
import { parseText } from './text/parse-text';

export type ParseSourceOptions = PdfParseOptions;

/**
 * Reads a source file into a SourceDocument: pages, blocks, sections, tables, figures and references.
 * Unreadable input (empty, encrypted, scanned, damaged, too large, not a source kind) throws
 * UnreadableSourceError with a message meant for the user.
 */
export async function parseSource(
  input: SourceInput,
  options: ParseSourceOptions = {},
): Promise<SourceDocument> {
  if (input.bytes.byteLength === 0) throw new UnreadableSourceError('The file is empty.');
  return cleanDocument(await parseByKind(input, options));
}

async function parseByKind(input: SourceInput, options: ParseSourceOptions): Promise<SourceDocument> {
  switch (input.kind) {
    case 'pdf':
      return parsePdf(input, options);
    case 'docx':
      return parseDocx(input);
    case 'txt':
    case 'md':
      return parseText(input);
    default:
      throw new UnreadableSourceError(
        `A ${input.kind.toUpperCase()} image is not a source document; upload a PDF, DOCX, TXT or Markdown file.`,
      );
  }
}
