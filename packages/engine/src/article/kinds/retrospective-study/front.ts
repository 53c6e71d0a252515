import { primaryResultSentence } from '../../../results/primary-text';
import { primaryStatement, statementSources } from '../../../results/primary-statement';
import { fitText } from '../../../writer/fit-text';
import { printedNumber } from '../../../writer/printed-number';
import { sourceSentence } from '../../../writer/source-quote';
import type { ArticleLabels } from '../../article-labels';
import { type Para, para } from '../../paragraph';
import { article, capitalise, type Phrase } from '../../study-type';
import { authorSentences, designPhrase } from './design-chapters';
import { studyText } from './labels';
import { effectSentence } from './results-chapter';
import { type StudyView, studyName, studySize } from './study-view';

const MAX_TITLE = 300;
const MAX_QUOTE = 400;
const HAN = /\p{Script=Han}/u;

/** "REAL3研究分析" / "一项回顾性队列研究的分析" / "Study analysis | The REAL3 study". */
export function studyTitle(view: StudyView, labels: ArticleLabels): Phrase {
  const acr = view.acronym;
  const phrase = designPhrase(view, labels);
  if (labels.zh) {
    if (acr) return { text: `${acr.value}研究分析`, sources: [acr.source] };
    if (phrase) return { text: `一项${phrase.text}的分析`, sources: phrase.sources };
    if (HAN.test(view.title)) return { text: `研究分析｜${fitText(view.title, MAX_TITLE)}`, sources: [] };
    return { text: studyText('articleTitle', 'zh-cn'), sources: [] };
  }
  if (acr)
    return {
      text: `Study analysis | The ${acr.value} ${view.kind === 'trial' ? 'trial' : 'study'}`,
      sources: [acr.source],
    };
  const title = view.facts.title;
  return {
    text: `Study analysis | ${fitText(view.title, MAX_TITLE)}`,
    sources: title ? [title.source] : [],
  };
}

/** The subtitle names the design: "回顾性队列研究（N=1234）" / "Retrospective cohort study (N=1234)". */
export function studySubtitle(view: StudyView, labels: ArticleLabels, withCount = true): Phrase | null {
  const phrase = designPhrase(view, labels);
  const n = withCount ? studySize(view).n : null;
  const count = n ? printedNumber(n.value, n.source.quote) : null;
  if (!phrase && !count) return null;
  const body = phrase ? (labels.zh ? phrase.text : capitalise(phrase.text)) : labels.zh ? '研究' : 'Study';
  const text = count ? (labels.zh ? `${body}（N=${count}）` : `${body} (N=${count})`) : body;
  return { text, sources: [...(phrase?.sources ?? []), ...(n ? [n.source] : [])] };
}

/** The plan of the analysis: the chapters as written (a chapter left out for want of facts is not promised). */
function planSentence(titles: string[], labels: ArticleLabels): string {
  const list = (items: string[], and: string, comma: string) =>
    items.length > 1 ? `${items.slice(0, -1).join(comma)}${and}${items.at(-1)}` : (items[0] ?? '');
  return labels.zh
    ? `本文按${list(titles, '和', '、')}的顺序梳理该研究。`
    : `This analysis covers its ${list(
        titles.map((t) => t.toLowerCase()),
        ', and ',
        ', ',
      )}.`;
}

/** "《Journal》于2021年发表了一项回顾性队列研究。" then the plan of the analysis (the chapters written). */
export function introductionParas(view: StudyView, labels: ArticleLabels, chapterTitles: string[]): Para[] {
  const c = view.facts.citation;
  const name = studyName(view, labels);
  const phrase = designPhrase(view, labels);
  const what = view.acronym
    ? name
    : phrase
      ? {
          text: labels.zh ? `一项${phrase.text}` : `${article(phrase.text)} ${phrase.text}`,
          sources: phrase.sources,
        }
      : { text: labels.zh ? '一项研究' : 'a study', sources: [] };
  const sources = [...what.sources, ...(phrase?.sources ?? [])];
  const out: Para[] = [];
  if (c?.value.journal && c.value.year) {
    const { journal, year } = c.value;
    out.push(
      labels.zh
        ? para(`《${journal}》于${year}年发表了${what.text}的结果。`, [...c.sources, ...sources])
        : para(`${journal} published the results of ${what.text} in ${year}.`, [...c.sources, ...sources]),
    );
  } else
    out.push(
      labels.zh
        ? para(`本文分析${what.text}的主要结果。`, sources)
        : para(`This document analyses the main results of ${what.text}.`, sources),
    );
  if (chapterTitles.length > 0) out.push(para(planSentence(chapterTitles, labels)));
  return out;
}

/** The summary: the design and size, the leading result (an adjusted estimate first), the authors' words. */
export function summaryParas(view: StudyView, labels: ArticleLabels): Para[] {
  const out: Para[] = [];
  const phrase = designPhrase(view, labels);
  if (phrase) {
    const name = studyName(view, labels);
    const { n } = studySize(view);
    const count = n ? printedNumber(n.value, n.source.quote) : null;
    const sources = [...name.sources, ...phrase.sources, n?.source];
    out.push(
      labels.zh
        ? para(`${name.text}是一项${phrase.text}${count ? `（N=${count}）` : ''}。`, sources)
        : para(
            `${capitalise(name.text)} was ${article(phrase.text)} ${phrase.text}${count ? ` (N=${count})` : ''}.`,
            sources,
          ),
    );
  }
  const lead = view.adjusted[0];
  const st = primaryStatement(view.facts);
  if (lead) out.push(effectSentence(lead, labels));
  else if (st?.reported)
    out.push(para(primaryResultSentence(st, labels.lang), [st.endpointSource, ...statementSources(st)]));
  const k = authorSentences(view).find((s) => s.value.length <= MAX_QUOTE);
  if (k) {
    const text = k.value;
    out.push(
      labels.zh
        ? para(`研究者结论：${sourceSentence(text, 'zh-cn')}`, [k.source])
        : para(`The authors concluded: "${text}"`, [k.source]),
    );
  }
  return out;
}
