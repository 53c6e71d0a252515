import {
  type CreateWorkBody,
  defaultThemeColour,
  OPTIONAL_COMPONENT_KINDS,
  PATIENT_EDUCATION_TEMPLATES,
  TWEETS_TEMPLATES,
} from '@prowrite/contracts';
import { badRequest } from '../../../http/errors';
import type { ArticleType } from './article-state';

/**
 * What a new article work starts with: its template checked against its type's templates, the optional
 * components it asks for (all of them when it names none), and the template's default theme colour.
 */
export function articleSettings(
  type: ArticleType,
  body: Pick<CreateWorkBody, 'select_template' | 'select_optional_components'>,
): { selectOptionalComponents: string[]; themeColor: string } {
  const templates: readonly string[] = type === 'Tweets' ? TWEETS_TEMPLATES : PATIENT_EDUCATION_TEMPLATES;
  if (!templates.includes(body.select_template))
    throw badRequest(`select_template must be one of ${templates.join(', ')} for ${type}`);
  const optional: readonly string[] = OPTIONAL_COMPONENT_KINDS;
  const chosen = body.select_optional_components ?? [...optional];
  const unknown = chosen.filter((k) => !optional.includes(k));
  if (unknown.length > 0)
    throw badRequest(
      `select_optional_components may hold only ${optional.join(', ')}; not ${unknown.join(', ')}`,
    );
  return {
    selectOptionalComponents: [...new Set(chosen)],
    themeColor: defaultThemeColour(type, body.select_template),
  };
}
