import type { KindMessages } from '../web-kind';

/** The patient-education post's strings: its name and its templates' names. Every language has every key (the type and the locales test check it). */
export const patientEducationPostMessages = {
  'zh-cn': {
    'workbench.type.PatientEducationPost': '患者教育',
    'article.type.PatientEducationPost': '患者教育',
    'article.template.patient_education_tweets_template1': '患者教育模板 1',
    'article.template.patient_education_tweets_template2': '患者教育模板 2',
    'article.template.patient_education_tweets_template3': '患者教育模板 3',
  },
  en: {
    'workbench.type.PatientEducationPost': 'Patient education',
    'article.type.PatientEducationPost': 'Patient education',
    'article.template.patient_education_tweets_template1': 'Patient education template 1',
    'article.template.patient_education_tweets_template2': 'Patient education template 2',
    'article.template.patient_education_tweets_template3': 'Patient education template 3',
  },
  ja: {
    'workbench.type.PatientEducationPost': '患者向け啓発',
    'article.type.PatientEducationPost': '患者向け啓発',
    'article.template.patient_education_tweets_template1': '患者向け啓発テンプレート 1',
    'article.template.patient_education_tweets_template2': '患者向け啓発テンプレート 2',
    'article.template.patient_education_tweets_template3': '患者向け啓発テンプレート 3',
  },
  es: {
    'workbench.type.PatientEducationPost': 'Educación para pacientes',
    'article.type.PatientEducationPost': 'Educación para pacientes',
    'article.template.patient_education_tweets_template1': 'Plantilla de educación para pacientes 1',
    'article.template.patient_education_tweets_template2': 'Plantilla de educación para pacientes 2',
    'article.template.patient_education_tweets_template3': 'Plantilla de educación para pacientes 3',
  },
  fr: {
    'workbench.type.PatientEducationPost': 'Éducation patient',
    'article.type.PatientEducationPost': 'Éducation patient',
    'article.template.patient_education_tweets_template1': 'Modèle éducation patient 1',
    'article.template.patient_education_tweets_template2': 'Modèle éducation patient 2',
    'article.template.patient_education_tweets_template3': 'Modèle éducation patient 3',
  },
  de: {
    'workbench.type.PatientEducationPost': 'Patienteninformation',
    'article.type.PatientEducationPost': 'Patienteninformation',
    'article.template.patient_education_tweets_template1': 'Vorlage Patienteninformation 1',
    'article.template.patient_education_tweets_template2': 'Vorlage Patienteninformation 2',
    'article.template.patient_education_tweets_template3': 'Vorlage Patienteninformation 3',
  },
} as const satisfies KindMessages;
