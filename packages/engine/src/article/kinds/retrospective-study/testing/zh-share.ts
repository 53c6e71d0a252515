import type { ArticleComponent } from '@prowrite/contracts';
import { placedTexts } from '../../../number-check';

const HAN = /\p{Script=Han}/gu;
const LATIN = /[A-Za-z]/g;
/** A source sentence kept in its own language: "原文：“…”" (marked) or a quoted source name “…”. */
const MARKED = /原文[：:]\s*“[^”]*”|“[^”]*”/g;

/**
 * The share of Chinese characters among the letters of a zh-cn document (Han / (Han + Latin)), leaving out
 * marked source quotes and the references (citations are printed in the paper's language).
 */
export function zhShare(components: ArticleComponent[]): number {
  let han = 0;
  let latin = 0;
  for (const c of components) {
    if (c.component === 'references') continue;
    for (const t of placedTexts(c)) {
      const own = t.text.replace(MARKED, '');
      han += (own.match(HAN) ?? []).length;
      latin += (own.match(LATIN) ?? []).length;
    }
  }
  return han + latin === 0 ? 0 : han / (han + latin);
}
