import type { SourceDocument } from '../../source/source-document';

const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

/** Han characters among a document's letters above which it is read as Chinese (an English paper with a
 * Chinese author list stays far below; a Chinese paper with English drug names and an English abstract stays
 * above). */
const CHINESE_SHARE = 0.3;

/** Whether a document is written in Chinese: the share of Han characters among all its letters. */
export function isChineseDocument(doc: SourceDocument): boolean {
  let han = 0;
  let letters = 0;
  for (const page of doc.pages) {
    han += page.text.match(HAN)?.length ?? 0;
    letters += page.text.match(LETTER)?.length ?? 0;
  }
  return letters > 0 && han / letters >= CHINESE_SHARE;
}
