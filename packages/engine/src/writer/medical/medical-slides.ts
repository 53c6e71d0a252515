import type { Arm, FactFigure, HazardRatio, Median } from '@prowrite/contracts';
import { bandText, conclusionPoints, repeatsPrimaryResult } from '../conclusion-slides';
import { secondaryResultPoints } from '../secondary-results';
import type { DeckSource } from '../context';
import { armLabel } from '../design-slides';
import { ciAndP, endpointTitle, isPrimaryEffect, isPrimaryMedian, medianLine } from '../efficacy-slides';
import { primaryStatement } from '../../results/primary-statement';
import { splitCaption } from '../figure-slides';
import { fitText } from '../fit-text';
import type { Labels } from '../labels';
import { printedNumber } from '../printed-number';
import { armText, endpointText, figureTexts, medianValue, tableLabel } from '../output-text';
import { namedHazardRatios } from '../hr-endpoint';
import { SlideDraft } from '../slide-draft';
import { citesDisplay, isMarkedQuote, sourceSentence } from '../source-quote';
import { hazardRatioWordsZh } from '../../results/primary-conclusion';
import {
  sourceLine,
  type TableKind,
  tableCaption,
  tableInChinese,
  tableNote,
  tablesOfKind,
} from '../table-slides';
import type { SummarisedTable } from '../table-summary';
import { MEDICAL_LIST_LIMITS } from './medical-layouts';
import { fitList } from './fit-list';

const MAX_HR_SLIDES = 3;
const MAX_FIGURES = 6;
const MAX_BULLET = 300;

/** A facts table on hcp_ppt_a_024 slides (rows spread under the layout's cap, continuations marked by_split). */
function tableSlides(table: SummarisedTable, heading: string, labels: Labels): SlideDraft[] {
  const note = tableNote(table, labels);
  const rows = table.rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  const slides: SlideDraft[] = [];
  // Rows spread evenly over the slides the table needs: no near-empty last continuation (11 + 3 -> 7 + 7).
  const cap =
    rows.length === 0
      ? MEDICAL_LIST_LIMITS.tableRows
      : Math.ceil(rows.length / Math.ceil(rows.length / MEDICAL_LIST_LIMITS.tableRows));
  for (let start = 0; start < rows.length; start += cap) {
    const d = new SlideDraft('hcp_ppt_a_024');
    d.heading('title', heading);
    d.table('table', { headers: table.headers, rows: rows.slice(start, start + cap) });
    d.text(
      'footnote_left',
      sourceLine(tableLabel(tableCaption(table.title), labels), table.page, labels, note),
    );
    d.cite(table.title, table.source, 'table');
    d.bySplit = start > 0 || /\bcontinued\b/i.test(table.title);
    slides.push(d);
  }
  return slides;
}

export function medicalTables(sources: DeckSource[], kind: TableKind, heading: string, labels: Labels) {
  return tablesOfKind(sources, kind).flatMap((t) =>
    tableSlides(
      labels.lang === 'zh-cn' ? { ...tableInChinese(t), omittedRows: t.omittedRows } : t,
      heading,
      labels,
    ),
  );
}

const endpointKey = (endpoint: string) => endpoint.trim().toLowerCase();

/** "0.72 (95% CI 0.60–0.86; p=0.001)" — the layout prints "HR" before it; the CI is dropped when it does not fit. */
function metricValue(hr: HazardRatio, labels: Labels): string {
  const value = printedNumber(hr.value, hr.source.quote);
  const rest = ciAndP(hr, labels.lang);
  const full = rest ? (labels.lang === 'zh-cn' ? `${value}（${rest}）` : `${value} (${rest})`) : value;
  return fitText(full, 40) === full ? full : value;
}

/**
 * The words under a hazard ratio: its source sentence when the output language prints it as is; in Chinese
 * output, where that sentence would be a marked English quote or cites a figure the slide does not show, the
 * significance the interval or P states, in Chinese (hazardRatioWordsZh), else nothing.
 */
function effectDescription(hr: HazardRatio, labels: Labels, around: readonly string[]): string {
  const quote = sourceSentence(hr.source.quote, labels.lang, around);
  if (labels.lang !== 'zh-cn' || (!isMarkedQuote(quote) && !citesDisplay(quote))) return quote;
  return hazardRatioWordsZh(hr) ?? '';
}

