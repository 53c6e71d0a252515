import type { HazardRatio, Median, Sourced } from '@prowrite/contracts';
import { primaryConclusionZh } from '../results/primary-conclusion';
import { primaryResultSentence } from '../results/primary-text';
import { type PrimaryStatement, primaryStatement, statementSources } from '../results/primary-statement';
import { isPrimaryEffect } from '../writer/efficacy-slides';
import { fitText } from '../writer/fit-text';
import {
  citesDisplay,
  isFinding,
  isFragment,
  isMarkedQuote,
  isWholeSentence,
  sourceSentence,
} from '../writer/source-quote';
import { CONCLUDING } from '../writer/conclusion-slides';
import { printedNumber } from '../writer/printed-number';
import type { ArticleLabels } from './article-labels';
import { type BodyDraft, type SectionDraft, section, textItem } from './drafts';
import { efficacyFigures, type FigureCounter, figureItem, safetyFigures } from './figures';
import { endpointZh, groupZh, nameZh, unitZh } from './glossary';
import { type Para, para } from './paragraph';
import { endpointText } from './hcp-design';
import { numericRows, rowPara, tableLead, tablesOf } from './table-rows';
import { mediansOf, significance, type TrialView } from './trial-view';

const MAX_HR_SECTIONS = 3;
const MAX_FIGURES = 2;
const MAX_SAFETY_TABLES = 2;
const MAX_KEY_SENTENCES = 4;
const MAX_SENTENCE = 600;

const endpointKey = (e: string) => e.trim().toLowerCase();
const isPrimary = (view: TrialView, endpoint: string) =>
  view.facts.primary_endpoint?.value.toLowerCase().startsWith(endpointKey(endpoint)) ?? false;

/** "11.3个月" / "11.3 months": the value as the source prints it. */
function medianValue(m: Median, labels: ArticleLabels): string {
  const v = printedNumber(m.value, m.source.quote);
  if (!m.unit) return v;
  return labels.zh ? `${v}${unitZh(m.unit)}` : `${v} ${m.unit}`;
}

/** "EOC组和调整剂量EOC联合帕尼单抗组的中位总生存期分别为11.3个月和8.8个月。" */
export function mediansSentence(medians: Median[], endpoint: string, labels: ArticleLabels): Para | null {
  if (medians.length === 0) return null;
  const sources = medians.map((m) => m.source);
  if (labels.zh) {
    const ep = endpointZh(endpoint);
    const arms = medians.map((m) => groupZh(nameZh(m.arm)));
    const values = medians.map((m) => medianValue(m, labels));
    return medians.length === 1
      ? para(`${arms[0]}的中位${ep}为${values[0]}。`, sources)
      : para(`${labels.list(arms)}的中位${ep}分别为${labels.list(values)}。`, sources);
  }
  const pairs = medians.map((m) => `${medianValue(m, labels)} with ${m.arm}`);
  return para(`Median ${endpoint} was ${labels.list(pairs)}.`, sources);
}

function pValue(p: string, labels: ArticleLabels): string {
  const t = p.trim();
  const letter = labels.zh ? 'P' : 'p';
  return /^[<>≤≥=]/.test(t) ? `${letter}${t}` : `${letter}=${t}`;
}

/** "两组总生存期的风险比（HR）为1.37（95%置信区间：1.07–1.76；P=0.013），差异具有统计学意义。" */
export function hazardRatioSentence(hr: HazardRatio, twoArms: boolean, labels: ArticleLabels): Para {
  const q = hr.source.quote;
  const value = printedNumber(hr.value, q);
  const ci =
    hr.ci_low !== null && hr.ci_high !== null
      ? [printedNumber(hr.ci_low, q), printedNumber(hr.ci_high, q)]
      : null;
  const sig = significance(hr);
  if (labels.zh) {
    const inner = [ci ? `95%置信区间：${ci[0]}–${ci[1]}` : '', hr.p ? pValue(hr.p, labels) : '']
      .filter(Boolean)
      .join('；');
    const tail =
      sig === 'significant'
        ? '，差异具有统计学意义。'
        : sig === 'not-significant'
          ? '，差异无统计学意义。'
          : '。';
    const who = twoArms ? '两组' : '';
    return para(
      `${who}${endpointZh(hr.endpoint)}的风险比（HR）为${value}${inner ? `（${inner}）` : ''}${tail}`,
      [hr.source],
    );
  }
  const inner = [ci ? `95% CI ${ci[0]}–${ci[1]}` : '', hr.p ? pValue(hr.p, labels) : '']
    .filter(Boolean)
    .join('; ');
  const tail =
    sig === 'significant'
      ? ', a statistically significant difference.'
      : sig === 'not-significant'
        ? '; the difference was not statistically significant.'
        : '.';
  return para(`The hazard ratio (HR) for ${hr.endpoint} was ${value}${inner ? ` (${inner})` : ''}${tail}`, [
    hr.source,
  ]);
}

