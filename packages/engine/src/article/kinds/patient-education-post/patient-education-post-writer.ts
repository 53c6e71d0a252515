import { writeArticleComponents } from '../../write-article';
import type { ArticleKindWriter } from '../kind-writer';

/** Patient-education post (the study in plain words): the article writer with the type fixed. */
export const writePatientEducationPost: ArticleKindWriter = (input) =>
  writeArticleComponents({
    type: 'PatientEducationPost',
    ...(input.title !== undefined ? { title: input.title } : {}),
    facts: input.facts,
    template: input.template,
    outLang: input.outLang,
    ...(input.optionalComponents ? { optionalComponents: input.optionalComponents } : {}),
    ...(input.idSeed !== undefined ? { idSeed: input.idSeed } : {}),
  });
