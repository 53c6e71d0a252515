import { articleTemplateNumber, defaultThemeColour, kindTemplates } from '@prowrite/contracts';
import type { KindMessageKeyOf, WebArticleKind } from '../web-kind';
import { patientEducationPostMessages } from './patient-education-post.messages';

export const patientEducationPostWebKind: WebArticleKind<
  KindMessageKeyOf<typeof patientEducationPostMessages>
> = {
  type: 'PatientEducationPost',
  label: 'article.type.PatientEducationPost',
  templates: kindTemplates('PatientEducationPost').map((id) => ({
    id,
    label: `article.template.${id}` as const,
    number: articleTemplateNumber(id),
  })),
  themeColour: (template) => defaultThemeColour('PatientEducationPost', template),
  base: 'PatientEducationPost',
  exportTitleFromContent: true,
  messages: patientEducationPostMessages,
};
