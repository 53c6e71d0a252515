import type { AskShortcut, UiLanguage } from '@prowrite/contracts';

/**
 * The workbench's quick asks, in the order the chat input lists them. Their ids are what the ask calls take
 * as `shortcut_id`; the text (in the caller's language) becomes the question. The type below makes a
 * language without every id fail to compile.
 */
export const SHORTCUT_IDS = [
  'summarise',
  'primary-result',
  'safety',
  'translate-zh',
  'make-shorter',
] as const;
export type ShortcutId = (typeof SHORTCUT_IDS)[number];

type ShortcutTexts = Record<ShortcutId, { title: string; text: string }>;

export const SHORTCUT_TEXTS: Record<UiLanguage, ShortcutTexts> = {
  'zh-cn': {
    summarise: {
      title: '总结',
      text: '请用五个要点总结这篇文献：研究设计、研究对象、干预与对照、主要结果和结论，并注明出处页码。',
    },
    'primary-result': {
      title: '主要结果',
      text: '主要终点的结果是什么？请给出各组结果、效应量及其 95% 置信区间和 P 值，数字按原文引用。',
    },
    safety: {
      title: '安全性',
      text: '请概述安全性结果：各组的不良事件、3 级及以上不良事件、严重不良事件和因不良事件停药的比例。',
    },
    'translate-zh': {
      title: '翻译成中文',
      text: '请把上一条回答翻译成中文，术语使用规范的医学译法，数字保持不变。',
    },
    'make-shorter': { title: '缩短', text: '请把上一条回答缩短到一半左右，保留所有数字和关键结论。' },
  },
  en: {
    summarise: {
      title: 'Summarise',
      text: 'Summarise this paper in five bullet points: design, population, intervention and comparator, main results and conclusion, citing the pages.',
    },
    'primary-result': {
      title: 'Primary result',
      text: 'What was the primary endpoint result? Give the result in each arm, the effect estimate with its 95% confidence interval and p-value, quoting the numbers exactly.',
    },
    safety: {
      title: 'Safety',
      text: 'Summarise the safety results: adverse events, grade 3 or higher adverse events, serious adverse events and discontinuations due to adverse events in each arm.',
    },
    'translate-zh': {
      title: 'Translate to Chinese',
      text: 'Translate the previous answer into Chinese, using standard medical terminology and keeping every number unchanged.',
    },
    'make-shorter': {
      title: 'Make shorter',
      text: 'Shorten the previous answer to about half its length, keeping every number and the key conclusions.',
    },
  },
  ja: {
    summarise: {
      title: '要約',
      text: 'この論文を5つの箇条書きで要約してください：試験デザイン、対象患者、介入と対照、主な結果、結論。出典ページも示してください。',
    },
    'primary-result': {
      title: '主要結果',
      text: '主要評価項目の結果は何でしたか？各群の結果、効果推定値とその95%信頼区間およびp値を、数値は原文どおりに示してください。',
    },
    safety: {
      title: '安全性',
      text: '安全性の結果をまとめてください：各群の有害事象、グレード3以上の有害事象、重篤な有害事象、有害事象による投与中止の割合。',
    },
    'translate-zh': {
      title: '中国語に翻訳',
      text: '直前の回答を中国語に翻訳してください。標準的な医学用語を使い、数値はすべてそのままにしてください。',
    },
    'make-shorter': {
      title: '短くする',
      text: '直前の回答を約半分の長さに短くしてください。数値と重要な結論はすべて残してください。',
    },
  },
  es: {
    summarise: {
      title: 'Resumir',
      text: 'Resume este artículo en cinco viñetas: diseño, población, intervención y comparador, resultados principales y conclusión, citando las páginas.',
    },
    'primary-result': {
      title: 'Resultado principal',
      text: '¿Cuál fue el resultado de la variable principal? Indica el resultado de cada grupo y la estimación del efecto con su intervalo de confianza del 95 % y el valor p, citando las cifras exactamente.',
    },
    safety: {
      title: 'Seguridad',
      text: 'Resume los resultados de seguridad: acontecimientos adversos, acontecimientos adversos de grado 3 o superior, acontecimientos adversos graves e interrupciones por acontecimientos adversos en cada grupo.',
    },
    'translate-zh': {
      title: 'Traducir al chino',
      text: 'Traduce la respuesta anterior al chino, con la terminología médica habitual y sin cambiar ninguna cifra.',
    },
    'make-shorter': {
      title: 'Acortar',
      text: 'Acorta la respuesta anterior a la mitad aproximadamente, conservando todas las cifras y las conclusiones clave.',
    },
  },
  fr: {
    summarise: {
      title: 'Résumer',
      text: 'Résume cet article en cinq points : schéma de l’étude, population, intervention et comparateur, résultats principaux et conclusion, en citant les pages.',
    },
    'primary-result': {
      title: 'Résultat principal',
      text: 'Quel est le résultat du critère principal ? Donne le résultat de chaque bras et l’estimation de l’effet avec son intervalle de confiance à 95 % et la valeur p, en citant les chiffres exactement.',
    },
    safety: {
      title: 'Tolérance',
      text: 'Résume les résultats de tolérance : événements indésirables, événements indésirables de grade 3 ou plus, événements indésirables graves et arrêts pour événement indésirable dans chaque bras.',
    },
    'translate-zh': {
      title: 'Traduire en chinois',
      text: 'Traduis la réponse précédente en chinois, avec la terminologie médicale usuelle et sans modifier aucun chiffre.',
    },
    'make-shorter': {
      title: 'Raccourcir',
      text: 'Raccourcis la réponse précédente à environ la moitié de sa longueur, en gardant tous les chiffres et les conclusions clés.',
    },
  },
  de: {
    summarise: {
      title: 'Zusammenfassen',
      text: 'Fasse diese Arbeit in fünf Stichpunkten zusammen: Studiendesign, Population, Intervention und Vergleich, wichtigste Ergebnisse und Schlussfolgerung, mit Seitenangaben.',
    },
    'primary-result': {
      title: 'Primäres Ergebnis',
      text: 'Was war das Ergebnis des primären Endpunkts? Nenne das Ergebnis jedes Studienarms und den Effektschätzer mit 95-%-Konfidenzintervall und p-Wert, die Zahlen genau wie gedruckt.',
    },
    safety: {
      title: 'Sicherheit',
      text: 'Fasse die Sicherheitsergebnisse zusammen: unerwünschte Ereignisse, unerwünschte Ereignisse ab Grad 3, schwerwiegende unerwünschte Ereignisse und Therapieabbrüche wegen unerwünschter Ereignisse in jedem Arm.',
    },
    'translate-zh': {
      title: 'Ins Chinesische übersetzen',
      text: 'Übersetze die vorige Antwort ins Chinesische, mit der üblichen medizinischen Fachsprache und ohne eine Zahl zu ändern.',
    },
    'make-shorter': {
      title: 'Kürzen',
      text: 'Kürze die vorige Antwort auf etwa die Hälfte und behalte alle Zahlen und die wichtigsten Schlussfolgerungen.',
    },
  },
};

/** The quick asks in one language, in list order. */
export function askShortcuts(lang: UiLanguage): AskShortcut[] {
  return SHORTCUT_IDS.map((id) => ({ id, ...SHORTCUT_TEXTS[lang][id] }));
}

/** The text a shortcut id stands for in `lang`; null for an unknown id. */
export function shortcutText(id: string, lang: UiLanguage): string | null {
  return (SHORTCUT_IDS as readonly string[]).includes(id)
    ? SHORTCUT_TEXTS[lang][id as ShortcutId].text
    : null;
}
