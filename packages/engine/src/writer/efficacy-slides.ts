import type { HazardRatio, Median } from '@prowrite/contracts';
import { endpointTerm, endpointZh } from '../article/glossary';
import { cleanEndpoint, type PrimaryStatement, primaryStatement } from '../results/primary-statement';
import type { DeckSource } from './context';
import type { Labels, OutLang } from './labels';
import { armText, endpointText, medianValue } from './output-text';
import { MAX_TABLE_ROWS } from './layouts';
import { printedNumber } from './printed-number';
import { namedHazardRatios } from './hr-endpoint';
import { SlideDraft } from './slide-draft';
import { sourceSentence } from './source-quote';

/** Key-number slides per source: the first hazard ratio of each endpoint, up to this many. */
const MAX_HR_SLIDES = 3;

const key = (endpoint: string) => endpoint.trim().toLowerCase();
const sameEndpoint = (a: string, b: string) =>
  key(a) === key(b) || key(a).includes(key(b)) || key(b).includes(key(a));

function pText(p: string): string {
  const trimmed = p.trim();
  return /^[<>≤≥=]/.test(trimmed) ? `p${trimmed}` : `p=${trimmed}`;
}

/** "95% CI 1.07–1.76; p=0.013" / "95%置信区间：1.07–1.76；P=0.013", from the parts the source gives. */
export function ciAndP(hr: HazardRatio, lang: OutLang = 'en'): string {
  const zh = lang === 'zh-cn';
  const parts: string[] = [];
  if (hr.ci_low !== null && hr.ci_high !== null) {
    const low = printedNumber(hr.ci_low, hr.source.quote);
    const high = printedNumber(hr.ci_high, hr.source.quote);
    parts.push(zh ? `95%置信区间：${low}–${high}` : `95% CI ${low}–${high}`);
  }
  if (hr.p) parts.push(zh ? pText(hr.p).replace(/^p/, 'P') : pText(hr.p));
  return parts.join(zh ? '；' : '; ');
}

export function medianLine(m: Median, labels: Labels): string {
  return `${labels.t('median')} · ${armText(m.arm, labels.lang)}${labels.colon}${medianValue(m, labels.lang)}`;
}

/** A results slide's title: the endpoint's name (in Chinese when the glossary knows it), never "Efficacy: …". */
export function endpointTitle(endpoint: string, labels: Labels): string {
  const name = cleanEndpoint(endpoint);
  if (labels.lang === 'zh-cn') return endpointTerm(name) ? endpointZh(name) : labels.t('efficacy');
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : labels.t('efficacy');
}

/** Whether a hazard ratio is the one the primary result slide already shows (same estimate, same quote). */
export function isPrimaryEffect(hr: HazardRatio, primary: PrimaryStatement | null): boolean {
  const e = primary?.effect;
  return Boolean(
    e && e.measure === 'HR' && e.source.quote === hr.source.quote && e.source.page === hr.source.page,
  );
}

/** Whether a median is one of the primary result's arm values (shown on its slide). */
export function isPrimaryMedian(m: Median, primary: PrimaryStatement | null): boolean {
  return Boolean(
    primary?.medians && primary.arms.some((a) => a.source.quote === m.source.quote && a.arm === m.arm),
  );
}

/**
 * A hazard ratio whose endpoint the extractor did not name: a key number without what it measures would say
 * nothing, so the slide is the number with its CI and p over the sentence it was read from (which says what
 * it measures), or nothing when that sentence cannot be quoted whole.
 */
function unnamedHazardRatioSlide(
  hr: HazardRatio,
  labels: Labels,
  around: readonly string[],
): SlideDraft | null {
  const sentence = sourceSentence(hr.source.quote, labels.lang, around);
  if (!sentence) return null;
  const d = new SlideDraft('section_slide_001');
  d.heading('section_title', labels.t('efficacy'));
  const ci = ciAndP(hr, labels.lang);
  const key = `HR ${printedNumber(hr.value, hr.source.quote)}`;
  d.text('section_subtitle', ci ? `${key}${labels.lang === 'zh-cn' ? '；' : '; '}${ci}` : key, [hr.source]);
  d.text('text_1', sentence, [hr.source]);
  return d;
}

/** One hazard ratio as the slide's key number, with its CI, p and the medians of its endpoint by arm. */
function hazardRatioSlide(
  hr: HazardRatio,
  medians: Median[],
  labels: Labels,
  around: readonly string[],
): SlideDraft | null {
  if (!endpointText(hr.endpoint, labels.lang).trim()) return unnamedHazardRatioSlide(hr, labels, around);
  const d = new SlideDraft('section_slide_006');
  d.heading('section_title', endpointTitle(hr.endpoint, labels), labels.t('efficacy'));
  d.text('highlight', `HR ${printedNumber(hr.value, hr.source.quote)}`, [hr.source]);
  d.text('highlight_title', endpointText(hr.endpoint, labels.lang), [hr.source]);
  d.text('text_1_title', ciAndP(hr, labels.lang), [hr.source]);
  const own = medians.filter((m) => sameEndpoint(m.endpoint, hr.endpoint));
  if (own.length > 0) {
    d.text(
      'text_1',
      own.map((m) => medianLine(m, labels)).join('\n'),
      own.map((m) => m.source),
    );
  } else {
    // No medians of its endpoint: the sentence the ratio was read from (its arms' events and rates) fills
    // the text, shown whole or not at all.
    const sentence = sourceSentence(hr.source.quote, labels.lang, around);
    if (sentence) d.text('text_1', sentence, [hr.source]);
  }
  return d;
}

