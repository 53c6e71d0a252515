/**
 * Plans stated in a sentence of their own: "The intervention consisted of a self-rating scale used in
 * monthly consultations", "The exercise arm comprised three supervised sessions a week". An arm named by its
 * role ("intervention") or shortly takes its plan from such a sentence.
 */
import type { ArmNames } from './arm-match';
import type { DocContext, Sentence } from './context';

export type PlanDefinition = { text: string; sentence: Sentence; start: number; end: number };

const VERB =
  '(?:consisted\\s+of|consists\\s+of|comprised|comprises|involved|involves|entailed|was\\s+based\\s+on)';
const PART = '(?:\\s+(?:group|arm|condition|programme|program|package))?';
const SKIPPED = new Set(['introduction', 'discussion', 'references']);

/** For each arm (by index), the first sentence in the abstract, methods or synopsis that defines its plan. */
export function findPlanDefinitions(ctx: DocContext, names: ArmNames[]): (PlanDefinition | undefined)[] {
  const patterns = names.map((arm) => {
    const alternatives = [arm.name, ...arm.aliases]
      .filter((a) => a.trim().length >= 2)
      .map((a) => a.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .sort((a, b) => b.length - a.length);
    return new RegExp(
      `^\\s*(?:the|our)\\s+(?:${alternatives.join('|')})${PART}\\s+${VERB}\\s+(\\S.{4,300})$`,
      'i',
    );
  });
  const found: (PlanDefinition | undefined)[] = names.map(() => undefined);
  for (const s of ctx.sentences) {
    if (s.isReference || SKIPPED.has(s.kind)) continue;
    patterns.forEach((re, i) => {
      if (found[i]) return;
      const m = s.text.match(re);
      if (!m) return;
      const text = m[1]!.replace(/[\s.;]+$/, '');
      const at = s.text.indexOf(m[1]!);
      found[i] = { text, sentence: s, start: s.start + at, end: s.start + at + text.length };
    });
  }
  return found;
}
