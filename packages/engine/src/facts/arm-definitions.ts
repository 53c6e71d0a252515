/**
 * Arms defined one per line, as protocol synopses and some methods sections write them:
 * "Arm A (experimental arm): Lenvatinib 12 mg by mouth once daily", "Arm B (control arm): Sorafenib 400 mg
 * by mouth twice daily", "Group 2: placebo". A label-only arm ("Arm A") takes its definition's name and plan.
 */
import type { Arm, Provenance } from '@prowrite/contracts';
import type { ArmNames } from './arm-match';
import { armName } from './arm-statements';
import type { DocContext, Sentence } from './context';

const DEFINITION =
  /^(?:treatment\s+|study\s+)?(arm|group|cohort)\s+([A-Z]|\d{1,2}|[IV]{1,3})\b\s*(?:\(([^()]{1,40})\))?\s*[:=–-]\s*(\S.{1,300})$/i;
const LABEL_ONLY = /^(?:treatment\s+|study\s+)?(arm|group|cohort)\s+([A-Z]|\d{1,2}|[IV]{1,3})$/i;

type Definition = { sentence: Sentence; label: string; role: string | null; desc: string; descAt: number };

/** The definitions of the document, by upper-cased label ("A", "2"); the first definition of a label wins. */
export function findArmDefinitions(ctx: DocContext): Map<string, Definition> {
  const found = new Map<string, Definition>();
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    const m = s.text.trim().match(DEFINITION);
    if (!m) continue;
    const label = m[2]!.toUpperCase();
    if (found.has(label)) continue;
    const desc = m[4]!.replace(/[\s.;]+$/, '');
    found.set(label, { sentence: s, label, role: m[3]?.trim() ?? null, desc, descAt: s.text.indexOf(m[4]!) });
  }
  return found;
}

/**
 * Arms named only by their label take the name and plan of their definition; with no arms found otherwise,
 * two or more definitions are the arms.
 */
export function applyArmDefinitions(
  ctx: DocContext,
  arms: Arm[],
  names: ArmNames[],
): { arms: Arm[]; names: ArmNames[] } {
  const defs = findArmDefinitions(ctx);
  if (defs.size === 0) return { arms, names };
  if (arms.length === 0) {
    if (defs.size < 2) return { arms, names };
    const list = [...defs.values()];
    return {
      arms: list.map((d) => defined(ctx, d, null)),
      names: list.map((d) => ({ name: nameOf(d).name, aliases: aliasesOf(d) })),
    };
  }
  const outArms = [...arms];
  const outNames = names.map((n) => ({ name: n.name, aliases: [...n.aliases] }));
  arms.forEach((arm, i) => {
    const m = arm.name.value.trim().match(LABEL_ONLY);
    const def = m ? defs.get(m[2]!.toUpperCase()) : undefined;
    if (!def) return;
    outArms[i] = defined(ctx, def, arm);
    outNames[i] = {
      name: nameOf(def).name,
      aliases: [...outNames[i]!.aliases, arm.name.value, ...aliasesOf(def)],
    };
  });
  return { arms: outArms, names: outNames };
}

function defined(ctx: DocContext, d: Definition, arm: Arm | null): Arm {
  const { name, offset } = nameOf(d);
  const at = d.sentence.start + d.descAt;
  const source = (start: number, end: number): Provenance => ctx.source(d.sentence, start, end);
  return {
    label:
      arm?.label ?? (/^[A-H]$/.test(d.label) ? d.label : String.fromCharCode(64 + Number(d.label) || 65)),
    name: { value: name, source: source(at + offset, at + offset + name.length) },
    plan: { value: d.desc, source: source(at, at + d.desc.length) },
    n: arm?.n ?? null,
  };
}

function nameOf(d: Definition): { name: string; offset: number } {
  return armName(d.desc);
}

function aliasesOf(d: Definition): string[] {
  const role = d.role?.replace(/\s+(?:arm|group)$/i, '').trim();
  return [`arm ${d.label}`, `group ${d.label}`, ...(role ? [role] : [])];
}
