import type { CollapsiblePanel, LayoutElement } from '../model';

/**
 * The collapsible panels the trial-design layouts share (clinical_trial_001, hcp_ppt_a_005/a_034/b_004/b_005):
 * which content empties which panel and what each panel's ids are. The layouts pass their own keys and the
 * elements that take the space, so each declaration keeps its geometry as data.
 */

export const PATIENT_LINE_IDS = [1, 2, 3, 4].map((n) => `patients_basic_info_${n}`);
export const ENDPOINT_VALUE_IDS = ['primary_endpoint', 'secondary_endpoint'];
export const FACTOR_VALUE_IDS = [1, 2, 3].map((n) => `stratification_factor_${n}`);

type Endpoint = 'primary' | 'secondary';
const headingAndValue = (key: Endpoint) => [`${key}_title`, key];

/**
 * Two endpoints, primary then secondary: without one, its keys go and `primaryAlone`/`secondaryAlone`
 * (the other, grown) take its place; without both, `whole.frame` (panel, heading, arrows) goes too and
 * `whole.widened` take the space. Declared in this order: a later panel's replacement wins.
 */
export function endpointPanels(parts: {
  /** Element keys drawn only with one endpoint (default its heading `<key>_title` and value `<key>`). */
  members?: (key: Endpoint) => string[];
  primaryAlone?: LayoutElement[];
  secondaryAlone?: LayoutElement[];
  whole?: { frame: string[]; widened: LayoutElement[] };
}): CollapsiblePanel[] {
  const members = parts.members ?? headingAndValue;
  const one = (id: string, key: Endpoint, replace?: LayoutElement[]): CollapsiblePanel => ({
    id,
    whenEmpty: [`${key}_endpoint`],
    members: members(key),
    ...(replace ? { replace } : {}),
  });
  const panels = [
    one('no_secondary_endpoint', 'secondary', parts.primaryAlone),
    one('no_primary_endpoint', 'primary', parts.secondaryAlone),
  ];
  if (!parts.whole) return panels;
  return [
    ...panels,
    {
      id: 'no_endpoints',
      whenEmpty: ENDPOINT_VALUE_IDS,
      members: [...parts.whole.frame, ...members('primary'), ...members('secondary')],
      replace: parts.whole.widened,
    },
  ];
}

/**
 * The population panel without patient lines: the `lines` go and `overallN` (N= in the panel's middle) takes
 * the room they leave, so the labelled panel stays; without N= either, `frame` (panel, heading) and the arrow
 * into the randomisation go too.
 */
export function populationPanels(
  parts: { lines: string[]; frame: string[] },
  overallN: LayoutElement,
): CollapsiblePanel[] {
  return [
    { id: 'no_patient_lines', whenEmpty: PATIENT_LINE_IDS, members: parts.lines, replace: [overallN] },
    {
      id: 'no_population',
      whenEmpty: [...PATIENT_LINE_IDS, 'overall_patient_number'],
      members: ['arrow_in', ...parts.frame],
    },
  ];
}

/** The stratification factors: without them `members` go and `widened` take their space. */
export function factorsPanel(members: string[], widened: LayoutElement[]): CollapsiblePanel {
  return { id: 'no_stratification_factors', whenEmpty: FACTOR_VALUE_IDS, members, replace: widened };
}
