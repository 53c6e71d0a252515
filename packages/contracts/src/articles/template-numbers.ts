/*
 * Kept apart from the component schemas so the palettes (and the web's kind registry, loaded with the app's
 * first screen) read the numbers without loading the schemas.
 */

/** Section 3: template name -> number. */
export const ARTICLE_TEMPLATE_NUMBERS: Record<string, number> = {
  tweets_template1: 1,
  tweets_template2: 3,
  tweets_template3: 2,
  tweets_template4: 4,
  tweets_template5: 5,
  patient_education_tweets_template1: 1,
  patient_education_tweets_template2: 2,
  patient_education_tweets_template3: 3,
};
/** The template number of a work's `select_template` (1 when unknown, so a render never fails). */
export function articleTemplateNumber(selectTemplate: string): number {
  return ARTICLE_TEMPLATE_NUMBERS[selectTemplate] ?? 1;
}
