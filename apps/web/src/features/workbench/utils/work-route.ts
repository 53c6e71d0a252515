import {
  defaultThemeColour,
  PATIENT_EDUCATION_TEMPLATES,
  TWEETS_TEMPLATES,
  type WorkType,
} from '@prowrite/contracts';
import { DECK_TEMPLATES } from './work-status';

/** Where a work opens: decks on the deck board, Tweets and patient-education posts in the article editor. */
export function workPath(id: string, type: WorkType | string): string {
  const base = type === 'Tweets' || type === 'PatientEducationPost' ? 'articles' : 'decks';
  return `/${base}/${encodeURIComponent(id)}`;
}

/** The templates the create form offers for a work type (the first is the default). */
export function templatesFor(type: WorkType): readonly string[] {
  if (type === 'Tweets') return TWEETS_TEMPLATES;
  if (type === 'PatientEducationPost') return PATIENT_EDUCATION_TEMPLATES;
  return DECK_TEMPLATES;
}

/** The swatch colour of an article template (its default theme colour). */
export function articleTemplateColour(type: 'Tweets' | 'PatientEducationPost', template: string): string {
  return defaultThemeColour(type, template);
}
