import type { Arm, HazardRatio, Median } from '@prowrite/contracts';
import { layArmZh, layNotReportedSentence, layPrimarySentence } from '../results/primary-text';
import { primaryStatement, statementSignificance, statementSources } from '../results/primary-statement';
import { isPrimaryEffect } from '../writer/efficacy-slides';
import { fitText } from '../writer/fit-text';
import { endpointText as outputEndpoint } from '../writer/output-text';
import { printedNumber } from '../writer/printed-number';
import { patientsRandomised } from '../writer/randomised-count';
import type { ArticleLabels } from './article-labels';
import { type ChapterDraft, chapter, type SectionDraft, section, textItem } from './drafts';
import { endpointTerm, unitZh } from './glossary';
import { tableTermZh } from './table-terms';
import { endpointText } from './hcp-design';
import { keySentences } from './hcp-results';
import { type Para, para } from './paragraph';
import { capitalise, countWord, layArmName } from './study-type';
import { numericRows, tablesOf } from './table-rows';
import { mediansOf, significance, type TrialView } from './trial-view';

/** A safety table's total rows: every event counted, not one side effect. */
const TOTAL_ROW =
  /^(?:any|total|all|patients with)\b|^(?:(?:serious|treatment[- ]emergent|treatment[- ]related)\s+)?(?:adverse events?|aes?|saes?|teaes?)$/i;

/**
 * The patient-education plan: what the study was, what patients got, what happened, what it means. Plain words:
 * no hazard ratios, intervals or p values (their meaning is said in words), abbreviations of endpoints
 * spelled out, no tables. Every number shown is still one the source prints.
 */

const MAX_RESULT_ENDPOINTS = 2;
const MAX_SIDE_EFFECTS = 4;
const MAX_QUOTE = 300;

/** What the trial tried to show, in words: "能让患者活得更久" / "helped patients live longer". */
function goal(view: TrialView, labels: ArticleLabels): string {
  const pe = view.facts.primary_endpoint?.value ?? '';
  const term = endpointTerm(pe.replace(/^[^:]*:\s*/, ''))?.abbr;
  if (term === 'OS') return labels.zh ? '能让患者活得更久' : 'helped patients live longer';
  if (term === 'PFS')
    return labels.zh ? '能让病情更晚加重' : 'kept the disease from getting worse for longer';
  return labels.zh ? '效果更好' : 'worked better';
}

function questionSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const { experimental: exp, control } = view;
  const arms = view.facts.arms.filter((a) => a.name.value.trim());
  let p: Para | null = null;
  if (exp && control) {
    const sources = [exp.name.source, control.name.source, view.facts.primary_endpoint?.source];
    p = labels.zh
      ? para(
          `研究人员想知道：与${layArmName(control, view, labels)}相比，${layArmName(exp, view, labels)}是否${goal(view, labels)}。`,
          sources,
        )
      : para(
          `The researchers wanted to know whether ${layArmName(exp, view, labels)} ${goal(view, labels)} than ${layArmName(control, view, labels)}.`,
          sources,
        );
  } else if (arms.length > 0) {
    const names = labels.list(arms.map((a) => layArmName(a, view, labels)));
    p = labels.zh
      ? para(
          `研究人员观察了${names}的效果和安全性。`,
          arms.map((a) => a.name.source),
        )
      : para(
          `The researchers looked at how well ${names} worked and how safe ${arms.length > 1 ? 'they were' : 'it was'}.`,
          arms.map((a) => a.name.source),
        );
  }
  return section(labels.t('patientQuestion'), [textItem(p ? [p] : [])]);
}

function whoSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const n = view.facts.n_randomized;
  // Never a cluster trial's count (of shops or practices) as patients.
  const count = patientsRandomised(view.facts);
  if (!n || !count) return null;
  return section(labels.t('patientWho'), [
    textItem([
      labels.zh
        ? para(`共有${count}名患者参加了这项研究。`, [n.source])
        : para(`In total, ${count} patients took part in the study.`, [n.source]),
    ]),
  ]);
}

const BLINDING_LAY = {
  'double-blind': {
    zh: '医生和患者都不知道每位患者用的是哪种治疗。',
    en: 'Neither the doctors nor the patients knew who got which treatment.',
  },
  'single-blind': {
    zh: '患者不知道自己用的是哪种治疗。',
    en: 'The patients did not know which treatment they got.',
  },
  'open-label': {
    zh: '医生和患者都知道每位患者用的是哪种治疗。',
    en: 'Doctors and patients knew which treatment each patient got.',
  },
} as const;

function groupingSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const f = view.facts;
  const arms = f.arms.filter((a) => a.name.value.trim());
  const paras: Para[] = [];
  if (arms.length >= 2 && (f.ratio || f.n_randomized)) {
    const k = countWord(arms.length, labels);
    paras.push(
      labels.zh
        ? para(`患者被随机分成${k}组。`, [f.ratio?.source ?? f.n_randomized?.source])
        : para(`Patients were split into ${k} groups at random.`, [
            f.ratio?.source ?? f.n_randomized?.source,
          ]),
    );
    paras.push(para(labels.t('randomExplained')));
    if (f.ratio)
      paras.push(
        labels.zh
          ? para(`各组人数的比例为${f.ratio.value}。`, [f.ratio.source])
          : para(`The groups were in a ${f.ratio.value} ratio.`, [f.ratio.source]),
      );
  }
  if (f.blinding)
    paras.push(para(BLINDING_LAY[f.blinding.value][labels.zh ? 'zh' : 'en'], [f.blinding.source]));
  return section(labels.t('patientGrouping'), [textItem(paras)]);
}

function treatmentsSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const arms = view.facts.arms.filter((a) => a.name.value.trim());
  if (arms.length === 0) return null;
  const clause = (a: Arm) => {
    const name = layArmName(a, view, labels);
    // A group's name ("试验组") is where patients were put, not a treatment they used.
    const group = labels.zh && name.endsWith('组');
    if (!a.n) return labels.zh ? (group ? `一组为${name}` : `一组使用${name}`) : `one group got ${name}`;
    const n = printedNumber(a.n.value, a.n.source.quote);
    return labels.zh
      ? group
        ? `${n}名患者分在${name}`
        : `${n}名患者使用${name}`
      : `${n} patients got ${name}`;
  };
  const sources = arms.flatMap((a) => [a.name.source, a.n?.source]);
  const text = labels.zh
    ? `${arms.map(clause).join('，')}。`
    : `${capitalise(labels.list(arms.map(clause)))}.`;
  const paras = [para(text, sources)];
  if (arms.some((a) => /\bplacebo\b/i.test(a.name.value))) paras.push(para(labels.t('placeboExplained')));
  return section(labels.t('patientTreatments'), [textItem(paras)]);
}

/** "使用维纳卡兰的患者中，一半人在11.3个月时仍然在世。" */
function layMedian(m: Median, endpoint: string, view: TrialView, labels: ArticleLabels): Para {
  const value = printedNumber(m.value, m.source.quote);
  const when = labels.zh ? `${value}${unitZh(m.unit)}` : `${value} ${m.unit}`.trim();
  // Patients read no English: an arm the glossary cannot name is "其中一组"; a group ("C组+D组") is not "used".
  const of = view.facts.arms.find((a) => a.name.value.trim().toLowerCase() === m.arm.trim().toLowerCase());
  const named = !labels.zh ? m.arm : of ? layArmName(of, view, labels) : layArmZh(m.arm, '其中一组');
  const arm = labels.zh && !/组$/.test(named) ? `使用${named}` : named;
  const abbr = endpointTerm(endpoint)?.abbr;
  if (abbr === 'OS')
    return labels.zh
      ? para(`${arm}的患者中，一半人在${when}时仍然在世。`, [m.source])
      : para(`With ${arm}, half of the patients were still alive after ${when}.`, [m.source]);
  if (abbr === 'PFS')
    return labels.zh
      ? para(`${arm}的患者中，一半人在${when}时病情仍没有加重。`, [m.source])
      : para(`With ${arm}, half of the patients had no worsening of their disease after ${when}.`, [
          m.source,
        ]);
  const lay = endpointTerm(endpoint)?.lay;
  return labels.zh
    ? para(`${arm}的患者，${lay?.zh ?? '这项指标'}的中间值是${when}。`, [m.source])
    : para(`With ${arm}, the middle value for ${lay?.en ?? endpoint} was ${when}.`, [m.source]);
}

function layDifference(hr: HazardRatio, view: TrialView, labels: ArticleLabels): Para | null {
  const sig = significance(hr);
  if (sig === 'significant')
    return labels.zh
      ? para(`${groupsZh(view)}之间的差别足够明显，不太可能只是巧合。`, [hr.source])
      : para('The difference between the groups was large enough that it is unlikely to be due to chance.', [
          hr.source,
        ]);
  if (sig === 'not-significant')
    return labels.zh
      ? para(`${groupsZh(view)}之间的差别不够明显，可能只是巧合。`, [hr.source])
      : para('The difference between the groups was small enough that it could be due to chance.', [
          hr.source,
        ]);
  return null;
}

