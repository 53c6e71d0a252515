import {
  type Arm,
  type Facts,
  measureText,
  type Provenance,
  type Sourced,
  type TextGroupEntry,
} from '@prowrite/contracts';
import type { DeckSource } from './context';
import type { LineCapacity } from './list-lines';
import { primaryStatement } from '../results/primary-statement';
import { secondaryEndpoints } from './endpoint-list';
import { fitText } from './fit-text';
import { fitsGroups, fitsLines } from './list-lines';
import type { Labels, OutLang } from './labels';
import { MAX_TEXT_GROUPS } from './layouts';
import { SlideDraft } from './slide-draft';
import { armPlanOutText, armText, criterionText, endpointText, phraseText } from './output-text';
import { MIN_SLIDE_FILL, slideFill } from '../check-work/check-work';
import { endsOpen, truncation } from '../check-work/truncation';
import { distinctLines } from './distinct-lines';
import { isWholeSentence, sourceSentence } from './source-quote';

/** Longest bullet the writer puts in a text group (grouped slides split when they overflow). */
const MAX_BULLET = 400;
const MAX_CRITERIA = 8;
/** A line short enough to run on with others in one bullet (a design fact, an endpoint's name). */
const RUN_ON_ITEM = 60;

type Line = { text: string; sources: Provenance[] };

/** A grouped-text layout (a text_group plus a title): the general one, or the medical bullet groups. */
export type GroupedLayout = {
  layout: 'slide_content_001' | 'hcp_ppt_a_019';
  titleId: 'slide_title' | 'title';
};
const GENERAL_GROUPED: GroupedLayout = { layout: 'slide_content_001', titleId: 'slide_title' };

/** "Phase 3 · Randomised · Open-label · Parallel-group": only the parts the source states. */
export function trialType(facts: Facts, labels: Labels): Line | null {
  const parts: string[] = [];
  const sources: Provenance[] = [];
  if (facts.phase) {
    parts.push(labels.phase(facts.phase.value));
    sources.push(facts.phase.source);
  }
  const randomisation = facts.ratio ?? facts.n_randomized;
  if (randomisation) {
    parts.push(labels.t('randomised'));
    sources.push(randomisation.source);
  }
  if (facts.blinding) {
    parts.push(labels.blinding(facts.blinding.value));
    sources.push(facts.blinding.source);
  }
  if (facts.design) {
    parts.push(labels.design(facts.design.value));
    sources.push(facts.design.source);
  }
  return parts.length > 0 ? { text: parts.join(' · '), sources } : null;
}

export function hasDesignFacts(f: Facts): boolean {
  return Boolean(
    f.arms.length > 0 ||
      f.n_randomized ||
      f.ratio ||
      f.primary_endpoint ||
      f.secondary_endpoints.length > 0 ||
      f.stratification_factors.length > 0 ||
      f.blinding ||
      f.phase ||
      f.cycle_length,
  );
}

