import type { FactFigure } from '@prowrite/contracts';
import type { DeckSource } from './context';
import { fitText } from './fit-text';
import type { Labels } from './labels';
import { figureTexts } from './output-text';
import { SlideDraft } from './slide-draft';

const MAX_FIGURES = 6;

/** "Fig. 2 Time to cardioversion. Kaplan–Meier plot …" -> lead "Fig. 2 Time to cardioversion", rest the plot text. */
export function splitCaption(caption: string): { lead: string; rest: string } {
  const text = caption.replace(/\s+/g, ' ').trim();
  // Skip the label's own full stop ("Fig. 2", "Figure 2.") before looking for the end of the first sentence.
  const label = /^(?:fig(?:ure)?\.?\s*\d+[a-z]?[.:|]?\s*)/i.exec(text)?.[0] ?? '';
  const body = text.slice(label.length);
  const end = body.search(/[.。](?:\s|$)/);
  if (end < 0) return { lead: text, rest: '' };
  return { lead: `${label}${body.slice(0, end)}`.trim(), rest: body.slice(end + 1).trim() };
}

function figureSlide(figure: FactFigure, labels: Labels): SlideDraft {
  const d = new SlideDraft('section_slide_001');
  const { lead, rest } = splitCaption(figure.caption);
  const shown = figureTexts(lead, rest, labels);
  d.heading('section_title', shown.title || labels.t('figures'));
  d.text('text_1', shown.caption);
  d.image('image', [{ text: figure.url, image_info: { url: figure.url, key_info: fitText(lead, 200) } }]);
  d.text('footnote_left', `${labels.t('source')}${labels.colon}${labels.pageRef(figure.page)}`);
  // The caption is the figure's own text on its page.
  d.cite(figure.caption, { file_id: figure.file_id, page: figure.page, quote: figure.caption }, 'image');
  return d;
}

/** Figures that were cropped (an image to show) and have a caption (the key points), in source order. */
export function figureSlides(sources: DeckSource[], labels: Labels): SlideDraft[] {
  return sources
    .flatMap((s) => s.facts.figures)
    .filter((f) => f.url && f.caption.trim())
    .slice(0, MAX_FIGURES)
    .map((f) => figureSlide(f, labels));
}