/** One hazard ratio between the two arms (hcp_ppt_a_007), or as a titled summary when the arms are not two. */
function comparisonSlide(
  hr: HazardRatio,
  arms: Arm[],
  medians: string[],
  labels: Labels,
  around: readonly string[],
): SlideDraft {
  // The HR's quote is the window it was read from: shown only whole (widened to its sentence) or not at all.
  // Chinese output says what the numbers say in Chinese instead of quoting (the conclusion slide quotes).
  const quote = effectDescription(hr, labels, around);
  const title = endpointTitle(hr.endpoint, labels);
  const [a, b] = arms;
  if (arms.length === 2 && a && b && a.name.value.trim() && b.name.value.trim()) {
    const d = new SlideDraft('hcp_ppt_a_007');
    d.heading('title', title, labels.t('efficacy'));
    d.textOr('option1', armText(a.name.value, labels.lang), armLabel(a, labels), [a.name.source]);
    d.textOr('option2', armText(b.name.value, labels.lang), armLabel(b, labels), [b.name.source]);
    d.textOr('comparison_metric', endpointText(hr.endpoint, labels.lang), labels.t('endpoint'), [hr.source]);
    d.text('metric_value', metricValue(hr, labels), [hr.source]);
    d.text('impact_description', quote, [hr.source]);
    return d;
  }
  const d = new SlideDraft('hcp_ppt_a_038');
  d.heading('title', title, labels.t('efficacy'));
  const lines = [`HR ${metricValue(hr, labels)}`, ...medians, quote].filter(Boolean);
  d.text('summary', lines.join('\n'), [hr.source]);
  return d;
}

const MAX_MEDIAN_SLIDES = 2;

/** Medians of an endpoint with no hazard ratio, two arms side by side (hcp_ppt_a_008); null unless two arms report it. */
function mediansSlide(endpoint: string, medians: Median[], labels: Labels): SlideDraft | null {
  const byArm = [...new Map(medians.map((m) => [m.arm, m])).values()];
  const [a, b] = byArm;
  if (byArm.length !== 2 || !a || !b) return null;
  const d = new SlideDraft('hcp_ppt_a_008');
  d.heading('title', endpointTitle(endpoint, labels), labels.t('efficacy'));
  d.text('comparison_metric', `${labels.t('median')} · ${endpointText(endpoint, labels.lang)}`, [a.source]);
  for (const [i, m] of [a, b].entries()) {
    d.text(`option${i + 1}`, armText(m.arm, labels.lang), [m.source]);
    d.text(`value${i + 1}`, medianValue(m, labels.lang), [m.source]);
  }
  if (!(d.has('value1') && d.has('value2') && d.has('option1') && d.has('option2'))) return null;
  // The key points are the source's own sentences stating these medians; without one the medians are a
  // summary (hcp_ppt_a_038), never a blank key-point box.
  const quotes = [...new Set([a, b].map((m) => sourceSentence(m.source.quote, labels.lang)))].filter(Boolean);
  const { list, kept } = fitList(quotes, { maxItems: 3, maxChars: 400, perItem: 400 });
  if (list.length > 0) {
    d.array('key_points', list);
    kept.forEach((index, i) => {
      const quote = quotes[index]!;
      for (const m of [a, b])
        if (sourceSentence(m.source.quote, labels.lang) === quote) d.cite(list[i]!, m.source, 'key_points');
    });
    return d;
  }
  const summary = new SlideDraft('hcp_ppt_a_038');
  summary.heading('title', endpointTitle(endpoint, labels), labels.t('efficacy'));
  summary.text('summary', [a, b].map((m) => medianLine(m, labels)).join('\n'), [a.source, b.source]);
  return summary.has('summary') ? summary : null;
}

/** The key hazard ratios of a source (first of each endpoint), then all of them as a table when more exist. */
export function medicalComparisons(source: DeckSource, labels: Labels): SlideDraft[] {
  const { medians, arms } = source.facts;
  const hrs = namedHazardRatios(source.facts);
  const shown: HazardRatio[] = [];
  const slides: SlideDraft[] = [];
  const primary = primaryStatement(source.facts);
  for (const hr of hrs) {
    if (shown.length >= MAX_HR_SLIDES) break;
    if (shown.some((s) => endpointKey(s.endpoint) === endpointKey(hr.endpoint))) continue;
    shown.push(hr);
    if (isPrimaryEffect(hr, primary)) continue;
    const own = medians
      .filter((m) => endpointKey(m.endpoint) === endpointKey(hr.endpoint))
      .map((m) => medianLine(m, labels));
    slides.push(
      comparisonSlide(
        hr,
        arms,
        own,
        labels,
        source.facts.key_sentences.map((k) => k.value),
      ),
    );
  }
  const rest = medians.filter(
    (m) =>
      !shown.some((hr) => endpointKey(hr.endpoint) === endpointKey(m.endpoint)) &&
      !isPrimaryMedian(m, primary),
  );
  const endpoints = [...new Set(rest.map((m) => m.endpoint))];
  let medianSlides = 0;
  for (const endpoint of endpoints) {
    if (medianSlides >= MAX_MEDIAN_SLIDES) break;
    const own = rest.filter((m) => m.endpoint === endpoint);
    const slide = mediansSlide(endpoint, own, labels);
    if (slide) {
      slides.push(slide);
      medianSlides++;
    }
  }
  if (hrs.length > shown.length) {
    const d = new SlideDraft('hcp_ppt_a_024');
    d.heading('title', labels.t('hazardRatios'));
    const listed = hrs.slice(0, MEDICAL_LIST_LIMITS.tableRows);
    const rows = listed.map((hr) => {
      const ci =
        hr.ci_low !== null && hr.ci_high !== null
          ? `${printedNumber(hr.ci_low, hr.source.quote)}–${printedNumber(hr.ci_high, hr.source.quote)}`
          : '';
      return [
        endpointText(hr.endpoint, labels.lang),
        printedNumber(hr.value, hr.source.quote),
        ci,
        hr.p ?? '',
        String(hr.source.page),
      ];
    });
    const zh = labels.lang === 'zh-cn';
    d.table('table', {
      headers: [
        labels.t('endpoint'),
        'HR',
        zh ? '95%置信区间' : '95% CI',
        zh ? 'P值' : 'p',
        labels.t('page'),
      ],
      rows,
    });
    listed.forEach((hr, i) => {
      d.cite(rows[i]![1]!, hr.source, 'table');
    });
    slides.push(d);
  }
  return slides;
}

