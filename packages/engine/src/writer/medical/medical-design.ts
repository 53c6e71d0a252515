import { type Arm, type Facts, measureText, type Provenance } from '@prowrite/contracts';
import type { DeckSource } from '../context';
import {
  designGroups,
  armLabel,
  chartOrRoomier,
  shownPatientLines,
  armPlan,
  mergedIntoChart,
  planText,
  shownPlan,
  primaryEndpointLine,
  type GroupedLayout,
  hasDesignFacts,
  inclusionSlide,
  trialType,
} from '../design-slides';
import { secondaryEndpoints } from '../endpoint-list';
import { fitText } from '../fit-text';
import type { Labels } from '../labels';
import { armText, endpointText, phraseText } from '../output-text';
import { SlideDraft } from '../slide-draft';

export const MEDICAL_GROUPED: GroupedLayout = { layout: 'hcp_ppt_a_019', titleId: 'title' };

const armName = (
  arm: Arm,
  limit: number,
  labels: Labels,
): { text: string; sources: (Provenance | undefined)[] } => {
  const name = armText(arm.name.value, labels.lang);
  const withN = arm.n ? `${name} (n=${arm.n.value})` : name;
  return fitText(withN, limit) === withN
    ? { text: withN, sources: [arm.name.source, arm.n?.source] }
    : { text: name, sources: [arm.name.source] };
};

/** Population lines and both endpoint blocks: the parts the chart and the overview share. */
function patientsAndEndpoints(d: SlideDraft, f: Facts, labels: Labels): void {
  const patientLines = shownPatientLines(f, labels, d.limit('patients_basic_info_1'));
  if (patientLines.length > 0) d.text('title_inclusion_criteria', labels.t('patients'));
  patientLines.forEach((line, i) => {
    d.text(`patients_basic_info_${i + 1}`, line.text, [line.source]);
  });
  const primary = primaryEndpointLine(f);
  if (primary) {
    d.text('title_primary_endpoint', labels.t('primaryEndpoint'));
    d.text('primary_endpoint', endpointText(primary.value, labels.lang), [primary.source]);
  }
  secondaryEndpoints(d, f, labels);
}

/**
 * The two-arm flow chart: hcp_ppt_a_034 (with its factors block) when the trial has stratification factors,
 * else hcp_ppt_b_004, which has no factors block or note panel (hcp_ppt_a_005 would leave both blank).
 */
function trialChart(source: DeckSource, labels: Labels): SlideDraft {
  const f = source.facts;
  const stratified = f.stratification_factors.length > 0;
  const d = new SlideDraft(stratified ? 'hcp_ppt_a_034' : 'hcp_ppt_b_004');
  d.heading('title', labels.t('design'));
  const type = trialType(f, labels);
  d.text('blinding_randomization_type', type?.text, type?.sources);
  d.text('clinical_trial_number', f.registry_id?.value, [f.registry_id?.source]);
  if (f.n_randomized) d.text('overall_patient_number', String(f.n_randomized.value), [f.n_randomized.source]);
  d.text('randomization_ratio', f.ratio?.value, [f.ratio?.source]);
  for (const [label, arm] of [
    ['A', f.arms[0]],
    ['B', f.arms[1]],
  ] as const) {
    if (!arm) continue;
    // "(n=533)" only when the name box shows it with the name: else the name alone, never an arm-size line
    // pushed into the plan box (decision 0077).
    const name = armName(arm, d.limit(`ARM_${label}_treatment_name`), labels);
    const named = d.text(`ARM_${label}_treatment_name`, name.text, name.sources);
    if (!named) d.text(`ARM_${label}_treatment_name`, armLabel(arm, labels), [arm.name.source]);
    armPlan(d, label, arm, labels, named ? null : name, f.arms);
  }
  if (f.cycle_length)
    d.text(
      'cycle_length',
      `${labels.t('cycle')}${labels.colon}${phraseText(f.cycle_length.value, labels.lang)}`,
      [f.cycle_length.source],
    );
  patientsAndEndpoints(d, f, labels);
  if (stratified) {
    d.text('title_stratification_factors', labels.t('stratification'));
    f.stratification_factors.slice(0, 3).forEach((factor, i) => {
      d.text(`stratification_factor_${i + 1}`, phraseText(factor.value, labels.lang), [factor.source]);
    });
  }
  return d;
}

