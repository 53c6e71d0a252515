import type { KindMessages } from '../web-kind';

/** Research express (文献速递): its name and its templates' names. Every language has every key (the type and the locales test check it). */
export const researchExpressMessages = {
  'zh-cn': {
    'workbench.type.ResearchExpress': '文献速递',
    'article.type.ResearchExpress': '文献速递',
    'article.template.research_express_template1': '文献速递模板 1',
    'article.template.research_express_template2': '文献速递模板 2',
  },
  en: {
    'workbench.type.ResearchExpress': 'Research express',
    'article.type.ResearchExpress': 'Research express',
    'article.template.research_express_template1': 'Research express template 1',
    'article.template.research_express_template2': 'Research express template 2',
  },
  ja: {
    'workbench.type.ResearchExpress': '文献速報',
    'article.type.ResearchExpress': '文献速報',
    'article.template.research_express_template1': '文献速報テンプレート 1',
    'article.template.research_express_template2': '文献速報テンプレート 2',
  },
  es: {
    'workbench.type.ResearchExpress': 'Resumen de literatura',
    'article.type.ResearchExpress': 'Resumen de literatura',
    'article.template.research_express_template1': 'Plantilla de resumen de literatura 1',
    'article.template.research_express_template2': 'Plantilla de resumen de literatura 2',
  },
  fr: {
    'workbench.type.ResearchExpress': 'Veille bibliographique',
    'article.type.ResearchExpress': 'Veille bibliographique',
    'article.template.research_express_template1': 'Modèle de veille bibliographique 1',
    'article.template.research_express_template2': 'Modèle de veille bibliographique 2',
  },
  de: {
    'workbench.type.ResearchExpress': 'Literatur-Express',
    'article.type.ResearchExpress': 'Literatur-Express',
    'article.template.research_express_template1': 'Literatur-Express-Vorlage 1',
    'article.template.research_express_template2': 'Literatur-Express-Vorlage 2',
  },
} as const satisfies KindMessages;
