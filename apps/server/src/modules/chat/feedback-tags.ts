import {
  FEEDBACK_TAGS,
  type FeedbackTag,
  type FeedbackTagsResult,
  type FeedbackType,
  type UiLanguage,
} from '@prowrite/contracts';

/** Labels of the feedback tags in every UI language (keys are stable; labels are what users read). */
const LABELS: Record<UiLanguage, Record<FeedbackTag, string>> = {
  'zh-cn': {
    accurate: '准确',
    well_sourced: '引用可靠',
    clear: '清晰易懂',
    useful: '有帮助',
    inaccurate: '内容不准确',
    missing_source: '缺少出处',
    wrong_citation: '引用有误',
    incomplete: '回答不完整',
    not_relevant: '答非所问',
    too_long: '篇幅过长',
  },
  en: {
    accurate: 'Accurate',
    well_sourced: 'Well sourced',
    clear: 'Clear',
    useful: 'Useful',
    inaccurate: 'Inaccurate',
    missing_source: 'Missing sources',
    wrong_citation: 'Wrong citation',
    incomplete: 'Incomplete',
    not_relevant: 'Not relevant',
    too_long: 'Too long',
  },
  ja: {
    accurate: '正確',
    well_sourced: '出典が確か',
    clear: 'わかりやすい',
    useful: '役に立った',
    inaccurate: '不正確',
    missing_source: '出典がない',
    wrong_citation: '引用が誤っている',
    incomplete: '不十分',
    not_relevant: '質問とずれている',
    too_long: '長すぎる',
  },
  es: {
    accurate: 'Preciso',
    well_sourced: 'Bien referenciado',
    clear: 'Claro',
    useful: 'Útil',
    inaccurate: 'Impreciso',
    missing_source: 'Sin fuentes',
    wrong_citation: 'Cita incorrecta',
    incomplete: 'Incompleto',
    not_relevant: 'No responde a la pregunta',
    too_long: 'Demasiado largo',
  },
  fr: {
    accurate: 'Exact',
    well_sourced: 'Bien sourcé',
    clear: 'Clair',
    useful: 'Utile',
    inaccurate: 'Inexact',
    missing_source: 'Sources manquantes',
    wrong_citation: 'Citation erronée',
    incomplete: 'Incomplet',
    not_relevant: 'Hors sujet',
    too_long: 'Trop long',
  },
  de: {
    accurate: 'Korrekt',
    well_sourced: 'Gut belegt',
    clear: 'Verständlich',
    useful: 'Hilfreich',
    inaccurate: 'Fehlerhaft',
    missing_source: 'Quellen fehlen',
    wrong_citation: 'Falsches Zitat',
    incomplete: 'Unvollständig',
    not_relevant: 'Am Thema vorbei',
    too_long: 'Zu lang',
  },
};

export function feedbackTags(lang: UiLanguage): FeedbackTagsResult {
  const labelled = (type: FeedbackType) =>
    FEEDBACK_TAGS[type].map((key) => ({ key, label: LABELS[lang][key] }));
  return { lang, like: labelled('like'), dislike: labelled('dislike') };
}

/** The tags not in the set of `type` (a like's tags must be like tags). */
export function foreignTags(type: FeedbackType, tags: readonly string[]): string[] {
  const allowed: readonly string[] = FEEDBACK_TAGS[type];
  return tags.filter((t) => !allowed.includes(t));
}