/**
 * Medians read for one arm only: a two-column slide would show one half empty and no comparison. The arm's
 * medians head a one-text slide over the sentences they were read from (which give the other arms' values the
 * extractor could not name), or nothing when no sentence can be quoted whole.
 */
function oneArmMediansSlide(medians: Median[], labels: Labels, around: readonly string[]): SlideDraft | null {
  const sentences = [
    ...new Set(medians.map((m) => sourceSentence(m.source.quote, labels.lang, around))),
  ].filter(Boolean);
  if (sentences.length === 0) return null;
  const d = new SlideDraft('section_slide_001');
  d.heading('section_title', labels.t('medians'));
  d.text(
    'section_subtitle',
    `${armText(medians[0]!.arm, labels.lang)}${labels.colon}${medians
      .map((m) => `${endpointText(m.endpoint, labels.lang)} ${medianValue(m, labels.lang)}`)
      .join(labels.lang === 'zh-cn' ? '；' : '; ')}`,
    medians.map((m) => m.source),
  );
  d.text(
    'text_1',
    sentences.join('\n'),
    medians.map((m) => m.source),
  );
  return d;
}

/** Medians with no hazard ratio slide, side by side for the first two arms. */
function mediansSlide(medians: Median[], labels: Labels, around: readonly string[]): SlideDraft | null {
  const arms = [...new Set(medians.map((m) => m.arm))].slice(0, 2);
  if (arms.length === 0) return null;
  if (arms.length === 1) return oneArmMediansSlide(medians, labels, around);
  const d = new SlideDraft('section_slide_002');
  d.heading('section_title', labels.t('medians'));
  arms.forEach((arm, i) => {
    const own = medians.filter((m) => m.arm === arm);
    d.text(`text_${i + 1}_title`, armText(arm, labels.lang), [own[0]?.source]);
    d.text(
      `text_${i + 1}`,
      own
        .map((m) => `${endpointText(m.endpoint, labels.lang)}${labels.colon}${medianValue(m, labels.lang)}`)
        .join('\n'),
      own.map((m) => m.source),
    );
  });
  return d;
}

/** Every hazard ratio of a source as a table (endpoint, HR, CI, p, page). */
function hazardRatioTable(hrs: HazardRatio[], labels: Labels): SlideDraft {
  const d = new SlideDraft('slide_table_001');
  d.heading('slide_title', labels.t('hazardRatios'));
  const rows = hrs.slice(0, MAX_TABLE_ROWS).map((hr) => {
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
  d.table('table', {
    headers: [
      labels.t('endpoint'),
      'HR',
      labels.lang === 'zh-cn' ? '95%置信区间' : '95% CI',
      labels.lang === 'zh-cn' ? 'P值' : 'p',
      labels.t('page'),
    ],
    rows,
  });
  for (const [i, hr] of hrs.slice(0, MAX_TABLE_ROWS).entries()) d.cite(rows[i]![1]!, hr.source, 'table');
  return d;
}

/** The efficacy slides of one source: key hazard ratios, remaining medians, and the full HR table. */
export function efficacySlides(source: DeckSource, labels: Labels): SlideDraft[] {
  const { medians } = source.facts;
  const hrs = namedHazardRatios(source.facts);
  const slides: SlideDraft[] = [];
  const shown: HazardRatio[] = [];
  const primary = primaryStatement(source.facts);
  for (const hr of hrs) {
    if (shown.length >= MAX_HR_SLIDES) break;
    if (shown.some((s) => key(s.endpoint) === key(hr.endpoint))) continue;
    shown.push(hr);
    if (isPrimaryEffect(hr, primary)) continue;
    const around = source.facts.key_sentences.map((k) => k.value);
    const slide = hazardRatioSlide(hr, medians, labels, around);
    if (slide) slides.push(slide);
  }
  const rest = medians.filter(
    (m) => !shown.some((hr) => sameEndpoint(m.endpoint, hr.endpoint)) && !isPrimaryMedian(m, primary),
  );
  const mediansDraft = mediansSlide(
    rest,
    labels,
    source.facts.key_sentences.map((k) => k.value),
  );
  if (mediansDraft) slides.push(mediansDraft);
  if (hrs.length > shown.length) slides.push(hazardRatioTable(hrs, labels));
  return slides;
}
