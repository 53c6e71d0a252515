import type { Sourced } from '@prowrite/contracts';
import { endpointText as outputEndpoint } from '../../../writer/output-text';
import { printedNumber } from '../../../writer/printed-number';
import { isWholeSentence, sourceSentence } from '../../../writer/source-quote';
import type { ArticleLabels } from '../../article-labels';
import { type ChapterDraft, chapter, section, textItem } from '../../drafts';
import { endpointText } from '../../hcp-design';
import { keySentences } from '../../hcp-results';
import { type Para, para } from '../../paragraph';
import { armWithN, article, capitalise, studyType } from '../../study-type';
import { balanceSentence, dataSourceName, designName, studyText } from './labels';
import { type StudyView, studyName, studySize } from './study-view';

const MAX_QUOTED = 3;
/** A sentence read whole ends with its stop (a value clipped mid-word does not). */
const SENTENCE_END = /[.!?。！？]["'”’)\]]?$/;
/** A run-in label before a sentence ("Conclusions: …", "Interpretation: …"): not part of what is quoted. */
const RUN_IN =
  /^(?:(?:conclusions?|interpretation|findings|results|in\s+summary)\s*[:：]\s*|(?:CONCLUSIONS?(?:\s+AND\s+RELEVANCE)?|INTERPRETATION|FINDINGS)\s*[:：]?\s+)/i;
const MAX_QUOTE_LENGTH = 600;
const MAX_SECONDARY = 6;

/** "回顾性队列研究" / "retrospective cohort study" for observational studies; the trial type for trials. */
export function designPhrase(
  view: StudyView,
  labels: ArticleLabels,
): { text: string; sources: Para['sources'] } | null {
  const design = view.facts.observational_design;
  if (design) return { text: designName(design.value, labels.lang), sources: [design.source] };
  if (view.kind === 'trial') return studyType(view, labels);
  return null;
}

/** "该研究是一项回顾性队列研究（注册号：…）。" plus, for a trial, that it is not observational. */
function designTypeSection(view: StudyView, labels: ArticleLabels) {
  const name = studyName(view, labels);
  const phrase = designPhrase(view, labels);
  const reg = view.facts.registry_id;
  const paras: Para[] = [];
  if (phrase) {
    const sources = [...name.sources, ...phrase.sources, reg?.source];
    paras.push(
      labels.zh
        ? para(`${name.text}是一项${phrase.text}${reg ? `（注册号：${reg.value}）` : ''}。`, sources)
        : para(
            `${capitalise(name.text)} was ${article(phrase.text)} ${phrase.text}${reg ? ` (${reg.value})` : ''}.`,
            sources,
          ),
    );
  } else paras.push(para(studyText('designNotStated', labels.lang)));
  if (view.kind === 'trial') paras.push(para(studyText('trialNotObservational', labels.lang)));
  return section(labels.t('sectionDesign'), [textItem(paras)]);
}

const FOUR_DIGIT_YEAR = /\b(?:19|20)\d{2}\b/g;

/** "研究期间为2010年至2018年（原文：“between January 2010 and December 2018”）。" — years only, as printed. */
function periodSentence(period: Sourced<string>, labels: ArticleLabels): Para {
  const printed = period.value.trim();
  if (!labels.zh) return para(`The study covered the period ${printed}.`, [period.source]);
  const years = printed.match(FOUR_DIGIT_YEAR) ?? [];
  const span = years.length >= 2 ? `${years[0]}年至${years.at(-1)}年` : null;
  return para(span ? `研究期间为${span}（原文：“${printed}”）。` : `研究期间为原文所述的“${printed}”。`, [
    period.source,
  ]);
}

function dataSourceSection(view: StudyView, labels: ArticleLabels) {
  const f = view.facts;
  const paras: Para[] = [];
  if (f.data_source) {
    const name = dataSourceName(f.data_source.value, labels.lang);
    paras.push(
      labels.zh
        ? para(`研究数据来源于${name}。`, [f.data_source.source])
        : para(`Data came from ${/^[A-Z]/.test(name) ? 'the ' : ''}${name}.`, [f.data_source.source]),
    );
  }
  if (f.study_period) paras.push(periodSentence(f.study_period, labels));
  return section(studyText('sectionDataSource', labels.lang), [textItem(paras)]);
}

/**
 * The authors' key sentences (concluding ones first), whole, without a run-in label, each once: the abstract's
 * conclusion and the paper's closing sentence often say the same.
 */
export function authorSentences(view: StudyView): Sourced<string>[] {
  const seen = new Set<string>();
  const out: Sourced<string>[] = [];
  for (const k of keySentences(view)) {
    if (!isWholeSentence(k.value)) continue;
    const value = k.value.trim().replace(RUN_IN, '');
    const key = value
      .toLowerCase()
      .replace(/^in\s+conclusion,?\s*/, '')
      .replace(/[^a-z\p{Script=Han}]/gu, '');
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push({ value, source: k.source });
  }
  return out;
}

/** Whole source sentences under a lead-in, each marked as the source's words when not in the output language. */
export function quotedSentences(
  lead: string,
  items: Sourced<string>[],
  labels: ArticleLabels,
  max = MAX_QUOTED,
): Para[] {
  // A sentence too long to show whole is left out, never cut.
  const whole = items.filter(
    (s) =>
      s.value.trim().length <= MAX_QUOTE_LENGTH &&
      SENTENCE_END.test(s.value.trim()) &&
      isWholeSentence(s.value),
  );
  if (whole.length === 0) return [];
  return [
    para(lead),
    ...whole.slice(0, max).map((s) => para(sourceSentence(s.value.trim(), labels.lang), [s.source])),
  ];
}

function participantsSection(view: StudyView, labels: ArticleLabels) {
  const f = view.facts;
  const { n, randomised } = studySize(view);
  const count = n ? printedNumber(n.value, n.source.quote) : null;
  const paras: Para[] = [];
  if (n && count) {
    // A trial randomises; an observational study includes: the verb follows what the source is.
    paras.push(
      randomised
        ? labels.zh
          ? para(`共${count}例患者随机分组。`, [n.source])
          : para(`In total, ${count} patients were randomised.`, [n.source])
        : labels.zh
          ? para(`研究共纳入${count}名研究对象。`, [n.source])
          : para(`The study included ${count} participants.`, [n.source]),
    );
  }
  paras.push(
    ...quotedSentences(
      labels.zh ? '主要纳入标准：' : 'Key inclusion criteria:',
      f.inclusion_criteria,
      labels,
    ),
    ...quotedSentences(labels.zh ? '患者基线特征：' : 'Patients at baseline:', f.patients_basic_info, labels),
  );
  return section(studyText('sectionParticipants', labels.lang), [textItem(paras)]);
}

function balanceSection(view: StudyView, labels: ArticleLabels) {
  const b = view.facts.group_balance;
  if (!b) return null;
  return section(studyText('sectionBalance', labels.lang), [
    textItem([para(balanceSentence(b.value, labels.lang), [b.source])]),
  ]);
}

/** The groups compared, each with its size: exposure and comparison (or a trial's arms, named so). */
function groupsChapter(view: StudyView, labels: ArticleLabels): ChapterDraft | null {
  const arms = view.facts.arms.filter((a) => a.name.value.trim()).map((a) => armWithN(a, labels));
  if (arms.length === 0) return exposureChapter(view, labels);
  const list = labels.list(arms.map((a) => a.text));
  const sources = arms.flatMap((a) => a.sources);
  const text = labels.zh
    ? `研究比较了${list}${arms.length > 1 ? '' : '的结果'}。`
    : `The study compared ${list}.`;
  const title = studyText(view.kind === 'trial' ? 'chapterTrialArms' : 'chapterExposure', labels.lang);
  return chapter(title, [
    section(studyText('sectionGroups', labels.lang), [textItem([para(text, sources)])]),
  ]);
}

/** "暴露因素为“statin use”，对照为“non-users”。" — the exposure as the paper names it, quoted. */
function exposureChapter(view: StudyView, labels: ArticleLabels): ChapterDraft | null {
  const e = view.facts.exposure;
  if (!e || view.kind === 'trial') return null;
  const { exposure, comparison } = e.value;
  const text = labels.zh
    ? `暴露因素为“${exposure}”${comparison ? `，对照为“${comparison}”` : ''}。`
    : `Exposure: ${exposure}${comparison ? `; comparison: ${comparison}` : ''}.`;
  return chapter(studyText('chapterExposure', labels.lang), [
    section(studyText('sectionGroups', labels.lang), [textItem([para(text, [e.source])])]),
  ]);
}

/** A known endpoint in Chinese; any other in the source's words, quoted (marked when a whole phrase). */
const zhEndpoint = (endpoint: string) => {
  const text = outputEndpoint(endpoint, 'zh-cn');
  return /\p{Script=Han}/u.test(text) ? text : `“${text}”`;
};

/** An endpoint read whole: brackets balanced, not opening mid-word ("d to the control arm (…"). */
export function isWholePhrase(text: string): boolean {
  const t = text.trim();
  const opened = (t.match(/[([]/g) ?? []).length;
  const closed = (t.match(/[)\]]/g) ?? []).length;
  return t.length > 0 && opened === closed && !/^[a-z]{1,2}\s/.test(t);
}

function outcomesChapter(view: StudyView, labels: ArticleLabels): ChapterDraft | null {
  const f = view.facts;
  const primary =
    f.primary_endpoint && isWholePhrase(f.primary_endpoint.value)
      ? section(studyText('sectionPrimaryOutcome', labels.lang), [
          textItem([
            para(
              labels.zh
                ? `主要结局为${zhEndpoint(endpointText(f.primary_endpoint.value))}。`
                : `The primary outcome was ${endpointText(f.primary_endpoint.value)}.`,
              [f.primary_endpoint.source],
            ),
          ]),
        ])
      : null;
  const secondary = f.secondary_endpoints.filter((s) => isWholePhrase(s.value)).slice(0, MAX_SECONDARY);
  const names = secondary.map((s) => (labels.zh ? zhEndpoint(endpointText(s.value)) : endpointText(s.value)));
  const second =
    secondary.length > 0
      ? section(studyText('sectionSecondaryOutcomes', labels.lang), [
          textItem([
            para(
              labels.zh ? `${names.join('；')}。` : `${capitalise(names.join('; '))}.`,
              secondary.map((s) => s.source),
            ),
          ]),
        ])
      : null;
  return chapter(studyText('chapterOutcomes', labels.lang), [primary, second]);
}

/** Design and data source, population, exposure and comparison, outcomes — as far as the source states them. */
export function designChapters(view: StudyView, labels: ArticleLabels): ChapterDraft[] {
  return [
    chapter(studyText('chapterDesign', labels.lang), [
      designTypeSection(view, labels),
      dataSourceSection(view, labels),
    ]),
    chapter(studyText('chapterPopulation', labels.lang), [
      participantsSection(view, labels),
      balanceSection(view, labels),
    ]),
    groupsChapter(view, labels),
    outcomesChapter(view, labels),
  ].filter((c): c is ChapterDraft => c !== null);
}
