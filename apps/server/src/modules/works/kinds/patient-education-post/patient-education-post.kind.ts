import {
  defaultThemeColour,
  OPTIONAL_COMPONENT_KINDS,
  PATIENT_EDUCATION_TEMPLATES,
} from '@prowrite/contracts';
import { writePatientEducationPost } from '@prowrite/engine';
import type { WorkKind } from '../work-kind';

export const patientEducationPostKind: WorkKind = {
  type: 'PatientEducationPost',
  templates: PATIENT_EDUCATION_TEMPLATES,
  defaultTemplate: 'patient_education_tweets_template1',
  defaultOptionalComponents: OPTIONAL_COMPONENT_KINDS,
  themeColour: (template) => defaultThemeColour('PatientEducationPost', template),
  write: writePatientEducationPost,
  needsReportId: false,
};
