import { measureText } from '@prowrite/contracts';
import { MIN_SLIDE_FILL } from '../check-work/check-work';
import {
  armValueText,
  comparisonText,
  endpointName,
  primaryResultSentence,
  primaryResultWithin,
  valueWithUnit,
  armZh,
} from '../results/primary-text';
import { type PrimaryStatement, primaryStatement, statementSources } from '../results/primary-statement';
import type { Provenance } from '@prowrite/contracts';
import { primaryConclusionWords } from '../results/primary-conclusion';
import type { DeckSource } from './context';
import { fitList } from './medical/fit-list';
import { type ResultPoint, secondaryResultPoints } from './secondary-results';
import type { Labels } from './labels';
import { WRITER_LAYOUTS } from './layouts';
import { SlideDraft } from './slide-draft';
import { sourceSentence } from './source-quote';

/** hcp_ppt_a_008's key-point box (maxItems / maxChars of the declaration). */
const KEY_POINTS = { items: 3, chars: 400 };
const isSource = (p: Provenance | null | undefined): p is Provenance => Boolean(p);

const fits = (text: string, layout: keyof typeof WRITER_LAYOUTS, id: string) =>
  measureText(text) <= (WRITER_LAYOUTS[layout].limits as Record<string, number>)[id]!;

/** The statement's key number for a highlight box: the effect ("HR 1.37"), else two arms' values side by side. */
function keyNumber(s: PrimaryStatement, labels: Labels): string | null {
  if (s.effect) return `${s.effect.measure} ${s.effect.value}`;
  const [a, b] = s.arms;
  if (s.arms.length === 2 && a && b)
    return `${valueWithUnit(a.value, a.unit, labels.lang)} vs ${valueWithUnit(b.value, b.unit, labels.lang)}`;
  return null;
}

/**
 * A primary endpoint whose result no source number gives: the slide says so; when that is short (under the
 * checker's fill threshold), it then shows the source's sentence naming the endpoint (its definition, marked as the source's words when not in the output language), so the
 * reader sees what was measured and where to look.
 */
export function notReportedText(s: PrimaryStatement, lang: Labels['lang']): string {
  const said = primaryResultSentence(s, lang);
  // A long endpoint sentence already says what was measured; only a short one gets the definition.
  if (measureText(said) >= MIN_SLIDE_FILL) return said;
  const quote = s.endpointSource?.quote ?? '';
  // The quote's sentence about the primary endpoint (its span can hold the secondary endpoints' too).
  const own = quote.split(/(?<=[.!?。；;])\s*/).find((x) => /primary|主要/i.test(x)) ?? quote;
  const definition = own ? sourceSentence(own, lang, [quote]) : '';
  // Shown only when it tells more than the slide's sentence (three words or more of its own).
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const known = new Set(words(said));
  const more = words(definition).filter((w) => !known.has(w) && !/^(?:原文|original)$/.test(w));
  return definition && more.length >= 3 ? `${said}\n${definition}` : said;
}

/**
 * A short result sentence (under the checker's fill threshold) followed by the source's own sentences stating
 * the arms' values, which say what the values measure (marked as the source's words when not in `lang`).
 */
export function withArmSentences(said: string, s: PrimaryStatement, lang: Labels['lang']): string {
  if (measureText(said) >= MIN_SLIDE_FILL) return said;
  const quotes = [...new Set(s.arms.map((x) => sourceSentence(x.source.quote, lang)))].filter(Boolean);
  return [said, ...quotes].join('\n');
}

/** The sources' primary statement, or null when none names a primary endpoint. */
export function deckPrimary(source: DeckSource): PrimaryStatement | null {
  return primaryStatement(source.facts);
}

/**
 * The primary result slide of the general deck (first of the efficacy chapter): the key number as the
 * highlight, the endpoint, and the whole result sentence (arm values, effect with CI, p), every number cited
 * to its quote. Without an extractable result the slide names the endpoint and says no number was read.
 */