function endpointTitle(endpoint: string, primary: boolean, labels: ArticleLabels): string {
  if (labels.zh) return `${endpointZh(endpoint)}${primary ? '（主要终点）' : ''}`;
  const title = endpoint.charAt(0).toUpperCase() + endpoint.slice(1);
  return primary ? `${title} (primary endpoint)` : title;
}

export type ResultsContext = {
  labels: ArticleLabels;
  figures: FigureCounter;
  reference: Para;
  prefix: (title: string) => string;
};

/** No number read for the primary endpoint, said without naming it (the endpoints section names it). */
export function primaryNotReadSentence(lang: ArticleLabels['lang']): string {
  return lang === 'zh-cn'
    ? '来源文献中未能读取到主要终点的数值结果。'
    : 'The sources report no result for the primary endpoint that could be read as numbers.';
}

/**
 * The primary endpoint's result as the first efficacy section: arm values, effect with CI and p, each number
 * with its quote; when the sources give no number for it, the endpoint and that fact.
 */
function primarySection(
  view: TrialView,
  labels: ArticleLabels,
): { section: SectionDraft; statement: PrimaryStatement } | null {
  const statement = primaryStatement(view.facts);
  if (!statement) return null;
  const sources = [statement.endpointSource, ...statementSources(statement)];
  const sentence = primaryResultSentence(statement, labels.lang);
  // No result and an endpoint only the source's other-language words can name: the endpoints section names
  // it already (its one quote), so this line says only that no number was read.
  const bare =
    !statement.reported &&
    view.facts.primary_endpoint &&
    (labels.zh ? /原文：/.test(sentence) : /\p{Script=Han}/u.test(sentence));
  const text = bare ? primaryNotReadSentence(labels.lang) : sentence;
  const s = section(labels.t('sectionPrimaryResult'), [textItem([para(text, sources)])]);
  return s ? { section: s, statement } : null;
}

/** Efficacy: one section per key hazard ratio (medians, HR with CI and p), other medians, tables, figures. */
export function efficacySections(view: TrialView, ctx: ResultsContext): SectionDraft[] {
  const { labels } = ctx;
  const f = view.facts;
  const twoArms = f.arms.length === 2;
  const sections: SectionDraft[] = [];
  const primary = primarySection(view, labels);
  if (primary) sections.push(primary.section);
  const hrs = view.keyHazardRatios.slice(0, MAX_HR_SECTIONS);
  for (const hr of hrs) {
    // The primary section already states this estimate with its arms.
    if (primary && isPrimaryEffect(hr, primary.statement)) continue;
    const paras = [
      mediansSentence(mediansOf(f, hr.endpoint), hr.endpoint, labels),
      hazardRatioSentence(hr, twoArms, labels),
    ];
    const s = section(endpointTitle(hr.endpoint, isPrimary(view, hr.endpoint), labels), [
      textItem(paras.filter((p): p is Para => p !== null)),
    ]);
    if (s) sections.push(s);
  }
  const shown = new Set(hrs.map((h) => endpointKey(h.endpoint)));
  const other = [...new Set(f.medians.map((m) => m.endpoint))].filter((e) => !shown.has(endpointKey(e)));
  const otherParas = other
    .map((e) => mediansSentence(mediansOf(f, e), e, labels))
    .filter((p): p is Para => p !== null);
  const otherSection = section(labels.t('sectionOtherEfficacy'), [textItem(otherParas)]);
  if (otherSection) sections.push(otherSection);

  // Without a primary result, hazard ratios or medians, the efficacy table speaks for the results.
  if (sections.length === 0 || (sections.length === 1 && primary && !primary.statement.reported)) {
    const items: BodyDraft[] = [];
    if (f.primary_endpoint && !primary) {
      const pe = endpointText(f.primary_endpoint.value);
      items.push(
        textItem([
          labels.zh
            ? para(`主要终点为${endpointZh(pe)}。`, [f.primary_endpoint.source])
            : para(`The primary endpoint was ${pe}.`, [f.primary_endpoint.source]),
        ]),
      );
    }
    const table = tablesOf(view, 'efficacy')[0];
    if (table) {
      const rows = numericRows(table);
      if (rows.length > 0)
        items.push(textItem([tableLead(table, labels), ...rows.map((r) => rowPara(table, r, labels))]));
    }
    const s = section(labels.t(primary ? 'sectionOtherEfficacy' : 'sectionPrimary'), items);
    if (s) sections.push(s);
  }

  const figures = efficacyFigures(view)
    .slice(0, MAX_FIGURES)
    .map((fig) => figureItem(fig, view, ctx.reference, ctx.figures.next(labels), labels));
  if (figures.length > 0) {
    if (sections.length > 0) sections[0]!.items.push(...figures);
    else sections.push({ title: labels.t('sectionFigure'), items: figures });
  }
  return sections.map((s) => ({ ...s, title: ctx.prefix(s.title) }));
}

