import type { Sourced } from '@prowrite/contracts';
import type { DeckSource } from './context';
import { fitText } from './fit-text';
import type { Labels } from './labels';
import { MAX_SUMMARY_BULLETS } from './layouts';
import { SlideDraft } from './slide-draft';

const MAX_KEY_SENTENCES = 5;
const MAX_BULLET = 300;
export const CONCLUDING = /^(?:conclusions?|interpretation|in conclusion|in summary|to conclude|结论|综上)/i;

/** Key sentences as take-away bullets; a concluding sentence ("Conclusions: …") becomes the conclusion band. */
export function conclusionSlides(sources: DeckSource[], labels: Labels): SlideDraft[] {
  const sentences: Sourced<string>[] = [];
  const seen = new Set<string>();
  for (const s of sources) {
    for (const k of s.facts.key_sentences) {
      const norm = k.value.trim().toLowerCase();
      if (!norm || seen.has(norm)) continue;
      seen.add(norm);
      sentences.push(k);
    }
  }
  if (sentences.length === 0) return [];
  const d = new SlideDraft('section_slide_007');
  d.heading('section_title', labels.t('conclusions'));
  const band = sentences.length > 1 ? sentences.find((s) => CONCLUDING.test(s.value.trim())) : undefined;
  const bullets = sentences
    .filter((s) => s !== band)
    .slice(0, Math.min(MAX_KEY_SENTENCES, MAX_SUMMARY_BULLETS));
  const list = bullets.map((b) => fitText(b.value, MAX_BULLET));
  d.array('group_summary', list);
  bullets.forEach((b, i) => {
    d.cite(list[i]!, b.source, 'group_summary');
  });
  if (band) d.text('Conclusion_text', band.value, [band.source]);
  return [d];
}
