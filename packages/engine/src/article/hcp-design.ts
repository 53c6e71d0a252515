import { endsOpen } from '../check-work/truncation';
import type { Provenance, Sourced } from '@prowrite/contracts';
import { fitText } from '../writer/fit-text';
import { armPlanOutText, criterionText, endpointText as outputEndpoint } from '../writer/output-text';
import { isFragment, isWholeSentence, sourceSentence } from '../writer/source-quote';
import { printedNumber } from '../writer/printed-number';
import { clusterRandomised, patientsRandomised } from '../writer/randomised-count';
import type { ArticleLabels } from './article-labels';
import { type SectionDraft, section, textItem } from './drafts';
import { groupZh, nameZh, quantityZh } from './glossary';
import { type Para, para } from './paragraph';
import { armName, armWithN, article, capitalise, studyType, trialName } from './study-type';
import type { TrialView } from './trial-view';

const MAX_QUOTED = 3;
const MAX_QUOTE_LENGTH = 600;
const MAX_SECONDARY = 6;

/** A sentence's closing stop (a closing quote or bracket may follow). */
const ENDS_SENTENCE = /[.!?。！？]["”’)）\]]?$/;

const stripStop = (s: string) => s.trim().replace(/[.。;；,，]+$/, '');
/** The extractor labels a split primary endpoint "efficacy: …" / "safety: …": the label is not shown. */
export const endpointText = (s: string) =>
  stripStop(s.replace(/^(?:efficacy|effectiveness|safety)\s*:\s*/i, ''));

/** "REAL3研究是一项随机、开放标签的3期临床试验（注册号：NCT00824785）。" */
function typeSentence(view: TrialView, labels: ArticleLabels): Para | null {
  const f = view.facts;
  const name = trialName(view, labels);
  const type = studyType(view, labels);
  const reg = f.registry_id;
  if (type) {
    if (labels.zh) {
      const regText = reg ? `（注册号：${reg.value}）` : '';
      return para(`${name.text}是一项${type.text}${regText}。`, [
        ...name.sources,
        ...type.sources,
        reg?.source,
      ]);
    }
    const regText = reg ? ` (${reg.value})` : '';
    return para(`${capitalise(name.text)} was ${article(type.text)} ${type.text}${regText}.`, [
      ...name.sources,
      ...type.sources,
      reg?.source,
    ]);
  }
  if (!reg) return null;
  return labels.zh
    ? para(`${name.text}的注册号为${reg.value}。`, [...name.sources, reg.source])
    : para(`${capitalise(name.text)} is registered as ${reg.value}.`, [...name.sources, reg.source]);
}

/**
 * "共217例患者按2:1的比例随机分组，分别接受维纳卡兰（n=145）或安慰剂（n=72）治疗。" A cluster trial's count is
 * not of patients: it says that groups were randomised instead (writer/randomised-count.ts).
 */
export function randomisationSentence(view: TrialView, labels: ArticleLabels): Para | null {
  const f = view.facts;
  const arms = f.arms.filter((a) => a.name.value.trim()).map((a) => armWithN(a, labels));
  const n = patientsRandomised(f);
  const cluster = clusterRandomised(f);
  const sources: (Provenance | undefined)[] = [
    n || cluster ? f.n_randomized?.source : undefined,
    f.ratio?.source,
  ];
  for (const a of arms) sources.push(...a.sources);
  const ratio = f.ratio?.value ?? null;
  const armList = arms.map((a) => a.text);
  if (!n && !ratio && armList.length === 0) return null;
  if (labels.zh) {
    const who = n ? `共${n}例患者` : cluster ? '以群组为单位' : '患者';
    const how = ratio ? `按${ratio}的比例随机分组` : '随机分组';
    const either = armList.length > 1 ? `${armList.slice(0, -1).join('、')}或${armList.at(-1)}` : armList[0];
    // An arm already named as a treatment ("标准治疗（n=72）") is not followed by a second "治疗".
    const treat = /(治疗|疗法)(（[^）]*）)?$/.test(armList.at(-1) ?? '') ? '' : '治疗';
    const to = armList.length > 0 ? `，分别接受${either}${treat}` : '';
    return para(`${who}${how}${to}。`, sources);
  }
  const who = n ? `In total, ${n} patients were` : cluster ? 'Clusters were' : 'Patients were';
  const how = ratio ? ` randomly assigned (${ratio})` : ' randomly assigned';
  const either = armList.length > 1 ? `${armList.slice(0, -1).join(', ')} or ${armList.at(-1)}` : armList[0];
  const to = armList.length > 0 ? ` to ${either}` : '';
  return para(`${who}${how}${to}.`, sources);
}

/** A name left in the source's words inside Chinese text ("“gender”", "原文：“…”"). */
const quotedInZh = (text: string) => /[“”"]|原文：/.test(text);

/**
 * "随机分组按以下因素分层：年龄和HbA1c等。" Chinese output lists the names it can write in Chinese; a name only
 * the source's words can say is left out (the list then ends "等"), and with none left there is no sentence.
 */
function listSentence(
  items: Sourced<string>[],
  zhLead: string,
  enLead: string,
  labels: ArticleLabels,
): Para | null {
  if (items.length === 0) return null;
  if (!labels.zh) {
    return para(
      `${enLead}${labels.list(items.map((s) => stripStop(s.value)))}.`,
      items.map((s) => s.source),
    );
  }
  const named = items
    .map((s) => ({ s, name: nameZh(stripStop(s.value)) }))
    .filter((x) => !quotedInZh(x.name));
  if (named.length === 0) return null;
  const more = named.length < items.length ? '等' : '';
  return para(
    `${zhLead}${labels.list(named.map((x) => x.name))}${more}。`,
    named.map((x) => x.s.source),
  );
}

function designSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const f = view.facts;
  const cycle = f.cycle_length
    ? labels.zh
      ? para(`每个治疗周期为${quantityZh(f.cycle_length.value)}。`, [f.cycle_length.source])
      : para(`Each treatment cycle lasted ${f.cycle_length.value}.`, [f.cycle_length.source])
    : null;
  const paras = [
    typeSentence(view, labels),
    randomisationSentence(view, labels),
    listSentence(
      f.stratification_factors,
      '随机分组按以下因素分层：',
      'Randomisation was stratified by ',
      labels,
    ),
    cycle,
  ].filter((p): p is Para => p !== null);
  return section(labels.t('sectionDesign'), [textItem(paras)]);
}

/** Whole source sentences under a lead-in, each marked as the source's words when not in the output language. */
function quoted(
  lead: string,
  items: Sourced<string>[],
  labels: ArticleLabels,
  as: (text: string, lang: ArticleLabels['lang']) => string = sourceSentence,
): Para[] {
  const whole = items.filter((s) => isWholeSentence(s.value) && fitText(s.value, MAX_QUOTE_LENGTH));
  if (whole.length === 0) return [];
  const seen = new Set<string>();
  const paras = whole
    .slice(0, MAX_QUOTED)
    .map((s) => para(as(fitText(s.value, MAX_QUOTE_LENGTH), labels.lang), [s.source]))
    .filter((p) => p.text && !seen.has(p.text) && seen.add(p.text));
  return paras.length > 0 ? [para(lead), ...paras] : [];
}

function populationSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const f = view.facts;
  return section(labels.t('sectionPopulation'), [
    textItem([
      ...quoted(
        labels.zh ? '主要入选标准：' : 'Key inclusion criteria:',
        f.inclusion_criteria,
        labels,
        // A criterion is a sentence of the paragraph: it ends with its stop, a criterion read out of a
        // longer sentence ("reference vessel diameter of 2.5–4.0 mm") and its marked quote too.
        (t, lang) => {
          const shown = criterionText(t, lang);
          if (/[。.;；!?！？]["”’]?$/.test(shown)) return shown;
          return lang === 'zh-cn' ? `${shown}。` : `${shown}.`;
        },
      ),
      ...quoted(
        labels.zh ? '患者基线特征：' : 'Patients at baseline:',
        // A baseline line without a stop is a table's rows run together ("Male (%)* 10 (20%) 13 (22%)").
        f.patients_basic_info.filter((s) => ENDS_SENTENCE.test(s.value.trim())),
        labels,
      ),
    ]),
  ]);
}

function armsSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  // A plan that only repeats the arm's name and size ("vernakalant (n = 145)") says nothing more.
  const saysMore = (plan: string, name: string) =>
    plan
      .replace(name, '')
      .replace(/\(\s*n\s*=\s*\d+\s*\)/gi, '')
      .replace(/[^A-Za-z]/g, '').length >= 3;
  // A plan clipped by the extractor ("remifentanil 1 μg/kg. *P < 0.05 compared with") is not shown.
  const arms = view.facts.arms.filter(
    (a) => a.plan?.value.trim() && !endsOpen(stripStop(a.plan.value)) && saysMore(a.plan.value, a.name.value),
  );
  const paras = arms.flatMap((arm) => {
    const name = armName(arm, labels);
    const n = arm.n ? printedNumber(arm.n.value, arm.n.source.quote) : null;
    const plan = stripStop(arm.plan!.value);
    const sources = [arm.name.source, arm.n?.source, arm.plan!.source];
    const others = arms.filter((a) => a !== arm).map((a) => stripStop(a.plan!.value));
    const shown = armPlanOutText(plan, others, labels.zh ? 'zh-cn' : 'en');
    // An arm whose plan only the source's English words can say is left out of Chinese text: the design
    // section already names it, and an arm described by a quote alone tells a Chinese reader nothing.
    if (labels.zh && quotedInZh(shown)) return [];
    return [
      labels.zh
        ? para(
            `${groupZh(name)}${n ? `（n=${n}）` : ''}：${shown}${/[”"]$/.test(shown) ? '' : '。'}`,
            sources,
          )
        : para(
            `${capitalise(name)}${n ? ` (n=${n})` : ''}: ${shown}${/["”]$/.test(shown) ? '' : '.'}`,
            sources,
          ),
    ];
  });
  return section(labels.t('sectionArms'), [textItem(paras)]);
}

/** A known endpoint in Chinese; any other the source's words, marked as such. */
const zhEndpoint = (endpoint: string) => outputEndpoint(endpoint, 'zh-cn');

function endpointsSection(view: TrialView, labels: ArticleLabels): SectionDraft | null {
  const f = view.facts;
  const paras: Para[] = [];
  if (f.primary_endpoint) {
    const pe = endpointText(f.primary_endpoint.value);
    paras.push(
      labels.zh
        ? para(`主要终点：${zhEndpoint(pe)}。`, [f.primary_endpoint.source])
        : para(`Primary endpoint: ${pe}.`, [f.primary_endpoint.source]),
    );
  }
  const listed = f.secondary_endpoints.slice(0, MAX_SECONDARY);
  // Chinese output names the secondary endpoints it can write in Chinese; the others are left to the source
  // ("等"), never a list of English quotes.
  const secondary = labels.zh
    ? listed
        .map((s) => ({ s, name: zhEndpoint(endpointText(s.value)) }))
        .filter((x) => x.name && !quotedInZh(x.name))
    : // An endpoint clipped by the extractor ("evaluation of") names nothing.
      listed.map((s) => ({ s, name: endpointText(s.value) })).filter((x) => x.name && !isFragment(x.name));
  if (secondary.length > 0) {
    const names = secondary.map((x) => x.name);
    const sources = secondary.map((x) => x.s.source);
    const more = secondary.length < f.secondary_endpoints.length ? '等' : '';
    paras.push(
      labels.zh
        ? para(`次要终点：${names.join('；')}${more}。`, sources)
        : para(`Secondary endpoints: ${names.join('; ')}.`, sources),
    );
  }
  return section(labels.t('sectionEndpoints'), [textItem(paras)]);
}

/** The design sections of one trial; `prefix` names the trial in section titles when the article has several. */
export function designSections(
  view: TrialView,
  labels: ArticleLabels,
  prefix: (title: string) => string,
): SectionDraft[] {
  return [
    designSection(view, labels),
    populationSection(view, labels),
    armsSection(view, labels),
    endpointsSection(view, labels),
  ].flatMap((s) => (s ? [{ ...s, title: prefix(s.title) }] : []));
}
