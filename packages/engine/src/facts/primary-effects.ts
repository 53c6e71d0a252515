/**
 * Effects the paper itself ties to its primary endpoint: a sentence that defines the primary (or co-primary)
 * outcome names the effect's endpoint before any "secondary" ("Primary outcomes were changes in cognitive
 * performance …, measured with MoCA, MMSE, NTB, and CGNT scores"; "The coprimary outcomes were (1) left
 * ventricular end-systolic volume index …"). Names are compared whole, through the document's abbreviations.
 */
import type { Effect } from '@prowrite/contracts';
import type { DocContext } from './context';

const DEFINES_PRIMARY =
  /\b(?:co-?)?primary\s+(?:(?:efficacy|effectiveness|study|trial)\s+)?(?:end[- ]?points?|outcomes?|outcome\s+measures?|variables?)\b/i;
const SKIPPED_KINDS = new Set(['introduction', 'discussion', 'references']);

/** A name compared whole: lower case, hyphens and spaces one space, the typographic dashes plain. */
const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[‐‑–—-]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The name as printed, with each abbreviation spelled out, and the abbreviation of a spelled-out name. */
export function nameVariants(name: string, glossary: Map<string, string>): string[] {
  const out = new Set([name]);
  const expanded = name.replace(
    /(?<![\w-])([A-Za-z][A-Za-z0-9\-+/]{1,9})(?![\w-])/g,
    (w) => glossary.get(w) ?? w,
  );
  out.add(expanded);
  for (const [short, long] of glossary) if (norm(long) === norm(name)) out.add(short);
  return [...out].filter((v) => v.trim().length >= 2);
}

/**
 * A name specific enough to be found in a sentence: two words or more, or an abbreviation or a name with a
 * digit ("MMSE", "IL-6"); a single common word ("survival", "death") names a kind of event, not one endpoint.
 */
function specific(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length >= 2 || /[A-Z].*[A-Z0-9]|\d/.test(name);
}

// A results heading that names the primary outcome: "Results › Primary outcome", "Primary end point".
const PRIMARY_HEADING = /\bprimary\s+(?:efficacy\s+)?(?:end[- ]?points?|outcomes?|analysis)\s*$/i;

/**
 * The estimate reported first under a results heading that names the primary outcome, when its sentence names
 * only the comparison ("The adjusted difference between group at the end of the study was −1.06 pg/mL"): the
 * heading names its endpoint. One per heading; an estimate naming an endpoint of its own is left alone.
 */
function underPrimaryHeading(ctx: DocContext, effects: Effect[]): Set<Effect> {
  const out = new Set<Effect>();
  const done = new Set<string>();
  for (const s of ctx.sentences) {
    if (s.isReference || s.part !== 'results') continue;
    const heading = s.section.split('›').pop()?.trim() ?? '';
    if (!PRIMARY_HEADING.test(heading) || /secondary/i.test(heading) || done.has(s.section)) continue;
    const here = effects.find(
      (e) => e.source.page === s.page && s.text.includes(e.source.quote.slice(0, 40)),
    );
    if (!here) continue;
    done.add(s.section);
    if (!here.endpoint.trim()) out.add(here);
  }
  return out;
}

export function markPrimaryEffects(
  ctx: DocContext,
  effects: Effect[],
  glossary: Map<string, string>,
): Effect[] {
  const headed = underPrimaryHeading(ctx, effects);
  const defining = ctx.sentences
    .filter((s) => !s.isReference && !SKIPPED_KINDS.has(s.kind))
    .map((s) => {
      const at = s.text.search(DEFINES_PRIMARY);
      if (at < 0) return null;
      const rest = s.text.slice(at);
      const secondary = rest.search(/\bsecondary\b/i);
      return norm(secondary < 0 ? rest : rest.slice(0, secondary));
    })
    .filter((t): t is string => t !== null);
  return effects.map((e) => {
    if (headed.has(e)) return { ...e, primary: true };
    const name = e.endpoint.trim();
    if (!name || !specific(name)) return e;
    const variants = nameVariants(name, glossary).map(norm);
    return defining.some((d) => variants.some((v) => d.includes(v))) ? { ...e, primary: true } : e;
  });
}