/** The single-trial overview (hcp_ppt_b_005) for one arm or three and more: every arm named in the treatment box. */
function trialOverview(source: DeckSource, labels: Labels): SlideDraft {
  const f = source.facts;
  const d = new SlideDraft('hcp_ppt_b_005');
  d.heading('title', labels.t('design'));
  const type = trialType(f, labels);
  const brief = [type?.text, f.n_randomized ? `N=${f.n_randomized.value}` : '', f.registry_id?.value]
    .filter(Boolean)
    .join(' · ');
  d.text('clinical_trial_brief', brief, [
    ...(type?.sources ?? []),
    f.n_randomized?.source,
    f.registry_id?.source,
  ]);
  // Every arm by its name: with "(n=…)" when the whole line shows, else the bare names (the sizes then open
  // the plan box), and only when neither shows whole the arms' labels.
  const withN = f.arms.map((arm) => armName(arm, 80, labels));
  const bare = f.arms.map((arm) => armText(arm.name.value, labels.lang));
  const sizesShown = d.text(
    'treatment_name',
    withN.map((n) => n.text).join(' / '),
    withN.flatMap((n) => n.sources),
  );
  if (
    !sizesShown &&
    !d.text(
      'treatment_name',
      bare.join(' / '),
      f.arms.map((arm) => arm.name.source),
    )
  )
    d.text(
      'treatment_name',
      f.arms.map((arm) => armLabel(arm, labels)).join(' / '),
      f.arms.map((arm) => arm.name.source),
    );
  overviewPlans(d, f.arms, labels, !sizesShown);
  patientsAndEndpoints(d, f, labels);
  return d;
}

/**
 * The overview's plan box: one line an arm, "name: plan", and "(n=…)" after the name when the name box could
 * not show the sizes. An arm with neither plan nor size shown elsewhere is left out; all lines or, when they
 * do not show whole, the plans alone.
 */
function overviewPlans(d: SlideDraft, arms: Arm[], labels: Labels, withSizes: boolean): void {
  const line = (arm: Arm, size: boolean) => {
    const plan = planText(arm);
    const n = size && arm.n ? ` (n=${arm.n.value})` : '';
    if (!plan && !n) return null;
    const name = `${armText(arm.name.value, labels.lang)}${n}`;
    return {
      text: plan ? `${name}${labels.colon}${shownPlan(arm, arms, labels.lang)}` : name,
      sources: [arm.name.source, n ? arm.n?.source : null, plan ? arm.plan?.source : null],
    };
  };
  const place = (size: boolean) => {
    const lines = arms.map((arm) => line(arm, size)).filter((l) => l !== null);
    const text = lines.map((l) => l.text).join('\n');
    // With sizes only whole; the plans alone as before (the box keeps the leading plans that show whole).
    if (lines.length === 0 || (size && measureText(text) > d.limit('treatment_plan'))) return false;
    return d.text(
      'treatment_plan',
      text,
      lines.flatMap((l) => l.sources),
    );
  };
  if (!(withSizes && place(true))) place(false);
}

/** The study-design slides of one source in a medical deck: the chart, overview or grouped design text, then inclusion criteria. */
export function medicalDesignSlides(source: DeckSource, labels: Labels): SlideDraft[] {
  const f = source.facts;
  if (!hasDesignFacts(f)) return [];
  const named = f.arms.filter((a) => a.name.value.trim() !== '');
  const main =
    f.arms.length === 2 && named.length === 2
      ? chartOrRoomier(trialChart(source, labels), () => trialOverview(source, labels))
      : named.length > 0 && named.length === f.arms.length
        ? trialOverview(source, labels)
        : designGroups(source, labels, MEDICAL_GROUPED);
  const inclusion = inclusionSlide(source, labels, MEDICAL_GROUPED);
  return inclusion && !mergedIntoChart(inclusion, main) ? [main, inclusion] : [main];
}
