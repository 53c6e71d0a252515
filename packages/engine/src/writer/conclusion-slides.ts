import { measureText, type Provenance } from '@prowrite/contracts';
import { MIN_SLIDE_FILL } from '../check-work/check-work';
import { primaryConclusionWords, primaryConclusionZh } from '../results/primary-conclusion';
import { primaryResultWithin } from '../results/primary-text';
import { primaryStatement, statementSources } from '../results/primary-statement';
import { valueTokens } from '../text/value-tokens';
import type { DeckSource } from './context';
import { fitText } from './fit-text';
import type { Labels } from './labels';
import { MAX_SUMMARY_BULLETS } from './layouts';
import { SlideDraft } from './slide-draft';
import { conclusionSentences, isMarkedQuote, sourceSentence } from './source-quote';

const MAX_KEY_SENTENCES = 5;
const MAX_BULLET = 300;
export const CONCLUDING = /^(?:conclusions?|interpretation|in conclusion|in summary|to conclude|结论|综上)/i;
/** The heading a concluding sentence is printed under ("Conclusions: …"): the slide has its own. */
const CONCLUSION_LABEL = /^(?:conclusions?|interpretation)\s*[:：.]\s*/i;

/** `primary`: a source's primary result written from the facts. `words`: the same conclusion without numbers, for a slide that already shows them. */
export type ConclusionPoint = { text: string; sources: Provenance[]; words?: string; primary?: boolean };

/**
 * The band's text for a slide showing `shown`: its words alone when every number it states is already there
 * (a slide states a result once), else the band as written.
 */
export function bandText(band: ConclusionPoint, shown: string[]): string {
  if (!band.words) return band.text;
  const numbers = valueTokens(band.text).filter((v) => !v.trivial);
  const repeated = numbers.length > 0 && numbers.every((v) => shown.some((t) => t.includes(v.text)));
  return repeated ? band.words : band.text;
}

/**
 * What a deck concludes, in order: each source's primary result (written from the facts, every number cited),
 * then the authors' findings (background and aims left out), source sentences marked as quotes when they are
 * not in the output language. `band` is the authors' concluding sentence when there is one.
 * Chinese output with a primary result whose significance is known concludes from that fact in Chinese: the
 * authors' English sentences are not printed but stay the band's provenance (the link back to the source).
 */
export function conclusionPoints(
  sources: DeckSource[],
  labels: Labels,
): { points: ConclusionPoint[]; band: ConclusionPoint | null } {
  const results: ConclusionPoint[] = [];
  let fromFacts: ConclusionPoint | null = null;
  for (const s of sources) {
    const st = primaryStatement(s.facts);
    const zh = labels.lang === 'zh-cn' && st ? primaryConclusionZh(st) : null;
    if (st && zh && !fromFacts)
      fromFacts = {
        text: zh,
        words: primaryConclusionWords(st, 'zh-cn') ?? undefined,
        sources: [st.endpointSource, ...statementSources(st)].filter((p): p is Provenance => Boolean(p)),
      };
    // Bullets hold 300 measured characters: a long endpoint name gives way to the numbers.
    const text = st?.reported ? primaryResultWithin(st, labels.lang, MAX_BULLET) : '';
    // The same result from copies of one paper is said once.
    if (st?.reported && !results.some((r) => r.text === text))
      results.push({
        primary: true,
        text,
        sources: [st.endpointSource, ...statementSources(st)].filter((p): p is Provenance => Boolean(p)),
      });
  }
  const sentences = conclusionSentences(
    sources.flatMap((s) => s.facts.key_sentences),
    CONCLUDING,
  );
  const first = sentences[0];
  const bandSentence = sentences.length > 1 && first && CONCLUDING.test(first.value.trim()) ? first : null;
  const toPoint = (k: (typeof sentences)[number]): ConclusionPoint => ({
    text: sourceSentence(k.value.trim().replace(CONCLUSION_LABEL, ''), labels.lang),
    sources: [k.source],
  });
  if (fromFacts) {
    const quoted = sentences.filter((k) => isMarkedQuote(toPoint(k).text));
    const own = sentences.filter((k) => !quoted.includes(k));
    return {
      points: [...results, ...own.map(toPoint)],
      band: { ...fromFacts, sources: [...fromFacts.sources, ...quoted.map((k) => k.source)] },
    };
  }
  return {
    points: [...results, ...sentences.filter((k) => k !== bandSentence).map(toPoint)],
    band: bandSentence ? toPoint(bandSentence) : null,
  };
}

/**
 * Whether a conclusion slide would only say again what the primary result slide says: every point it shows is
 * a primary result written from the facts, its band (if any) the same result in words, and all of it short
 * (under the checker's fill threshold). Such a slide is left out; the primary result slide, which shows the
 * values, the comparison and its meaning, carries the conclusion. A deck states a result once.
 */
export function repeatsPrimaryResult(
  shown: ConclusionPoint[],
  texts: string[],
  band: ConclusionPoint | null,
): boolean {
  if (shown.length === 0 || !shown.every((p) => p.primary)) return false;
  if (band && !band.words) return false;
  return texts.reduce((n, t) => n + measureText(t), 0) < MIN_SLIDE_FILL;
}

/** The take-away bullets (primary results first, then findings); a concluding sentence becomes the band. */
export function conclusionSlides(sources: DeckSource[], labels: Labels): SlideDraft[] {
  const { points, band } = conclusionPoints(sources, labels);
  if (points.length === 0 && !band) return [];
  const d = new SlideDraft('section_slide_007');
  d.heading('section_title', labels.t('conclusions'));
  const bullets = points.slice(0, Math.min(MAX_KEY_SENTENCES, MAX_SUMMARY_BULLETS));
  const list = bullets.map((b) => fitText(b.text, MAX_BULLET)).filter(Boolean);
  if (repeatsPrimaryResult(bullets, [...list, ...(band ? [bandText(band, list)] : [])], band)) return [];
  d.array('group_summary', list);
  bullets.forEach((b, i) => {
    for (const source of b.sources) if (list[i]) d.cite(list[i]!, source, 'group_summary');
  });
  if (band) d.text('Conclusion_text', bandText(band, list), band.sources);
  return [d];
}