function layTitle(endpoint: string, labels: ArticleLabels): string {
  const lay = endpointTerm(endpoint)?.lay;
  if (!lay) return labels.zh ? '疗效' : 'How well it worked';
  return labels.zh ? lay.zh : capitalise(lay.en);
}

/** The primary result in plain words: each group's value (no p values or intervals), then what it means. */
function mainResultSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const st = primaryStatement(view.facts);
  if (!st) return null;
  if (!st.reported)
    return section(labels.t('patientMainResult'), [
      textItem([para(layNotReportedSentence(labels.lang), st.endpointSource ? [st.endpointSource] : [])]),
    ]);
  const sentence = layPrimarySentence(st, labels.lang);
  if (!sentence) return null;
  const sources = [st.endpointSource, ...statementSources(st)];
  const measure = mainMeasure(view, labels);
  const paras = [...(measure ? [measure] : []), para(sentence, sources)];
  const sig = statementSignificance(st);
  if (sig !== null) paras.push(layDifferenceText(sig, view, labels, statementSources(st)));
  return section(labels.t('patientMainResult'), [textItem(paras)]);
}

/** "两组" for two arms, "各组" for more: a three-arm trial is not told as two groups. */
function groupsZh(view: TrialView): string {
  return view.facts.arms.filter((a) => a.name.value.trim()).length > 2 ? '各组' : '两组';
}

/**
 * "研究最主要的观察指标是：…。" The main measure named before its result, so a patient knows what the numbers
 * are: its plain name when the glossary has one, else its Chinese name; none when only the source's English
 * words could say it (a patient reads no quotes).
 */
