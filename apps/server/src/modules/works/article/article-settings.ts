import { type CreateWorkBody, OPTIONAL_COMPONENT_KINDS } from '@prowrite/contracts';
import { badRequest } from '../../../http/errors';
import type { WorkKind } from '../kinds/work-kind';

/**
 * What a new article work starts with: its template checked against its kind's templates (the kind's default
 * when it names none), the optional components it asks for (the kind's default set when it names none), and
 * the template's default theme colour.
 */
export function articleSettings(
  kind: WorkKind,
  body: Pick<CreateWorkBody, 'select_template' | 'select_optional_components'>,
): { selectTemplate: string; selectOptionalComponents: string[]; themeColor: string } {
  const template = body.select_template ?? kind.templates[0];
  if (!kind.templates.includes(template))
    throw badRequest(`select_template must be one of ${kind.templates.join(', ')} for ${kind.type}`);
  const optional: readonly string[] = OPTIONAL_COMPONENT_KINDS;
  const chosen = body.select_optional_components ?? [...kind.defaultOptionalComponents];
  const unknown = chosen.filter((k) => !optional.includes(k));
  if (unknown.length > 0)
    throw badRequest(
      `select_optional_components may hold only ${optional.join(', ')}; not ${unknown.join(', ')}`,
    );
  return {
    selectTemplate: template,
    selectOptionalComponents: [...new Set(chosen)],
    themeColor: kind.themeColour(template),
  };
}
