import type { KindMessages } from '../web-kind';

/** Retrospective study analysis (回顾性研究分析): its name and its templates' names. Every language has every key (the type and the locales test check it). */
export const retrospectiveStudyMessages = {
  'zh-cn': {
    'workbench.type.RetrospectiveStudy': '回顾性研究分析',
    'article.type.RetrospectiveStudy': '回顾性研究分析',
    'article.template.retrospective_study_template1': '回顾性研究分析模板 1',
    'article.template.retrospective_study_template2': '回顾性研究分析模板 2',
  },
  en: {
    'workbench.type.RetrospectiveStudy': 'Retrospective study analysis',
    'article.type.RetrospectiveStudy': 'Retrospective study analysis',
    'article.template.retrospective_study_template1': 'Retrospective study template 1',
    'article.template.retrospective_study_template2': 'Retrospective study template 2',
  },
  ja: {
    'workbench.type.RetrospectiveStudy': '後ろ向き研究の解析',
    'article.type.RetrospectiveStudy': '後ろ向き研究の解析',
    'article.template.retrospective_study_template1': '後ろ向き研究テンプレート 1',
    'article.template.retrospective_study_template2': '後ろ向き研究テンプレート 2',
  },
  es: {
    'workbench.type.RetrospectiveStudy': 'Análisis de estudio retrospectivo',
    'article.type.RetrospectiveStudy': 'Análisis de estudio retrospectivo',
    'article.template.retrospective_study_template1': 'Plantilla de estudio retrospectivo 1',
    'article.template.retrospective_study_template2': 'Plantilla de estudio retrospectivo 2',
  },
  fr: {
    'workbench.type.RetrospectiveStudy': "Analyse d'étude rétrospective",
    'article.type.RetrospectiveStudy': "Analyse d'étude rétrospective",
    'article.template.retrospective_study_template1': "Modèle d'étude rétrospective 1",
    'article.template.retrospective_study_template2': "Modèle d'étude rétrospective 2",
  },
  de: {
    'workbench.type.RetrospectiveStudy': 'Analyse retrospektiver Studien',
    'article.type.RetrospectiveStudy': 'Analyse retrospektiver Studien',
    'article.template.retrospective_study_template1': 'Vorlage retrospektive Studie 1',
    'article.template.retrospective_study_template2': 'Vorlage retrospektive Studie 2',
  },
} as const satisfies KindMessages;