export function primaryResultSlide(source: DeckSource, labels: Labels): SlideDraft | null {
  const s = deckPrimary(source);
  if (!s) return null;
  const sources = [s.endpointSource, ...statementSources(s)];
  const key = s.reported ? keyNumber(s, labels) : null;
  const name = endpointName(s, labels.lang) ?? labels.t('primaryEndpoint');
  if (key && fits(key, 'section_slide_006', 'highlight')) {
    const d = new SlideDraft('section_slide_006');
    d.heading('section_title', labels.t('primaryResult'));
    d.text('highlight', key, statementSources(s));
    d.text(
      'highlight_title',
      fits(name, 'section_slide_006', 'highlight_title') ? name : labels.t('primaryEndpoint'),
      [s.endpointSource],
    );
    d.text('text_1_title', labels.t('result'));
    d.text('text_1', primaryResultSentence(s, labels.lang, false), sources);
    return d;
  }
  const d = new SlideDraft('section_slide_001');
  d.heading('section_title', labels.t('primaryResult'));
  if (!s.reported) d.text('text_1', notReportedText(s, labels.lang), sources);
  else if (measureText(primaryResultSentence(s, labels.lang)) <= 1200)
    d.text('text_1', withArmSentences(primaryResultSentence(s, labels.lang), s, labels.lang), sources);
  else {
    d.text('section_subtitle', labels.t('primaryEndpoint'));
    d.text('text_1', primaryResultSentence(s, labels.lang, false), sources);
  }
  return d;
}

/**
 * The medical deck's primary result: two arms side by side (hcp_ppt_a_008: values, counts, the effect and p
 * below), else the result sentence as a summary (hcp_ppt_a_038).
 */
export function medicalPrimaryResultSlide(source: DeckSource, labels: Labels): SlideDraft | null {
  const sources = [source];
  const s = deckPrimary(source);
  if (!s) return null;
  const lang = labels.lang;
  const zh = lang === 'zh-cn';
  const [a, b] = s.arms;
  const name = endpointName(s, lang) ?? labels.t('primaryEndpoint');
  const armLabel = (arm: string) => (zh ? armZh(arm) : arm);
  const values = s.arms.map((x) => valueWithUnit(x.value, x.unit, lang));
  if (
    s.reported &&
    s.arms.length === 2 &&
    a &&
    b &&
    values.every((v) => fits(v, 'hcp_ppt_a_008', 'value1')) &&
    [a, b].every((x) => fits(armLabel(x.arm), 'hcp_ppt_a_008', 'option1'))
  ) {
    const d = new SlideDraft('hcp_ppt_a_008');
    d.heading('title', labels.t('primaryResult'));
    d.text(
      'comparison_metric',
      fits(name, 'hcp_ppt_a_008', 'comparison_metric') ? name : labels.t('primaryEndpoint'),
      [s.endpointSource],
    );
    [a, b].forEach((x, i) => {
      d.text(`option${i + 1}`, armLabel(x.arm), [x.source]);
      d.text(`value${i + 1}`, values[i], [x.source]);
      const full = armValueText(x, lang);
      if (full !== values[i])
        d.text(`condition${i + 1}_1`, full.slice(values[i]!.length).replace(/^[\s(（]+|[)）]$/g, ''), [
          x.source,
        ]);
    });
    // The key points say what the result means (significance and direction in words), the comparison
    // (effect with CI, p) and the other endpoints' results; with none of them the slide has no key-point box.
    const comparison = comparisonText(s, lang);
    const points: ResultPoint[] = [];
    const words = primaryConclusionWords(s, lang);
    const comparisonSources = [s.effect?.source ?? s.p?.source].filter(isSource);
    // A p value alone belongs to the sentence it qualifies; an effect estimate is a point of its own.
    if (words && comparison && !s.effect)
      points.push({
        text: words.replace(/[。.]$/, (stop) =>
          zh ? `（${comparison}）${stop}` : ` (${comparison})${stop}`,
        ),
        sources: [...statementSources(s), ...comparisonSources],
      });
    else {
      if (words) points.push({ text: words, sources: statementSources(s) });
      if (comparison) points.push({ text: comparison, sources: comparisonSources });
    }
    points.push(...secondaryResultPoints(sources, labels));
    // Little else to say (under the checker's fill threshold): the source's own sentences stating the arms'
    // values, which give what the values measure.
    if (points.reduce((n, p) => n + measureText(p.text), 0) < MIN_SLIDE_FILL)
      for (const x of [a, b]) {
        const quote = sourceSentence(x.source.quote, lang);
        if (quote && !points.some((p) => p.text === quote)) points.push({ text: quote, sources: [x.source] });
      }
    const { list, kept } = fitList(
      points.map((p) => p.text),
      { maxItems: KEY_POINTS.items, maxChars: KEY_POINTS.chars, perItem: KEY_POINTS.chars },
    );
    if (list.length > 0) {
      d.array('key_points', list);
      kept.forEach((index, i) => {
        for (const source of points[index]!.sources) d.cite(list[i]!, source, 'key_points');
      });
      return d;
    }
  }
  const d = new SlideDraft('hcp_ppt_a_038');
  d.heading('title', labels.t('primaryResult'));
  d.text('summary', s.reported ? primaryResultWithin(s, lang, 600) : notReportedText(s, lang), [
    s.endpointSource,
    ...statementSources(s),
  ]);
  return d;
}
