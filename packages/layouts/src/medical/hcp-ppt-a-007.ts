import type { LayoutDeclaration } from '../model';
import { comparisonTyping, OPTION_IDS, optionCard } from './comparison-parts';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, staticText, text, TITLE_ID } from './parts';

/** The fixed label before the metric value. */
export const HR_LABEL = 'HR';

/**
 * Comparison of two options on one metric: option cards left and right, the comparison metric and its
 * value (labelled "HR") in the central circle, the impact description under them.
 */
export const hcpPptA007: LayoutDeclaration = {
  id: 'hcp_ppt_a_007',
  family: 'medical',
  slideType: 'comparison',
  description: 'Two options, comparison metric with "HR" + metric value between them, impact description',
  background: 'content',
  contentIds: [
    TITLE_ID,
    ...OPTION_IDS,
    { id: 'comparison_metric', kind: 'text', required: true, maxChars: 40, description: 'e.g. PFS, OS' },
    {
      id: 'metric_value',
      kind: 'text',
      required: true,
      maxChars: 40,
      description: 'e.g. 0.62 (95% CI 0.52-0.74)',
    },
    { id: 'impact_description', kind: 'text', maxChars: 300, description: 'What the difference means' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    ...optionCard(1, 48, 134, 290, 140, 'centred'),
    ...optionCard(2, 622, 134, 290, 140, 'centred'),
    {
      kind: 'line',
      key: 'link_left',
      shape: 'line',
      from: { x: 338, y: 204 },
      to: { x: 372, y: 204 },
      stroke: 'line',
      strokeWidth: 2,
    },
    {
      kind: 'line',
      key: 'link_right',
      shape: 'line',
      from: { x: 588, y: 204 },
      to: { x: 622, y: 204 },
      stroke: 'line',
      strokeWidth: 2,
    },
    {
      kind: 'shape',
      key: 'metric_circle',
      shape: 'ellipse',
      box: box(372, 96, 216, 216),
      fill: 'surface',
      stroke: 'primary',
      strokeWidth: 3,
    },
    text(
      'metric',
      'comparison_metric',
      box(396, 130, 168, 40),
      {
        fontSize: 15,
        minFontSize: 11,
        colour: 'title',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.25,
      },
      { ...comparisonTyping, overflow: 'shrink' },
    ),
    staticText(
      'hr_label',
      HR_LABEL,
      box(396, 172, 168, 40),
      { fontSize: 30, colour: 'primary', weight: 'bold', align: 'center', valign: 'middle', lineHeight: 1.2 },
      { role: 'title' },
    ),
    text(
      'metric_value',
      'metric_value',
      box(396, 214, 168, 60),
      {
        fontSize: 15,
        minFontSize: 11,
        colour: 'primary',
        weight: 'bold',
        align: 'center',
        valign: 'top',
        lineHeight: 1.25,
      },
      { ...comparisonTyping, overflow: 'shrink' },
    ),
    text(
      'impact',
      'impact_description',
      box(48, 326, 864, 128),
      { fontSize: 15, minFontSize: 11, colour: 'text', valign: 'middle', lineHeight: 1.45 },
      { ...comparisonTyping, fill: 'surface', padding: 16, hideWhenEmpty: true },
    ),
  ],
  animation: medicalAnimation(1500),
};
