import type { ArticleComponent, OutLangValue, Slide } from '@prowrite/contracts';
import { articleDeck } from '../article-deck';

/**
 * A research express as a deck (its PPT export): a cover from the banner, then one slide per paper's digest
 * (background, methods, results, conclusion, commentary as groups), each with its own paper's citation.
 */
export function researchExpressDeck(components: ArticleComponent[], outLang: OutLangValue): Slide[] {
  return articleDeck(components, outLang, {
    fallbackTitle: { zh: '文献速递', en: 'Research express' },
    citationOf: (index, references) => references[index],
  });
}
