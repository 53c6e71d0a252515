import type { ArticleComponent, OutLangValue, Slide } from '@prowrite/contracts';
import { articleDeck } from '../article-deck';

/**
 * A retrospective study analysis as a deck (its PPT export): a cover from the banner, then one slide per
 * chapter (design and data source, population, exposure, outcomes, results, limitations, conclusion). Each
 * slide cites the file its facts come from; a chapter without facts cites the first reference.
 */
export function retrospectiveStudyDeck(components: ArticleComponent[], outLang: OutLangValue): Slide[] {
  return articleDeck(components, outLang, {
    fallbackTitle: { zh: '回顾性研究分析', en: 'Retrospective study analysis' },
    citationOf: (_index, references) => references[0],
  });
}
