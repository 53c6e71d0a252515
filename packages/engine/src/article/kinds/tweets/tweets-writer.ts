import { writeArticleComponents } from '../../write-article';
import type { ArticleKindWriter } from '../kind-writer';

/** Tweets (an HCP article on the sources): the article writer with the type fixed. */
export const writeTweets: ArticleKindWriter = (input) =>
  writeArticleComponents({
    type: 'Tweets',
    ...(input.title !== undefined ? { title: input.title } : {}),
    facts: input.facts,
    template: input.template,
    outLang: input.outLang,
    ...(input.optionalComponents ? { optionalComponents: input.optionalComponents } : {}),
    ...(input.idSeed !== undefined ? { idSeed: input.idSeed } : {}),
  });
