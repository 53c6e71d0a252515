import type { ArticleComponent, OutLangValue, Slide } from '@prowrite/contracts';
import { articleDeck } from '../article-deck';

/**
 * A retrospective study analysis as a deck (its PPT export): a cover from the banner, then one slide per
 * chapter (design and data source, population, exposure, outcomes, results, limitations, conclusion). The
 * analysis is of one study, so every slide cites the first reference (the analysed study leads the list).
 */
export function retrospectiveStudyDeck(components: ArticleComponent[], outLang: OutLangValue): Slide[] {
  return articleDeck(components, outLang, {
    fallbackTitle: { zh: '回顾性研究分析', en: 'Retrospective study analysis' },
    citationOf: (_index, references) => references[0],
  });
}
