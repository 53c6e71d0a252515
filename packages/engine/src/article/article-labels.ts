import type { ArticleComponentKind } from '@prowrite/contracts';
import type { OutLang } from '../writer/labels';

type Pair = { zh: string; en: string };

/** Fixed headings and sentences of the article writer; source wording is never translated here. */
const TEXTS = {
  // Component titles.
  editors_note: { zh: '编者按', en: "Editor's note" },
  introduction: { zh: '引言', en: 'Introduction' },
  summary: { zh: '小结', en: 'Summary' },
  patientSummary: { zh: '要点回顾', en: 'Key points' },
  references: { zh: '参考文献', en: 'References' },
  statement: { zh: '声明', en: 'Statement' },
  personal_introductions: { zh: '专家简介', en: 'About the expert' },
  review_code: { zh: '审批编号', en: 'Review code' },
  // Article and chapter titles (HCP tweets).
  articleTitle: { zh: '研究解读', en: 'Study review' },
  patientArticleTitle: { zh: '研究速览', en: 'The study in plain words' },
  chapterDesign: { zh: '研究背景与设计', en: 'Background and design' },
  chapterEfficacy: { zh: '疗效结果', en: 'Efficacy' },
  chapterSafety: { zh: '安全性', en: 'Safety' },
  chapterConclusions: { zh: '结论', en: 'Conclusions' },
  sectionDesign: { zh: '研究设计', en: 'Study design' },
  sectionPopulation: { zh: '研究人群', en: 'Patients' },
  sectionArms: { zh: '治疗方案', en: 'Treatment arms' },
  sectionEndpoints: { zh: '研究终点', en: 'Endpoints' },
  sectionPrimary: { zh: '主要终点', en: 'Primary endpoint' },
  sectionPrimaryResult: { zh: '主要终点结果', en: 'Primary endpoint result' },
  patientMainResult: { zh: '主要结果', en: 'The main result' },
  sectionOtherEfficacy: { zh: '其他疗效终点', en: 'Other efficacy endpoints' },
  sectionFigure: { zh: '图示', en: 'Figure' },
  sectionAdverseEvents: { zh: '不良事件', en: 'Adverse events' },
  sectionAuthorsConclusion: { zh: '研究者结论', en: "Authors' conclusions" },
  // Patient post chapters and sections.
  patientChapterAbout: { zh: '这是一项什么样的研究？', en: 'What was this study about?' },
  patientChapterTreatment: { zh: '患者接受了什么治疗？', en: 'What treatment did patients get?' },
  patientChapterResults: { zh: '研究发现了什么？', en: 'What did the study find?' },
  patientChapterMeaning: { zh: '这对您意味着什么？', en: 'What does this mean for you?' },
  patientQuestion: { zh: '研究想回答的问题', en: 'The question' },
  patientWho: { zh: '谁参加了研究', en: 'Who took part' },
  patientGrouping: { zh: '如何分组', en: 'How patients were grouped' },
  patientTreatments: { zh: '各组的治疗', en: 'The treatments' },
  patientSideEffects: { zh: '副作用', en: 'Side effects' },
  patientTakeaway: { zh: '总结', en: 'In short' },
  // Fixed sentences.
  noContentTitle: { zh: '未提取到研究内容', en: 'No trial content found' },
  noContent: {
    zh: '未能从来源文件中提取到可用于撰写文章的研究信息。请检查上传的文件是否为临床研究论文，或手动补充内容。',
    en: 'No trial information could be extracted from the source files to write this article. Check that the uploaded files are clinical trial papers, or add the content by hand.',
  },
  editorsNoteHcp: {
    zh: '临床研究证据是医学决策的重要基础。本文梳理该研究的设计、疗效与安全性结果，供医疗卫生专业人士参考。',
    en: 'Evidence from clinical trials underpins medical decisions. This article reviews the design, efficacy and safety results of the study for healthcare professionals.',
  },
  editorsNotePatient: {
    zh: '这篇文章用通俗的语言介绍一项临床研究的结果。文中信息不能代替医生的建议。如有疑问，请咨询您的医生。',
    en: "This article explains the results of a clinical study in plain words. It does not replace your doctor's advice. If you have questions, ask your doctor.",
  },
  introReview: {
    zh: '本文将从研究设计、疗效和安全性等方面对该研究进行解读。',
    en: 'This article reviews its design, efficacy and safety.',
  },
  introPatient: {
    zh: '临床研究是检验一种治疗是否有效、是否安全的科学方法。',
    en: 'A clinical study is how doctors find out whether a treatment works and is safe.',
  },
  statementHcp: {
    zh: '本文内容仅供医疗卫生专业人士参考，旨在传递医学科学信息，不构成任何诊疗或用药推荐，不能替代药品说明书。具体用药请遵循药品说明书及医生指导。',
    en: 'For reference by healthcare professionals only. This article shares medical and scientific information; it is not a treatment recommendation and does not replace the prescribing information. Always follow the prescribing information and medical advice.',
  },
  statementPatient: {
    zh: '本文仅用于患者教育，不能替代医生的诊断和治疗建议，也不能替代药品说明书。如有任何健康问题，请咨询您的医生或药师。',
    en: "For patient education only. This article does not replace your doctor's diagnosis or advice, nor the medicine's package leaflet. If you have any health questions, ask your doctor or pharmacist.",
  },
  talkToDoctor: {
    zh: '每个人的情况都不同。如果您对这项研究或自己的治疗有疑问，请与您的医生讨论。',
    en: 'Everyone is different. If you have questions about this study or your own treatment, talk to your doctor.',
  },
  placeboExplained: {
    zh: '安慰剂是外观与真药相同、但不含有效成分的模拟药。',
    en: 'A placebo looks like the real medicine but has no active ingredient.',
  },
  randomExplained: {
    zh: '分组由电脑随机决定，医生和患者都不能自己选择。',
    en: 'A computer decided the groups at random; neither doctors nor patients could choose.',
  },
} satisfies Record<string, Pair>;

export type ArticleTextKey = keyof typeof TEXTS;

export type ArticleLabels = {
  lang: OutLang;
  zh: boolean;
  t(key: ArticleTextKey): string;
  colon: string;
  /** List join: "A、B和C" / "A, B and C". */
  list(items: string[]): string;
  /** Sentence end: "。" / ".". */
  stop: string;
};

export function articleLabels(lang: OutLang): ArticleLabels {
  const zh = lang === 'zh-cn';
  return {
    lang,
    zh,
    t: (key) => (zh ? TEXTS[key].zh : TEXTS[key].en),
    colon: zh ? '：' : ': ',
    list: (items) => {
      if (items.length <= 1) return items[0] ?? '';
      const head = items.slice(0, -1).join(zh ? '、' : ', ');
      return zh ? `${head}和${items.at(-1)}` : `${head} and ${items.at(-1)}`;
    },
    stop: zh ? '。' : '.',
  };
}

/** The title each side component carries. */
export function componentTitle(kind: ArticleComponentKind, patient: boolean, labels: ArticleLabels): string {
  switch (kind) {
    case 'editors_note':
    case 'introduction':
    case 'references':
    case 'statement':
    case 'personal_introductions':
    case 'review_code':
      return labels.t(kind);
    case 'summary':
      return labels.t(patient ? 'patientSummary' : 'summary');
    default:
      return '';
  }
}