/** The general clinical-trial chart: exactly two arms (its ARM A / ARM B boxes are required). */
function trialChart(source: DeckSource, labels: Labels): SlideDraft {
  const f = source.facts;
  const d = new SlideDraft('clinical_trial_001');
  d.heading('title', labels.t('design'));
  const type = trialType(f, labels);
  d.text('blinding_randomization_type', type?.text, type?.sources);
  d.text('clinical_trial_number', f.registry_id?.value, [f.registry_id?.source]);
  const patientLines = shownPatientLines(f, labels, d.limit('patients_basic_info_1'));
  if (patientLines.length > 0) d.text('title_patients', labels.t('patients'));
  patientLines.forEach((line, i) => {
    d.text(`patients_basic_info_${i + 1}`, line.text, [line.source]);
  });
  if (f.n_randomized) d.text('overall_patient_number', String(f.n_randomized.value), [f.n_randomized.source]);
  d.text('randomization_ratio', f.ratio?.value, [f.ratio?.source]);
  for (const [label, arm] of [
    ['A', f.arms[0]],
    ['B', f.arms[1]],
  ] as const) {
    if (!arm) continue;
    const armName = armText(arm.name.value, labels.lang);
    const name = arm.n ? `${armName} (n=${arm.n.value})` : armName;
    const nameFits = fitText(name, 60) === name;
    const placed = d.text(`ARM_${label}_treatment_name`, nameFits ? name : armName, [
      arm.name.source,
      nameFits ? arm.n?.source : null,
    ]);
    // The box is required: a name too long to show whole gives way to the arm's label, never a cut name;
    // the name then opens the plan box whole.
    if (!placed) d.text(`ARM_${label}_treatment_name`, armLabel(arm, labels), [arm.name.source]);
    armPlan(d, label, arm, labels, placed ? null : { text: armName, sources: [arm.name.source] }, f.arms);
  }
  if (f.cycle_length)
    d.text(
      'cycle_length',
      `${labels.t('cycle')}${labels.colon}${phraseText(f.cycle_length.value, labels.lang)}`,
      [f.cycle_length.source],
    );
  const primary = primaryEndpointLine(f);
  if (primary) {
    d.text('title_primary_endpoint', labels.t('primaryEndpoint'));
    d.text('primary_endpoint', endpointText(primary.value, labels.lang), [primary.source]);
  }
  secondaryEndpoints(d, f, labels);
  if (f.stratification_factors.length > 0) d.text('title_stratification_factors', labels.t('stratification'));
  f.stratification_factors.slice(0, 3).forEach((factor, i) => {
    d.text(`stratification_factor_${i + 1}`, phraseText(factor.value, labels.lang), [factor.source]);
  });
  return d;
}

/** "Arm A" / "A组": an arm's label, for a box its whole name does not fit. */
export function armLabel(arm: Arm, labels: Labels): string {
  const label = arm.label.trim() || '?';
  return labels.lang === 'zh-cn' ? `${label}组` : `Arm ${label}`;
}

/**
 * An arm's plan when it says more than the arm's name and size ("vernakalant (n = 145)" repeats the box's
 * name): a box shows the dosing plan or nothing.
 */