function figureSlide(figure: FactFigure, labels: Labels): SlideDraft {
  const d = new SlideDraft('hcp_ppt_a_018');
  const { lead, rest } = splitCaption(figure.caption);
  const shown = figureTexts(lead, rest, labels);
  d.heading('title', shown.title || labels.t('figures'));
  d.text('summary', shown.caption);
  d.image('figure', [{ text: figure.url, image_info: { url: figure.url, key_info: fitText(lead, 200) } }]);
  d.text('footnote_left', `${labels.t('source')}${labels.colon}${labels.pageRef(figure.page)}`);
  d.cite(figure.caption, { file_id: figure.file_id, page: figure.page, quote: figure.caption }, 'figure');
  return d;
}

/** Cropped figures with a caption, one per hcp_ppt_a_018 slide (caption lead as title, the rest as summary). */
export function medicalFigures(sources: DeckSource[], labels: Labels): SlideDraft[] {
  return sources
    .flatMap((s) => s.facts.figures)
    .filter((f) => f.url && f.caption.trim())
    .slice(0, MAX_FIGURES)
    .map((f) => figureSlide(f, labels));
}

/**
 * The key points of hcp_ppt_a_006: primary results first, then the findings; a concluding sentence is its
 * banner; the other endpoints' results are its supplement. Without any, the authors' findings after the
 * primary results move to the supplement; with a single point and nothing to supplement, the slide is a
 * summary (hcp_ppt_a_038) so no designed box is left empty.
 */
export function medicalKeyPoints(sources: DeckSource[], labels: Labels): SlideDraft[] {
  const { points, band } = conclusionPoints(sources, labels);
  const { items, chars } = MEDICAL_LIST_LIMITS.keyPoints;
  const secondary = secondaryResultPoints(sources, labels);
  const results = points.filter((p) => p.primary);
  const main = secondary.length === 0 && points.length > 1 && results.length > 0 ? results : points;
  const extra = secondary.length > 0 ? secondary : points.filter((p) => !main.includes(p));
  const { list, kept } = fitList(
    main.map((p) => p.text),
    { maxItems: items, maxChars: chars, perItem: MAX_BULLET },
  );
  if (list.length === 0) return [];
  const supplement = fitList(
    extra.map((p) => p.text),
    {
      maxItems: MEDICAL_LIST_LIMITS.supplementPoints.items,
      maxChars: MEDICAL_LIST_LIMITS.supplementPoints.chars,
      perItem: MEDICAL_LIST_LIMITS.supplementPoints.chars,
    },
  );
  if (supplement.list.length === 0) {
    const d = new SlideDraft('hcp_ppt_a_038');
    d.heading('title', labels.t('conclusions'));
    // A band that would only restate the bullets' result in words is left out: the summary says it once.
    const ownBand = band && bandText(band, list) === band.text ? band : null;
    const shown = kept.map((k) => main[k]!);
    if (repeatsPrimaryResult(shown, [...list, ...(ownBand ? [ownBand.text] : [])], ownBand)) return [];
    const summary = [...list, ...(ownBand ? [ownBand.text] : [])].join('\n');
    const all = [...kept.map((k) => main[k]!), ...(ownBand ? [ownBand] : [])];
    if (
      !d.text(
        'summary',
        summary,
        all.flatMap((p) => p.sources),
      )
    )
      d.text(
        'summary',
        list.join('\n'),
        kept.flatMap((k) => main[k]!.sources),
      );
    return [d];
  }
  const d = new SlideDraft('hcp_ppt_a_006');
  d.heading('title', labels.t('conclusions'));
  d.text('key_points_title', labels.t('keyPoints'));
  d.array('key_points', list);
  kept.forEach((index, i) => {
    for (const source of main[index]!.sources) d.cite(list[i]!, source, 'key_points');
  });
  d.array('supplement_points', supplement.list);
  supplement.kept.forEach((index, i) => {
    for (const source of extra[index]!.sources) d.cite(supplement.list[i]!, source, 'supplement_points');
  });
  if (band) d.text('key_conclusion', bandText(band, list), band.sources);
  return [d];
}
