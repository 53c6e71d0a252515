import { articleTemplateNumber, defaultThemeColour, PATIENT_EDUCATION_TEMPLATES } from '@prowrite/contracts';
import type { WebArticleKind } from '../web-kind';

export const patientEducationPostWebKind: WebArticleKind = {
  type: 'PatientEducationPost',
  label: 'article.type.PatientEducationPost',
  templates: PATIENT_EDUCATION_TEMPLATES.map((id) => ({
    id,
    label: `article.template.${id}`,
    number: articleTemplateNumber(id),
  })),
  themeColour: (template) => defaultThemeColour('PatientEducationPost', template),
  base: 'PatientEducationPost',
};
