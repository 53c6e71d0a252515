/** Deciding which arm a phrase such as "in the EOC group" or "vernakalant (n = 145)" speaks of. */

export type ArmNames = { name: string; aliases: string[] };

const STOP = new Set([
  'the',
  'and',
  'plus',
  'with',
  'without',
  'group',
  'groups',
  'arm',
  'arms',
  'alone',
  'patients',
  'participants',
  'treatment',
  'therapy',
  'daily',
  'once',
  'twice',
  'dose',
  'doses',
  'for',
  'who',
  'were',
  'was',
  'received',
  'receiving',
  'given',
  'standard',
  'study',
  'drug',
]);

export function armTokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9+\-/]{2,}/g) ?? []).filter((t) => !STOP.has(t));
}

/**
 * Index of the arm `phrase` names, or -1. An alias at the phrase's edge wins (longest first); otherwise a
 * word that only one arm has.
 */
export function matchArm(phrase: string, arms: ArmNames[], edge: Edge = 'any'): number {
  const p = phrase.toLowerCase().trim();
  let best = -1;
  let bestLength = 0;
  arms.forEach((arm, i) => {
    for (const alias of [arm.name, ...arm.aliases]) {
      const a = alias.toLowerCase().trim();
      if (a.length < 2) continue;
      if (aliasAt(p, a, edge) && a.length > bestLength) {
        best = i;
        bestLength = a.length;
      }
    }
  });
  if (best >= 0) return best;
  const tokens = arms.map((a) => new Set(armTokens([a.name, ...a.aliases].join(' '))));
  const phraseTokens = new Set(armTokens(p));
  const scores = tokens.map((own, i) => {
    let score = 0;
    for (const t of own) {
      if (!phraseTokens.has(t)) continue;
      const shared = tokens.some((other, j) => j !== i && other.has(t));
      if (!shared) score++;
    }
    return score;
  });
  const top = Math.max(0, ...scores);
  if (top === 0 || scores.filter((s) => s === top).length > 1) return -1;
  return scores.indexOf(top);
}

/** Where an alias must sit in the phrase: at its start or end, anywhere, or be the whole phrase. */
export type Edge = 'start' | 'end' | 'any' | 'exact';

function aliasAt(phrase: string, alias: string, edge: Edge): boolean {
  if (edge === 'exact') return phrase === alias;
  const esc = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const b = '(?<![\\w+\\-/])';
  // "the intervention-group": a hyphen to "group" or "arm" still ends the name.
  const a = '(?![\\w+/])(?!-(?!(?:group|arm)s?\\b))';
  if (edge === 'start') return new RegExp(`^(?:the\\s+)?${esc}${a}`).test(phrase);
  if (edge === 'end') return new RegExp(`${b}${esc}$`).test(phrase);
  return new RegExp(`${b}${esc}${a}`).test(phrase);
}
