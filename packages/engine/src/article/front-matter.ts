import { primaryConclusionWords } from '../results/primary-conclusion';
import { primaryResultSentence } from '../results/primary-text';
import { primaryStatement, statementSources } from '../results/primary-statement';
import { printedNumber } from '../writer/printed-number';
import { patientsRandomised, personsRandomised } from '../writer/randomised-count';
import { fitText } from '../writer/fit-text';
import type { DeckSource } from '../writer/context';
import type { OutLang } from '../writer/labels';
import { type ArticleLabels, articleLabels } from './article-labels';
import { nameZh } from './glossary';
import { hazardRatioSentence, keySentences } from './hcp-results';
import { type Para, para } from './paragraph';
import { layConclusion } from './patient-chapters';
import { article, capitalise, type Phrase, studyType, trialName } from './study-type';
import { type TrialView, trialView } from './trial-view';

export type ArticleType = 'Tweets' | 'PatientEducationPost';

const MAX_TITLE = 300;
const MAX_QUOTE = 400;

/**
 * The post title from the trial's short name (else its drug, else its printed title):
 * "文献速递｜REAL3研究结果解读", "REAL3研究告诉了我们什么？", "Literature update | The REAL3 trial".
 */
export function titleForArticle(view: TrialView, type: ArticleType, labels: ArticleLabels): Phrase {
  const acr = view.acronym;
  const drug = view.drug;
  const patient = type === 'PatientEducationPost';
  if (acr) {
    const text = labels.zh
      ? patient
        ? `${acr.value}研究告诉了我们什么？`
        : `文献速递｜${acr.value}研究结果解读`
      : patient
        ? `What did the ${acr.value} study find?`
        : `Literature update | The ${acr.value} trial`;
    return { text, sources: [acr.source] };
  }
  // A title names the drug only in words of the output language (or as a code or trade name), never a quote.
  const drugName = drug ? (labels.zh ? nameZh(drug.value) : drug.value) : null;
  if (drug && drugName && !drugName.includes('“')) {
    const name = drugName;
    const text = labels.zh
      ? patient
        ? `关于${name}的一项临床研究告诉了我们什么？`
        : `文献速递｜${name}临床研究结果解读`
      : patient
        ? `What did a study of ${name} find?`
        : `Literature update | A clinical trial of ${name}`;
    return { text, sources: [drug.source] };
  }
  if (patient)
    return { text: labels.zh ? '一项临床研究告诉了我们什么？' : 'What did this study find?', sources: [] };
  const title = view.facts.title;
  // Chinese output does not show an English title as its own: the fixed frame names the study.
  if (labels.zh && !/\p{Script=Han}/u.test(view.title))
    return { text: '文献速递｜一项临床研究的结果解读', sources: title ? [title.source] : [] };
  return {
    text: `${labels.zh ? '文献速递｜' : 'Literature update | '}${fitText(view.title, MAX_TITLE)}`,
    sources: title ? [title.source] : [],
  };
}

/** The subtitle from the design: "一项随机、双盲、安慰剂对照的3b期临床试验（N=217）". */
export function subtitleForArticle(view: TrialView, type: ArticleType, labels: ArticleLabels): Phrase | null {
  const n = view.facts.n_randomized;
  // "N=82" and "82名患者" never for a cluster trial (its count is of shops or practices).
  const count = patientsRandomised(view.facts);
  if (type === 'PatientEducationPost') {
    if (!count || !n) return null;
    return {
      text: labels.zh ? `一项有${count}名患者参加的临床研究` : `A clinical study with ${count} patients`,
      sources: [n.source],
    };
  }
  const t = studyType(view, labels);
  if (!t && !count) return null;
  const sources = [...(t?.sources ?? []), ...(n ? [n.source] : [])];
  if (labels.zh) {
    const body = t ? `一项${t.text}` : '一项临床试验';
    return { text: count ? `${body}（N=${count}）` : body, sources };
  }
  const body = t ? `${capitalise(article(t.text))} ${t.text}` : 'A clinical trial';
  return { text: count ? `${body} (N=${count})` : body, sources };
}

/** The post title and subtitle of an article written from `source` (for naming a work before it is written). */
export function articleTitles(
  source: DeckSource,
  type: ArticleType,
  outLang: OutLang,
): { title: string; subtitle: string } {
  const labels = articleLabels(outLang);
  const view = trialView(source);
  return {
    title: titleForArticle(view, type, labels).text,
    subtitle: subtitleForArticle(view, type, labels)?.text ?? '',
  };
}