/** Safety: the main rows of the adverse-event tables as text, and a safety figure when there is one. */
export function safetySections(view: TrialView, ctx: ResultsContext): SectionDraft[] {
  const { labels } = ctx;
  const tables = tablesOf(view, 'safety').slice(0, MAX_SAFETY_TABLES);
  const sections: SectionDraft[] = [];
  tables.forEach((table, i) => {
    const rows = numericRows(table);
    if (rows.length === 0) return;
    const title =
      tables.length > 1
        ? `${labels.t('sectionAdverseEvents')}${labels.zh ? `（${['一', '二'][i]}）` : ` (${['I', 'II'][i]})`}`
        : labels.t('sectionAdverseEvents');
    const s = section(title, [
      textItem([tableLead(table, labels), ...rows.map((r) => rowPara(table, r, labels))]),
    ]);
    if (s) sections.push(s);
  });
  const figure = safetyFigures(view)[0];
  if (figure) {
    const item = figureItem(figure, view, ctx.reference, ctx.figures.next(labels), labels);
    if (sections.length > 0) sections[0]!.items.push(item);
    else sections.push({ title: labels.t('sectionAdverseEvents'), items: [item] });
  }
  return sections.map((s) => ({ ...s, title: ctx.prefix(s.title) }));
}

/** The key sentences, concluding ones first, each once. */
export function keySentences(view: TrialView): Sourced<string>[] {
  const seen = new Set<string>();
  const unique = view.facts.key_sentences.filter((k) => {
    const norm = k.value.trim().toLowerCase();
    if (!norm || seen.has(norm)) return false;
    seen.add(norm);
    return true;
  });
  // A quote clipped mid-sentence (no closing stop) reads badly: kept only when nothing whole is left.
  // A quote clipped mid-sentence (no closing stop) is never shown.
  const list = unique.filter((k) => /[.!?。]["')\]]?$/.test(k.value.trim()) && isWholeSentence(k.value));
  return [
    ...list.filter((k) => CONCLUDING.test(k.value.trim())),
    ...list.filter((k) => !CONCLUDING.test(k.value.trim())),
  ];
}

const cut = (s: string) => fitText(s, MAX_SENTENCE);

/**
 * Conclusions: the authors' own sentences, quoted as printed. Chinese output with a primary result whose
 * significance is known concludes from that fact in Chinese; the authors' English sentences are then not
 * printed but kept as the paragraph's sources (the link back to their words).
 */
export function conclusionSections(view: TrialView, ctx: ResultsContext): SectionDraft[] {
  const { labels } = ctx;
  // Findings only: no funding lines, none pointing at a figure or table the chapter does not show.
  const sentences = keySentences(view)
    .filter((k) => isFinding(k.value) && !citesDisplay(k.value))
    .slice(0, MAX_KEY_SENTENCES);
  if (sentences.length === 0) return [];
  const st = labels.zh ? primaryStatement(view.facts) : null;
  const zh = st ? primaryConclusionZh(st) : null;
  if (st && zh) {
    const quoted = sentences.filter((k) => isMarkedQuote(sourceSentence(cut(k.value.trim()), 'zh-cn')));
    const own = sentences.filter((k) => !quoted.includes(k) && !isFragment(k.value));
    const s = section(ctx.prefix(labels.t('sectionAuthorsConclusion')), [
      textItem([
        para(zh, [st.endpointSource, ...statementSources(st), ...quoted.map((k) => k.source)]),
        ...own.map((k) => para(cut(k.value.trim()), [k.source])),
      ]),
    ]);
    return s ? [s] : [];
  }
  const paras = [
    para(labels.zh ? '研究者在原文中指出：' : 'The authors concluded:'),
    ...sentences
      .filter((k) => cut(k.value.trim()) && !isFragment(cut(k.value.trim())))
      .map((k) =>
        para(labels.zh ? sourceSentence(cut(k.value.trim()), 'zh-cn') : `"${cut(k.value.trim())}"`, [
          k.source,
        ]),
      ),
  ];
  const s = section(ctx.prefix(labels.t('sectionAuthorsConclusion')), [textItem(paras)]);
  return s ? [s] : [];
}
