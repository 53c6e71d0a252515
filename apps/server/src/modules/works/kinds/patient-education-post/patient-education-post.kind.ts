import { defaultThemeColour, kindTemplates, OPTIONAL_COMPONENT_KINDS } from '@prowrite/contracts';
import { writePatientEducationPost } from '@prowrite/engine/article/kinds/patient-education-post';
import type { WorkKind } from '../work-kind';

export const patientEducationPostKind: WorkKind = {
  type: 'PatientEducationPost',
  templates: kindTemplates('PatientEducationPost'),
  defaultOptionalComponents: OPTIONAL_COMPONENT_KINDS,
  themeColour: (template) => defaultThemeColour('PatientEducationPost', template),
  write: writePatientEducationPost,
  needsReportId: false,
};