/** "《Circulation》于2020年发表了RECEDE-CHF研究的结果（注册号：NCT03226457）。…" */
export function introductionParas(view: TrialView, type: ArticleType, labels: ArticleLabels): Para[] {
  const f = view.facts;
  if (type === 'PatientEducationPost') {
    const out = [para(labels.t('introPatient'))];
    // Patients are told a count of people only (a cluster trial's count is of shops or practices).
    const n = personsRandomised(f);
    if (n && f.n_randomized) {
      out.push(
        labels.zh
          ? para(`这篇文章介绍的研究共有${n}名患者参加。`, [f.n_randomized.source])
          : para(`The study in this article included ${n} patients.`, [f.n_randomized.source]),
      );
    }
    return out;
  }
  const name = trialName(view, labels);
  const c = f.citation?.value;
  const reg = f.registry_id;
  const out: Para[] = [];
  const citeSources = f.citation?.sources ?? [];
  if (c?.journal && c.year) {
    out.push(
      labels.zh
        ? para(
            `《${c.journal}》于${c.year}年发表了${name.text}的结果${reg ? `（注册号：${reg.value}）` : ''}。`,
            [...citeSources, ...name.sources, reg?.source],
          )
        : para(
            `${c.journal} published the results of ${name.text}${reg ? ` (${reg.value})` : ''} in ${c.year}.`,
            [...citeSources, ...name.sources, reg?.source],
          ),
    );
  } else {
    const type = studyType(view, labels);
    const what = view.acronym
      ? name.text
      : type
        ? labels.zh
          ? `一项${type.text}`
          : `${article(type.text)} ${type.text}`
        : name.text;
    out.push(
      labels.zh
        ? para(`本文介绍${what}的主要结果${reg ? `（注册号：${reg.value}）` : ''}。`, [
            ...name.sources,
            ...(type?.sources ?? []),
            reg?.source,
          ])
        : para(`This article presents the main results of ${what}${reg ? ` (${reg.value})` : ''}.`, [
            ...name.sources,
            ...(type?.sources ?? []),
            reg?.source,
          ]),
    );
  }
  const arms = f.arms.filter((a) => a.name.value.trim());
  if (arms.length >= 2) {
    const names = labels.list(arms.map((a) => (labels.zh ? nameZh(a.name.value) : a.name.value)));
    out.push(
      labels.zh
        ? para(
            `该研究比较了${names}的疗效与安全性。`,
            arms.map((a) => a.name.source),
          )
        : para(
            `It compared ${names} for efficacy and safety.`,
            arms.map((a) => a.name.source),
          ),
    );
  }
  out.push(para(labels.t('introReview')));
  return out;
}

/** The summary: design in one line, the leading result, the authors' conclusion (patients: in words). */
export function summaryParas(view: TrialView, type: ArticleType, labels: ArticleLabels): Para[] {
  const f = view.facts;
  const out: Para[] = [];
  const n = f.n_randomized ? printedNumber(f.n_randomized.value, f.n_randomized.source.quote) : null;
  if (type === 'PatientEducationPost') {
    const people = personsRandomised(f);
    if (people && f.n_randomized)
      out.push(
        labels.zh
          ? para(`共有${n}名患者参加了这项研究。`, [f.n_randomized.source])
          : para(`${n} patients took part in the study.`, [f.n_randomized.source]),
      );
    const lay = layConclusion(view, labels);
    if (lay) out.push(lay);
    out.push(para(labels.zh ? '如有疑问，请咨询您的医生。' : 'If you have questions, ask your doctor.'));
    return out;
  }
  const name = trialName(view, labels);
  const t = studyType(view, labels);
  // "patients randomised" only when the count's sentence counts people (a cluster trial randomises shops).
  const people = personsRandomised(f);
  if (t || n) {
    const sources = [...name.sources, ...(t?.sources ?? []), people ? f.n_randomized?.source : undefined];
    const what = t ? t.text : labels.zh ? '临床试验' : 'trial';
    out.push(
      labels.zh
        ? para(`${name.text}是一项${what}${people ? `，共${people}例患者随机分组` : ''}。`, sources)
        : para(
            `${capitalise(name.text)} was ${article(what)} ${what}${people ? ` in ${people} randomised patients` : ''}.`,
            sources,
          ),
    );
  }
  const st = primaryStatement(f);
  const hr = view.keyHazardRatios[0];
  if (st?.reported)
    out.push(para(primaryResultSentence(st, labels.lang), [st.endpointSource, ...statementSources(st)]));
  else if (hr) out.push(hazardRatioSentence(hr, f.arms.length === 2, labels));
  // Chinese output: the meaning of the primary result in Chinese words (its numbers are in the line above).
  const words = labels.zh && st?.reported ? primaryConclusionWords(st, 'zh-cn') : null;
  if (words) out.push(para(words, [st!.endpointSource, ...statementSources(st!)]));
  const k = keySentences(view)[0];
  const text = k ? fitText(k.value.trim(), MAX_QUOTE) : '';
  // An English sentence is quoted once per work, in the conclusions chapter ("研究者在原文中指出"), not here.
  if (labels.zh && !/\p{Script=Han}/u.test(text)) return out;
  if (k && text) {
    // The authors' words as printed: marked as the source's wording in Chinese output.
    out.push(
      labels.zh
        ? para(/\p{Script=Han}/u.test(text) ? `研究者结论：“${text}”` : `研究者结论（原文）：“${text}”`, [
            k.source,
          ])
        : para(`The authors concluded: "${text}"`, [k.source]),
    );
  }
  return out;
}
