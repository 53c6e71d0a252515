import type { ArmResult, Effect } from '@prowrite/contracts';
import { armValueText, primaryResultSentence } from '../../../results/primary-text';
import { primaryStatement, statementSources } from '../../../results/primary-statement';
import { armText, endpointText } from '../../../writer/output-text';
import { printedNumber } from '../../../writer/printed-number';
import type { ArticleLabels } from '../../article-labels';
import { type ChapterDraft, chapter, section, textItem } from '../../drafts';
import { type Para, para } from '../../paragraph';
import { capitalise } from '../../study-type';
import { measureName, studyText } from './labels';
import { isWholePhrase } from './design-chapters';
import type { StudyView } from './study-view';

const MAX_GROUP_ENDPOINTS = 4;
const MAX_ENDPOINT = 80;
const CLAUSE_WORDS = /^(?:there|which|that|this|these|those|it|they|we|and|or|but|with|for|of|in|favou?r)\b/i;
const MEASURE_WORDS =
  /\b(?:a?HRs?|a?ORs?|a?RRs?|a?IRRs?|ratios?|(?:un)?adjusted|crude|estimates?|differences?)\b/i;

/** An endpoint name fit to show: one without digits (its numbers would not be in the estimate's quote). */
function shownEndpoint(endpoint: string): string | null {
  const e = endpoint.trim();
  if (!e || /\d/.test(e) || e.length > MAX_ENDPOINT) return null;
  // "The unadjusted HR was …": the subject names the estimate, not the outcome; "which", "there", "favour of
  // the … group" are clause words the extractor took for a subject.
  if (MEASURE_WORDS.test(e) || CLAUSE_WORDS.test(e) || !isWholePhrase(e)) return null;
  return e;
}

function pValue(p: string, labels: ArticleLabels): string {
  const t = p.trim();
  const letter = labels.zh ? 'P' : 'p';
  return /^[<>≤≥=]/.test(t) ? `${letter}${t}` : `${letter}=${t}`;
}

/** "全因死亡：校正风险比（aHR）为0.72（95%置信区间：0.60–0.86；P<0.001）。" — every number from its quote. */
export function effectSentence(e: Effect, labels: ArticleLabels): Para {
  const q = e.source.quote;
  const value = printedNumber(e.value, q);
  const level = e.ci_level ?? 95;
  const bounds =
    e.ci_low !== null && e.ci_high !== null
      ? [printedNumber(e.ci_low, q), printedNumber(e.ci_high, q)]
      : null;
  // A dash between negative bounds would read as a minus: "−10.8至−1.2" / "−10.8 to −1.2".
  const negative = bounds?.some((b) => /^[-−]/.test(b)) ?? false;
  const ci = bounds ? bounds.join(negative ? (labels.zh ? '至' : ' to ') : '–') : null;
  const name = measureName(e.measure, e.adjusted === true, labels.lang);
  const endpoint = shownEndpoint(e.endpoint);
  if (labels.zh) {
    const inner = [ci ? `${level}%置信区间：${ci}` : '', e.p ? pValue(e.p, labels) : '']
      .filter(Boolean)
      .join('；');
    const lead = endpoint ? `${endpointText(endpoint, 'zh-cn')}：` : '';
    return para(`${lead}${name}为${value}${inner ? `（${inner}）` : ''}。`, [e.source]);
  }
  const inner = [ci ? `${level}% CI ${ci}` : '', e.p ? pValue(e.p, labels) : ''].filter(Boolean).join('; ');
  const lead = endpoint ? `${capitalise(endpoint)}: ` : '';
  return para(`${lead}${lead ? name : capitalise(name)} ${value}${inner ? ` (${inner})` : ''}.`, [e.source]);
}

/** "45.7%（129例中59例）" / "45.7% (59 of 129)": the form the number check reads as the printed counts. */
function resultValue(r: ArmResult, labels: ArticleLabels): string {
  const q = r.source.quote;
  return armValueText(
    {
      arm: r.arm,
      source: r.source,
      nameSource: null,
      value: printedNumber(r.value, q),
      unit: r.unit,
      n: r.n === null ? null : printedNumber(r.n, q),
      N: r.N === null ? null : printedNumber(r.N, q),
    },
    labels.lang,
  );
}

/** "住院：A组为59/129（45.7%），B组为1/68（1.5%）。" — one paragraph per endpoint, its groups in order. */
function groupResultParas(results: ArmResult[], shown: Set<string>, labels: ArticleLabels): Para[] {
  const byEndpoint = new Map<string, ArmResult[]>();
  for (const r of results) {
    const ep = shownEndpoint(r.endpoint);
    if (!ep || !r.arm.trim()) continue;
    const list = byEndpoint.get(ep) ?? [];
    if (!list.some((x) => x.arm === r.arm)) list.push(r);
    byEndpoint.set(ep, list);
  }
  // A comparison needs two groups measured alike: one unit for every group of the endpoint.
  // The primary result already shows its groups' values: a row repeating them says nothing more.
  const seen = new Set(shown);
  const comparable = [...byEndpoint.entries()].filter(([, list]) => {
    if (list.length < 2 || !list.every((r) => r.unit === list[0]!.unit)) return false;
    const key = valuesKey(list.map((r) => r.value));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return comparable.slice(0, MAX_GROUP_ENDPOINTS).map(([ep, list]) => {
    const sources = list.map((r) => r.source);
    if (labels.zh) {
      const parts = list.map((r) => `${armText(r.arm, 'zh-cn')}为${resultValue(r, labels)}`);
      return para(`${endpointText(ep, 'zh-cn')}：${parts.join('，')}。`, sources);
    }
    const parts = list.map((r) => `${r.arm} ${resultValue(r, labels)}`);
    return para(`${capitalise(ep)}: ${parts.join('; ')}.`, sources);
  });
}

const valuesKey = (values: number[]) => [...values].sort((a, b) => a - b).join('|');

/** Results: the primary outcome as stated, adjusted estimates, other estimates, and results by group. */
export function resultsChapter(view: StudyView, labels: ArticleLabels): ChapterDraft | null {
  const statement = primaryStatement(view.facts);
  // A primary outcome without a result read as numbers is left to the outcomes chapter.
  const primary = statement?.reported
    ? section(studyText('sectionPrimaryResult', labels.lang), [
        textItem([
          para(primaryResultSentence(statement, labels.lang), [
            statement.endpointSource,
            ...statementSources(statement),
          ]),
        ]),
      ])
    : null;
  const adjusted = section(studyText('sectionAdjusted', labels.lang), [
    textItem(view.adjusted.map((e) => effectSentence(e, labels))),
  ]);
  const others =
    view.otherEffects.length > 0
      ? section(studyText('sectionOtherEffects', labels.lang), [
          textItem([
            // When the paper calls some estimates adjusted, the rest are told apart as not called so.
            ...(view.adjusted.length > 0 ? [para(studyText('otherEffectsNote', labels.lang))] : []),
            ...view.otherEffects.map((e) => effectSentence(e, labels)),
          ]),
        ])
      : null;
  const groups = section(studyText('sectionGroupResults', labels.lang), [
    textItem(
      groupResultParas(
        view.facts.results,
        new Set(
          statement?.reported
            ? [valuesKey(statement.arms.map((a) => Number(a.value.replace('−', '-'))))]
            : [],
        ),
        labels,
      ),
    ),
  ]);
  return chapter(studyText('chapterResults', labels.lang), [primary, adjusted, others, groups]);
}
