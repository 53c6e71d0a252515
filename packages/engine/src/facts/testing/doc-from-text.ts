import { parseText } from '../../source/text/parse-text';
import type { SourceDocument } from '../../source/source-document';
import { buildContext, type DocContext } from '../context';

/** A one-page document from Markdown or plain text, for tests of the extractors. */
export function docFromText(text: string, kind: 'md' | 'txt' = 'md'): SourceDocument {
  return parseText({ bytes: new TextEncoder().encode(text), fileId: 'f1', kind, name: `test.${kind}` });
}

export function contextFromText(text: string, kind: 'md' | 'txt' = 'md'): DocContext {
  return buildContext(docFromText(text, kind));
}
