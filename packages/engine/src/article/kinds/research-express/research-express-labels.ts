import type { OutLang } from '../../../writer/labels';

type Pair = { zh: string; en: string };

/** The fixed headings and sentences of a research express (文献速递); source wording is never translated here. */
const TEXTS = {
  title: { zh: '文献速递', en: 'Research express' },
  editorsNote: {
    zh: '本期文献速递精选近期发表的临床研究，逐篇概述其背景、方法、结果与结论，并留出专家点评，供医疗卫生专业人士参考。',
    en: 'This research express digests recently published clinical studies, one paper at a time: background, methods, results and conclusions, with room for an expert commentary. For healthcare professionals.',
  },
  citation: { zh: '文献信息', en: 'Citation' },
  background: { zh: '研究背景', en: 'Background' },
  methods: { zh: '研究方法', en: 'Methods' },
  results: { zh: '研究结果', en: 'Results' },
  conclusion: { zh: '研究结论', en: 'Conclusion' },
  commentary: { zh: '专家点评', en: 'Expert commentary' },
  commentaryPrompt: {
    zh: '（请专家在此撰写点评：研究的临床意义、局限性及对实践的启示。）',
    en: '(For the expert to write: what the study means for practice, its limitations and open questions.)',
  },
} satisfies Record<string, Pair>;

export type ResearchExpressTextKey = keyof typeof TEXTS;

export function researchExpressText(key: ResearchExpressTextKey, lang: OutLang): string {
  return lang === 'zh-cn' ? TEXTS[key].zh : TEXTS[key].en;
}