function mainMeasure(view: TrialView, labels: ArticleLabels): Para | null {
  const pe = view.facts.primary_endpoint;
  if (!pe) return null;
  const name = endpointText(pe.value.replace(/^(?:efficacy|effectiveness|safety)\s*:\s*/i, ''));
  const lay = endpointTerm(name)?.lay;
  if (!labels.zh) {
    const en = lay?.en ?? outputEndpoint(name, 'en');
    if (/[“”"]|Original:|\p{Script=Han}/u.test(en)) return null;
    return para(`The study's main measure was ${en}.`, [pe.source]);
  }
  const zh = lay?.zh ?? outputEndpoint(name, 'zh-cn');
  if (/[“”"]|原文：/.test(zh) || !/\p{Script=Han}/u.test(zh)) return null;
  return para(`研究最主要的观察指标是：${zh}。`, [pe.source]);
}

function layDifferenceText(
  significant: boolean,
  view: TrialView,
  labels: ArticleLabels,
  sources: Para['sources'],
): Para {
  if (significant)
    return labels.zh
      ? para(`${groupsZh(view)}之间的差别足够明显，不太可能只是巧合。`, sources)
      : para(
          'The difference between the groups was large enough that it is unlikely to be due to chance.',
          sources,
        );
  return labels.zh
    ? para(`${groupsZh(view)}之间的差别不够明显，可能只是巧合。`, sources)
    : para('The difference between the groups was small enough that it could be due to chance.', sources);
}

function resultsSections(view: TrialView, labels: ArticleLabels): SectionDraft[] {
  const f = view.facts;
  const out: SectionDraft[] = [];
  // Medians are said in words per arm by the endpoint sections below ("half of the patients …").
  const main = primaryStatement(f)?.fromMedianFacts ? null : mainResultSection(view, labels);
  if (main) out.push(main);
  const primary = primaryStatement(f);
  for (const hr of view.keyHazardRatios.slice(0, MAX_RESULT_ENDPOINTS)) {
    if (main && isPrimaryEffect(hr, primary)) continue;
    const paras = [
      ...mediansOf(f, hr.endpoint).map((m) => layMedian(m, hr.endpoint, view, labels)),
      layDifference(hr, view, labels),
    ];
    const s = section(layTitle(hr.endpoint, labels), [textItem(paras.filter((p): p is Para => p !== null))]);
    if (s) out.push(s);
  }
  if (out.length === (main ? 1 : 0) && !main) {
    const endpoint = f.medians[0]?.endpoint;
    if (endpoint) {
      const s = section(layTitle(endpoint, labels), [
        textItem(mediansOf(f, endpoint).map((m) => layMedian(m, endpoint, view, labels))),
      ]);
      if (s) out.push(s);
    }
  }
  const table = tablesOf(view, 'safety')[0];
  // Rows that count all events ("Any SAE", "Adverse event", "TEAEs") are totals, not a side effect's name.
  if (table) {
    const rows = numericRows(table)
      .filter((r) => !TOTAL_ROW.test(r[0]!.trim()))
      .slice(0, MAX_SIDE_EFFECTS);
    // A patient post names side effects in its own language: a term the glossary does not know is left out.
    const named = labels.zh ? rows.filter((r) => tableTermZh(r[0]!.trim())) : rows;
    if (named.length > 0) {
      const names = named.map((r) => (labels.zh ? tableTermZh(r[0]!.trim())! : r[0]!.trim().toLowerCase()));
      const source = {
        file_id: table.source.file_id,
        page: table.page,
        quote: named[0]!.filter((c) => c.trim()).join(' | '),
      };
      const s = section(labels.t('patientSideEffects'), [
        textItem([
          labels.zh
            ? para(`研究中报告的副作用包括${labels.list(names)}。`, [table.source, source])
            : para(`Side effects reported in the study included ${labels.list(names)}.`, [
                table.source,
                source,
              ]),
        ]),
      ]);
      if (s) out.push(s);
    }
  }
  return out;
}

/** "这项研究显示…" for the primary result (else the leading hazard ratio), in words; null without either. */
export function layConclusion(view: TrialView, labels: ArticleLabels): Para | null {
  const st = primaryStatement(view.facts);
  const primarySig = st?.reported ? statementSignificance(st) : null;
  if (st && primarySig !== null) {
    const sources = statementSources(st);
    return labels.zh
      ? para(
          primarySig
            ? `这项研究显示，在研究最主要的观察指标上，${groupsZh(view)}患者之间有明确的差别。`
            : `这项研究没有发现${groupsZh(view)}患者在研究最主要的观察指标上有明确的差别。`,
          sources,
        )
      : para(
          primarySig
            ? 'This study found a clear difference between the groups on its main measure.'
            : 'This study did not find a clear difference between the groups on its main measure.',
          sources,
        );
  }
  const hr = view.keyHazardRatios[0];
  if (!hr) return null;
  const lay = endpointTerm(hr.endpoint)?.lay;
  const what = lay ? (labels.zh ? lay.zh : lay.en) : hr.endpoint;
  const sig = significance(hr);
  if (sig === 'significant')
    return labels.zh
      ? para(`这项研究显示，在${what}方面，${groupsZh(view)}患者之间有明确的差别。`, [hr.source])
      : para(`This study found a clear difference between the groups in ${what}.`, [hr.source]);
  if (sig === 'not-significant')
    return labels.zh
      ? para(`这项研究没有发现${groupsZh(view)}患者在${what}方面有明确的差别。`, [hr.source])
      : para(`This study did not find a clear difference between the groups in ${what}.`, [hr.source]);
  return null;
}

function meaningSections(view: TrialView, labels: ArticleLabels): SectionDraft[] {
  const paras: Para[] = [];
  const conclusion = layConclusion(view, labels);
  if (conclusion) paras.push(conclusion);
  else {
    // No result to put in words: the authors' own conclusion, marked as their wording.
    const k = keySentences(view)[0];
    const text = k ? fitText(k.value.trim(), MAX_QUOTE) : '';
    // Patients never read a sentence in another language: an English conclusion is left out of zh posts.
    if (k && text && (!labels.zh || /\p{Script=Han}/u.test(text))) {
      paras.push(
        labels.zh
          ? para(`研究人员的结论（原文）：“${text}”`, [k.source])
          : para(`The researchers concluded: "${text}"`, [k.source]),
      );
    }
  }
  paras.push(para(labels.t('talkToDoctor')));
  const s = section(labels.t('patientTakeaway'), [textItem(paras)]);
  return s ? [s] : [];
}

/** The four patient chapters of one trial (those with nothing to say are left out). */
export function patientChapters(view: TrialView, labels: ArticleLabels): ChapterDraft[] {
  const hasResults = resultsSections(view, labels).length > 0;
  return [
    chapter(labels.t('patientChapterAbout'), [questionSection(view, labels), whoSection(view, labels)]),
    chapter(labels.t('patientChapterTreatment'), [
      groupingSection(view, labels),
      treatmentsSection(view, labels),
    ]),
    hasResults ? chapter(labels.t('patientChapterResults'), resultsSections(view, labels)) : null,
    chapter(labels.t('patientChapterMeaning'), meaningSections(view, labels)),
  ].filter((c): c is ChapterDraft => c !== null);
}