export function planText(arm: Arm): string | null {
  const plan = arm.plan?.value.trim();
  // A plan clipped by the extractor ("remifentanil 1 μg/kg. *P < 0.05 compared with") is not shown.
  if (!plan || endsOpen(plan)) return null;
  const bare = plan
    .replace(/\(\s*n\s*=\s*\d+\s*\)/gi, '')
    .replace(new RegExp(arm.name.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '')
    .replace(/[\s,;:()]+/g, '');
  return bare ? plan : null;
}

/** Up to `max` lines that fit `limit` whole, in order: shorter sourced sentences rather than cut ones. */
export function fittingLines(items: Sourced<string>[], limit: number, max: number): Sourced<string>[] {
  return items
    .filter(
      (item) =>
        measureText(fitText(item.value, limit)) > 0 &&
        fitText(item.value, limit) === item.value.replace(/\s+/g, ' ').trim(),
    )
    .slice(0, max);
}

/** An arm's plan as shown beside the other arms: a placebo on their schedule reads "安慰剂，方案相同". */
export function shownPlan(arm: Arm, arms: readonly Arm[], lang: OutLang): string {
  const plan = planText(arm);
  if (!plan) return '';
  const others = arms.filter((a) => a !== arm).map(planText);
  return armPlanOutText(
    plan,
    others.filter((p): p is string => Boolean(p)),
    lang,
  );
}

/**
 * The arm's plan box. A name too long for its one-line box (the box then shows "Arm A") opens the plan box,
 * the plan under it when both show whole in the box's lines (decision 0077); else the plan alone when it names
 * the arm itself, else the name alone: the box always says which arm it is.
 */
export function armPlan(
  d: SlideDraft,
  label: 'A' | 'B',
  arm: Arm,
  labels: Labels,
  movedName: { text: string; sources: (Provenance | null | undefined)[] } | null,
  arms: readonly Arm[] = [arm],
): void {
  const shown = shownPlan(arm, arms, labels.lang);
  const id = `ARM_${label}_treatment_plan`;
  if (!movedName) {
    if (shown) d.text(id, shown, [arm.plan?.source]);
    return;
  }
  const whole = (text: string) => measureText(text) <= d.limit(id) && fitsLines(text, d.capacity(id));
  const both = `${movedName.text}\n${shown}`;
  if (shown && whole(both)) d.text(id, both, [...movedName.sources, arm.plan?.source]);
  else if (shown && whole(shown) && shown.toLowerCase().includes(movedName.text.toLowerCase()))
    d.text(id, shown, [arm.plan?.source]);
  else d.text(id, movedName.text, movedName.sources);
}

/**
 * Up to four population lines as shown (a criterion written from its facts, else the sentence or its marked
 * quote), each whole within the box's limit: a line too long for its box gives way to a shorter sourced one,
 * never a cut one.
 */
export function shownPatientLines(
  f: Facts,
  labels: Labels,
  limit: number,
): { text: string; source: Sourced<string>['source'] }[] {
  const lines = [...f.patients_basic_info, ...f.inclusion_criteria]
    .map((line) => ({
      text: f.inclusion_criteria.includes(line)
        ? criterionText(line.value, labels.lang)
        : sourceSentence(line.value, labels.lang),
      source: line.source,
    }))
    .filter(
      (line) =>
        measureText(line.text) > 0 && fitText(line.text, limit) === line.text.replace(/\s+/g, ' ').trim(),
    );
  return distinctLines(lines).slice(0, 4);
}

/** Design facts as grouped text, for trials the two-arm chart cannot show (one arm, three or more arms). */
export function designGroups(
  source: DeckSource,
  labels: Labels,
  on: GroupedLayout = GENERAL_GROUPED,
): SlideDraft {
  const f = source.facts;
  const d = new SlideDraft(on.layout);
  d.heading(on.titleId, labels.t('design'));
  const shown: { title: string; lines: Line[] }[] = [];
  const group = (title: string, lines: Line[]) => {
    const kept = distinctLines(lines.filter((l) => isWholeSentence(l.text) && fitText(l.text, MAX_BULLET)));
    if (kept.length > 0)
      shown.push({ title, lines: kept.map((l) => ({ ...l, text: fitText(l.text, MAX_BULLET) })) });
  };
  const labelled = (
    key: Parameters<Labels['t']>[0],
    value: Sourced<unknown> | null,
    text?: string,
  ): Line[] =>
    value
      ? [{ text: `${labels.t(key)}${labels.colon}${text ?? String(value.value)}`, sources: [value.source] }]
      : [];
  const type = trialType(f, labels);
  group(labels.t('design'), [
    ...(type ? [type] : []),
    ...labelled('registry', f.registry_id),
    ...labelled('patientsRandomised', f.n_randomized, f.n_randomized ? `N=${f.n_randomized.value}` : ''),
    ...labelled('ratio', f.ratio),
    ...labelled('cycle', f.cycle_length, f.cycle_length ? phraseText(f.cycle_length.value, labels.lang) : ''),
  ]);
  group(
    labels.t('arms'),
    f.arms.map((arm) => ({
      text: [
        armText(arm.name.value, labels.lang),
        arm.n ? `(n=${arm.n.value})` : '',
        planText(arm) ? `— ${shownPlan(arm, f.arms, labels.lang)}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      sources: [arm.name.source, arm.n?.source, arm.plan?.source].filter((s): s is Provenance => Boolean(s)),
    })),
  );
  const inLang = (s: Sourced<string>, as: (t: string, l: OutLang) => string): Line => ({
    text: as(s.value, labels.lang),
    sources: [s.source],
  });
  group(labels.t('primaryEndpoint'), f.primary_endpoint ? [inLang(f.primary_endpoint, endpointText)] : []);
  group(
    labels.t('secondaryEndpoints'),
    f.secondary_endpoints.map((s) => inLang(s, endpointText)),
  );
  group(
    labels.t('stratification'),
    f.stratification_factors.map((s) => inLang(s, phraseText)),
  );
  const groups = runOnToFit(shown.slice(0, MAX_TEXT_GROUPS), d.capacity('text_group'), labels);
  for (const g of groups) for (const l of g.lines) for (const s of l.sources) d.cite(l.text, s, 'text_group');
  d.textGroups(
    'text_group',
    groups.map((g) => ({ group_title: g.title, list: g.lines.map((l) => l.text) })),
  );
  return d;
}

/**
 * Grouped design facts taller than the slide would run onto a continuation holding a few short lines (a thin
 * slide). Groups of short lines run on in one bullet ("；" / "; "), from the last group up, until the groups
 * fit the slide's declared lines; a group of long lines (the arms' plans) stays one per line. Still taller, a
 * one-line group joins the first group as "title: line". When even that does not fit, the groups stay one per
 * line and continue on the next slide as before (then more than a few lines go there).
 */
export function runOnToFit(
  groups: { title: string; lines: Line[] }[],
  capacity: LineCapacity,
  labels: Labels,
): { title: string; lines: Line[] }[] {
  const entries = (gs: typeof groups) =>
    gs.map((g) => ({ group_title: g.title, list: g.lines.map((l) => l.text) }));
  const out = [...groups];
  const joiner = labels.lang === 'zh-cn' ? '；' : '; ';
  for (let i = out.length - 1; i >= 0 && !fitsGroups(entries(out), capacity); i--) {
    const g = out[i]!;
    const text = g.lines.map((l) => l.text.replace(/[。.;；]$/, '')).join(joiner);
    // A run-on line that would read as a cut sentence (phrases without a stop, eight words and more) is not made.
    if (
      g.lines.length < 2 ||
      measureText(text) > MAX_BULLET ||
      g.lines.some((l) => measureText(l.text) > RUN_ON_ITEM) ||
      truncation(text) !== null
    )
      continue;
    out[i] = { title: g.title, lines: [{ text, sources: g.lines.flatMap((l) => l.sources) }] };
  }
  const firstLines = out[0]?.lines.length ?? 0;
  // Still taller: a group of one line after the first joins the first group as "title: line" (a title row
  // less), from the last group up.
  for (let i = out.length - 1; i > 0 && !fitsGroups(entries(out), capacity); i--) {
    const g = out[i]!;
    if (g.lines.length !== 1) continue;
    const line = { text: `${g.title}${labels.colon}${g.lines[0]!.text}`, sources: g.lines[0]!.sources };
    if (measureText(line.text) > MAX_BULLET || truncation(line.text) !== null) continue;
    out.splice(i, 1);
    // In the groups' order: a group merged later (nearer the top) goes before those merged already.
    const lines = [...out[0]!.lines];
    lines.splice(firstLines, 0, line);
    out[0] = { ...out[0]!, lines };
  }
  // Run on only to fit: groups too tall either way stay one per line and continue on the next slide.
  return fitsGroups(entries(out), capacity) ? out : groups;
}

export function inclusionSlide(
  source: DeckSource,
  labels: Labels,
  on: GroupedLayout = GENERAL_GROUPED,
): SlideDraft | null {
  const f = source.facts;
  const d = new SlideDraft(on.layout);
  // Each criterion once as shown (two sentences giving the same age in Chinese are one line), whole: a
  // criterion longer than a bullet is left out, never cut; a long list continues on the next slide.
  const shown = new Set<string>();
  const lines = (list: Sourced<string>[]) =>
    list
      .map((c) => ({ c, text: isWholeSentence(c.value) ? criterionText(c.value, labels.lang) : '' }))
      // Shown whole as the checker reads it: a marked clause without its stop would read as cut.
      .map((l) => (isWholeSentence(l.text) ? l : { ...l, text: '' }))
      .filter(({ text }) => {
        if (!text || fitText(text, MAX_BULLET) !== text.replace(/\s+/g, ' ').trim() || shown.has(text))
          return false;
        shown.add(text);
        return true;
      })
      .slice(0, MAX_CRITERIA);
  const inclusion = lines(f.inclusion_criteria);
  // Exclusion criteria fill the room the inclusion criteria leave on the one slide (a longer list would run
  // onto a near-empty continuation): each is kept while the groups fit the layout's declared lines, a shorter
  // one after it may.
  const capacity = d.capacity('text_group');
  const asGroups = (exclusion: string[]) =>
    [
      { group_title: labels.t('inclusion'), list: inclusion.map((l) => l.text) },
      { group_title: labels.t('exclusion'), list: exclusion },
    ].filter((g) => g.list.length > 0);
  const exclusion: typeof inclusion = [];
  for (const l of lines(f.exclusion_criteria ?? []))
    if (fitsGroups(asGroups([...exclusion, l].map((e) => e.text)), capacity)) exclusion.push(l);
  if (inclusion.length === 0 && exclusion.length === 0) return null;
  d.heading(
    on.titleId,
    labels.t(exclusion.length === 0 ? 'inclusion' : inclusion.length === 0 ? 'exclusion' : 'eligibility'),
  );
  const groups: TextGroupEntry[] = [];
  for (const [key, list] of [
    ['inclusion', inclusion],
    ['exclusion', exclusion],
  ] as const) {
    if (list.length === 0) continue;
    for (const { c, text } of list) d.cite(text, c.source, 'text_group');
    groups.push({ group_title: labels.t(key), list: list.map((l) => l.text) });
  }
  d.textGroups('text_group', groups);
  return d;
}

/** The study-design chapter of one source: the trial chart (or grouped design facts) and its inclusion criteria. */
export function designSlides(source: DeckSource, labels: Labels): SlideDraft[] {
  const f = source.facts;
  if (!hasDesignFacts(f)) return [];
  const twoNamedArms = f.arms.length === 2 && f.arms.every((a) => a.name.value.trim() !== '');
  const main = twoNamedArms
    ? chartOrRoomier(trialChart(source, labels), () => designGroups(source, labels))
    : designGroups(source, labels);
  const inclusion = inclusionSlide(source, labels);
  return inclusion && !mergedIntoChart(inclusion, main) ? [main, inclusion] : [main];
}

/**
 * A two-arm chart under the fill threshold whose plan boxes stay empty (no plan read, or one too long for its
 * box) gives way to the layout with room for plans (`roomier`: grouped text, the medical overview) when that
 * shows more: a chart of two bare names says less than the facts. A full chart stays a chart.
 */
export function chartOrRoomier(chart: SlideDraft, roomier: () => SlideDraft): SlideDraft {
  if (chart.content.some((c) => /^ARM_[AB]_treatment_plan$/.test(c.id))) return chart;
  if (slideFill(chart) >= MIN_SLIDE_FILL) return chart;
  const other = roomier();
  return slideFill(other) > slideFill(chart) ? other : chart;
}

/**
 * A criteria slide too short to stand alone (under the checker's fill threshold) whose every line the
 * chart's population box already shows is not a slide of its own: the chart carries it.
 */
export function mergedIntoChart(inclusion: SlideDraft, chart: SlideDraft): boolean {
  const lines = inclusion.content.flatMap((c) => (c.long_text ?? []).flatMap((g) => g.list));
  if (lines.reduce((n, l) => n + measureText(l), 0) >= MIN_SLIDE_FILL) return false;
  const shown = chart.content.map((c) => c.text ?? '');
  return lines.every((l) => shown.some((t) => t.includes(l)));
}

/**
 * The primary endpoint line of a design slide: the extracted endpoint, else the endpoint the primary result
 * names (with its quote), so the endpoint box is filled whenever the sources name one.
 */
export function primaryEndpointLine(f: Facts): Sourced<string> | null {
  if (f.primary_endpoint) return f.primary_endpoint;
  const st = primaryStatement(f);
  return st?.endpoint && st.endpointSource ? { value: st.endpoint, source: st.endpointSource } : null;
}
