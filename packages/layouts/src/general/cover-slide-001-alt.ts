import type { LayoutDeclaration } from '../model';
import { box, COPYRIGHT_NOTE, DISTRIBUTION_NOTE, generalAnimation, staticText, text } from './parts';

/**
 * The alternate cover, a second look of cover_slide_001 under an id of its own: the cover ids of the medical
 * family (presentation_title, presentation_subtitle, brief_summary) beside a colour panel, with a divider
 * line; subtitle and summary are hidden when empty.
 */
export const coverSlide001Alt: LayoutDeclaration = {
  id: 'cover_slide_001_alt',
  family: 'general',
  slideType: 'cover',
  description: 'Alternate cover: colour panel with logo, title, divider, optional subtitle and brief summary',
  background: 'content',
  contentIds: [
    {
      id: 'presentation_title',
      kind: 'text',
      required: true,
      maxChars: 200,
      description: 'Presentation title',
    },
    { id: 'presentation_subtitle', kind: 'text', maxChars: 160, description: 'Subtitle (hidden when empty)' },
    {
      id: 'brief_summary',
      kind: 'text',
      maxChars: 400,
      description: 'One-paragraph summary (hidden when empty)',
    },
  ],
  elements: [
    { kind: 'shape', key: 'panel', shape: 'rect', box: box(0, 0, 300, 540), fill: 'primary' },
    { kind: 'shape', key: 'panel_accent', shape: 'rect', box: box(300, 0, 8, 540), fill: 'accent' },
    { kind: 'logo', key: 'logo', placement: 'cover', box: box(40, 48, 200, 56) },
    text(
      'title',
      'presentation_title',
      box(340, 120, 570, 170),
      { fontSize: 37, minFontSize: 24, colour: 'title', weight: 'bold', valign: 'bottom', lineHeight: 1.2 },
      { role: 'title' },
    ),
    {
      kind: 'line',
      key: 'divider',
      shape: 'line',
      from: { x: 340, y: 306 },
      to: { x: 910, y: 306 },
      stroke: 'accent',
      strokeWidth: 2,
    },
    text(
      'subtitle',
      'presentation_subtitle',
      box(340, 318, 570, 40),
      { fontSize: 26, minFontSize: 15, colour: 'primary', lineHeight: 1.3 },
      { role: 'title', hideWhenEmpty: true },
    ),
    text(
      'summary',
      'brief_summary',
      box(340, 366, 570, 90),
      { fontSize: 14, minFontSize: 11, colour: 'textSecondary', lineHeight: 1.45 },
      { hideWhenEmpty: true },
    ),
    staticText('distribution', DISTRIBUTION_NOTE, box(340, 478, 570, 18), {
      fontSize: 10,
      colour: 'muted',
      lineHeight: 1.3,
    }),
    staticText('copyright', COPYRIGHT_NOTE, box(340, 498, 570, 18), {
      fontSize: 10,
      colour: 'muted',
      lineHeight: 1.3,
    }),
  ],
  animation: generalAnimation({ loadedDelayMs: 1200 }),
};
