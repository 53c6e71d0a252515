/**
 * Plans stated in a sentence of their own: "The intervention consisted of a self-rating scale used in
 * monthly consultations", "The exercise arm comprised three supervised sessions a week". An arm named by its
 * role ("intervention") or shortly takes its plan from such a sentence.
 */
import { type ArmNames, armTokens } from './arm-match';
import type { DocContext, Sentence } from './context';

export type PlanDefinition = { text: string; sentence: Sentence; start: number; end: number };

const VERB =
  '(?:consisted\\s+of|consists\\s+of|comprised|comprises|involved|involves|entailed|was\\s+based\\s+on)';
// The verb is left out of the plan, except a negation ("did not receive sham EMS") that the plan needs.
const RECEIVED =
  '(?:(?:received|receives|were\\s+given|was\\s+given|underwent|were\\s+treated\\s+with)\\s+|(?=(?:did|do)\\s+not\\s+receive\\s))';
const PART = '(?:\\s+(?:group|arm|condition|programme|program|package))?';
const SKIPPED = new Set(['introduction', 'discussion', 'references']);

/** For each arm (by index), the first sentence in the abstract, methods or synopsis that defines its plan. */
export function findPlanDefinitions(ctx: DocContext, names: ArmNames[]): (PlanDefinition | undefined)[] {
  const patterns = names.map((arm) => {
    const alternatives = [arm.name, ...arm.aliases]
      .filter((a) => a.trim().length >= 2)
      .map((a) => a.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .sort((a, b) => b.length - a.length);
    const alt = alternatives.join('|');
    return [
      new RegExp(`^\\s*(?:the|our)\\s+(?:${alt})${PART}\\s+${VERB}\\s+(\\S.{4,300})$`, 'i'),
      // "Patients assigned to the EMS group received daily EMS sessions …", "Participants in the control arm
      // did not receive sham EMS": what the arm's patients got, read where they are named by their arm.
      new RegExp(
        `^\\s*(?:all\\s+)?(?:patients|participants|subjects|children|women|men)\\s+(?:(?:who\\s+were\\s+)?(?:randomly\\s+)?(?:assigned|allocated|randomi[sz]ed)\\s+to|in)\\s+the\\s+(?:${alt})${PART}\\s+${RECEIVED}(\\S.{4,300})$`,
        'i',
      ),
    ];
  });
  const found: (PlanDefinition | undefined)[] = names.map(() => undefined);
  for (const s of ctx.sentences) {
    if (s.isReference || SKIPPED.has(s.kind)) continue;
    patterns.forEach((res, i) => {
      if (found[i]) return;
      const m = res.map((re) => s.text.match(re)).find((x) => x);
      if (!m) return;
      const text = m[1]!.replace(/[\s.;]+$/, '');
      // A plan is a noun phrase: one holding a clause of its own ("did not receive …", "… who were …") would
      // read as a sentence left open in a box.
      if (CLAUSE.test(text)) return;
      const at = s.text.indexOf(m[1]!);
      found[i] = { text, sentence: s, start: s.start + at, end: s.start + at + text.length };
    });
  }
  // "42 of 82 shops were randomized to receive text message reminders": the one arm named by its role
  // ("intervention") beside a control gets what the assignment names.
  const role = names.map((n) => ROLE.test(n.name.trim()));
  const controls = names.map((n) => CONTROL.test(n.name));
  const target = role.indexOf(true);
  if (
    target >= 0 &&
    !found[target] &&
    role.filter(Boolean).length === 1 &&
    controls.filter(Boolean).length === names.length - 1
  ) {
    for (const s of ctx.sentences) {
      if (s.isReference || SKIPPED.has(s.kind)) continue;
      const m = s.text.match(ASSIGNED_TO);
      if (!m || CONTROL.test(m[1]!)) continue;
      const text = m[1]!.replace(/[\s.;]+$/, '');
      const at = s.text.indexOf(m[1]!);
      found[target] = { text, sentence: s, start: s.start + at, end: s.start + at + text.length };
      break;
    }
  }
  return found;
}

const CLAUSE = /\b(?:was|were|is|are|had|has|did|showed|received|resulted)\b/i;
const ROLE = /^(?:intervention|experimental|active|treatment)$/i;
const CONTROL = /\b(?:control|usual|placebo|standard|sham|no\s+intervention)\b/i;
const ASSIGNED_TO =
  /\b(?:were|was)\s+(?:randomly\s+)?(?:randomi[sz]ed|assigned|allocated)\s+to\s+(?:receive\s+)?([a-z].{4,200})$/i;

// A route, form or schedule: the plan says how the arm's treatment is given.
const GIVEN =
  /\b(?:daily|weekly|monthly|twice|once|every|orally|oral|intravenous(?:ly)?|subcutaneous(?:ly)?|infusions?|injections?|tablets?|capsules?|sessions?|cycles?)\b/i;
// Words that say which arm, not what it gives.
const ARM_WORDS =
  /^(?:group|groups|arm|arms|treatment|therapy|ratio|assigned|allocated|randomi[sz]ed|receiving|patients)$/;

/**
 * A plan that only restates its arm: no dose, route or schedule, no word beyond the arm's name and words that
 * name an arm ("the control group", "the Genoss DES™", "Promus Element™ group at a 1:1 ratio").
 */
export function restatesArm(plan: string, name: string): boolean {
  const own = new Set(armTokens(name));
  const text = plan
    .replace(/[([]\s*n\s*=\s*\d+\s*[)\]]/gi, ' ')
    .replace(/\b(?:in|at)\s+an?\s+\d+\s*:\s*\d+(?:\s*:\s*\d+)?\s+ratio\b/gi, ' ')
    .replace(/[™®©'‘’“”"]/g, ' ');
  if (/\d/.test(text) || GIVEN.test(text)) return false;
  return armTokens(text).every((t) => own.has(t) || ARM_WORDS.test(t));
}
