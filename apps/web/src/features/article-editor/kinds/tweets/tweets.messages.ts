import type { KindMessages } from '../web-kind';

/** The Tweets kind's strings: its name (create form, lists, public page) and its templates' names. Every language has every key (the type and the locales test check it). */
export const tweetsMessages = {
  'zh-cn': {
    'workbench.type.Tweets': '推文',
    'article.type.Tweets': '推文',
    'article.template.tweets_template1': '推文模板 1',
    'article.template.tweets_template2': '推文模板 2',
    'article.template.tweets_template3': '推文模板 3',
    'article.template.tweets_template4': '推文模板 4',
    'article.template.tweets_template5': '推文模板 5',
  },
  en: {
    'workbench.type.Tweets': 'Tweets',
    'article.type.Tweets': 'Tweets',
    'article.template.tweets_template1': 'Tweets template 1',
    'article.template.tweets_template2': 'Tweets template 2',
    'article.template.tweets_template3': 'Tweets template 3',
    'article.template.tweets_template4': 'Tweets template 4',
    'article.template.tweets_template5': 'Tweets template 5',
  },
  ja: {
    'workbench.type.Tweets': 'ツイート',
    'article.type.Tweets': 'ツイート',
    'article.template.tweets_template1': 'ツイートテンプレート 1',
    'article.template.tweets_template2': 'ツイートテンプレート 2',
    'article.template.tweets_template3': 'ツイートテンプレート 3',
    'article.template.tweets_template4': 'ツイートテンプレート 4',
    'article.template.tweets_template5': 'ツイートテンプレート 5',
  },
  es: {
    'workbench.type.Tweets': 'Tweets',
    'article.type.Tweets': 'Tweets',
    'article.template.tweets_template1': 'Plantilla de tweets 1',
    'article.template.tweets_template2': 'Plantilla de tweets 2',
    'article.template.tweets_template3': 'Plantilla de tweets 3',
    'article.template.tweets_template4': 'Plantilla de tweets 4',
    'article.template.tweets_template5': 'Plantilla de tweets 5',
  },
  fr: {
    'workbench.type.Tweets': 'Tweets',
    'article.type.Tweets': 'Tweets',
    'article.template.tweets_template1': 'Modèle de tweets 1',
    'article.template.tweets_template2': 'Modèle de tweets 2',
    'article.template.tweets_template3': 'Modèle de tweets 3',
    'article.template.tweets_template4': 'Modèle de tweets 4',
    'article.template.tweets_template5': 'Modèle de tweets 5',
  },
  de: {
    'workbench.type.Tweets': 'Tweets',
    'article.type.Tweets': 'Tweets',
    'article.template.tweets_template1': 'Tweets-Vorlage 1',
    'article.template.tweets_template2': 'Tweets-Vorlage 2',
    'article.template.tweets_template3': 'Tweets-Vorlage 3',
    'article.template.tweets_template4': 'Tweets-Vorlage 4',
    'article.template.tweets_template5': 'Tweets-Vorlage 5',
  },
} as const satisfies KindMessages;
