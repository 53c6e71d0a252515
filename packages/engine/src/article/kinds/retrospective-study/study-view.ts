import type { Effect, Facts, Provenance, Sourced } from '@prowrite/contracts';
import type { DeckSource } from '../../../writer/context';
import type { ArticleLabels } from '../../article-labels';
import type { Phrase } from '../../study-type';
import { type TrialView, trialView } from '../../trial-view';

/**
 * What the source says the study is: observational when it names an observational design; a trial when it
 * states randomisation, blinding, a phase or a trial design and names no observational design; else unknown.
 * The writer's wording follows this, so a trial chosen for this kind is never called observational.
 */
export type StudyKind = 'observational' | 'trial' | 'unknown';

export type StudyView = TrialView & {
  kind: StudyKind;
  /** Estimates the paper calls adjusted, then the others; each endpoint's first estimate of a kind once. */
  adjusted: Effect[];
  otherEffects: Effect[];
};

const MAX_EFFECTS = 8;

function trialSignals(f: Facts): Provenance[] {
  return [f.ratio, f.blinding, f.phase, f.design, f.n_randomized]
    .filter((s): s is NonNullable<typeof s> => s !== null && s !== undefined)
    .map((s) => s.source);
}

export function studyKind(f: Facts): StudyKind {
  if (f.observational_design) return 'observational';
  return trialSignals(f).length > 0 ? 'trial' : 'unknown';
}

const effectKey = (e: Effect) => `${e.measure}|${e.endpoint.trim().toLowerCase()}|${e.adjusted ? 1 : 0}`;

function distinct(effects: Effect[]): Effect[] {
  const seen = new Set<string>();
  return effects.filter((e) => {
    const k = effectKey(e);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function studyView(source: DeckSource): StudyView {
  const view = trialView(source);
  const effects = source.facts.effects;
  return {
    ...view,
    kind: studyKind(source.facts),
    adjusted: distinct(effects.filter((e) => e.adjusted)).slice(0, MAX_EFFECTS),
    otherEffects: distinct(effects.filter((e) => !e.adjusted)).slice(0, MAX_EFFECTS),
  };
}

/** Whether a source's facts can carry a study analysis: a design, population, results or key sentences. */
export function hasStudyContent(f: Facts): boolean {
  return Boolean(
    f.observational_design ||
      f.data_source ||
      f.n_randomized ||
      f.n_included ||
      f.arms.length > 0 ||
      f.primary_endpoint ||
      f.effects.length > 0 ||
      f.results.length > 0 ||
      f.hazard_ratios.length > 0 ||
      f.key_sentences.length > 0 ||
      trialSignals(f).length > 0,
  );
}

/** The study as the text names it: "REAL3研究" / "the REAL3 study" (a trial stays "trial"), else "该研究". */
export function studyName(view: StudyView, labels: ArticleLabels): Phrase {
  const acr = view.acronym;
  if (!acr) return { text: labels.zh ? '该研究' : 'the study', sources: [] };
  const noun = view.kind === 'trial' ? 'trial' : 'study';
  return { text: labels.zh ? `${acr.value}研究` : `the ${acr.value} ${noun}`, sources: [acr.source] };
}

/**
 * The study's N: a trial's randomised number; an observational study's included number (a "randomised" count
 * read from an observational paper is not shown as randomised).
 */
export function studySize(view: StudyView): { n: Sourced<number> | null; randomised: boolean } {
  const f = view.facts;
  if (view.kind === 'observational') return { n: f.n_included ?? null, randomised: false };
  if (f.n_randomized) return { n: f.n_randomized, randomised: true };
  return { n: f.n_included ?? null, randomised: false };
}
