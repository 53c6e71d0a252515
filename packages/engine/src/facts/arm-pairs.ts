/**
 * Arms known only from how the paper speaks of them: "in the intervention and control arms", "between
 * control and intervention groups" (cluster and behavioural trials often never list them after an
 * assignment verb). A pair of names said together with "arms"/"groups" at least twice makes a weak
 * statement of the arms, used only when no sentence assigns patients to named arms.
 */
import { type ArmStatement, splitArms } from './arm-statements';
import type { Sentence } from './context';

const PAIR =
  /\b(?:the\s+)?([A-Za-z][\w-]{2,25})\s+(?:and|or|vs\.?|versus)\s+(?:the\s+)?([A-Za-z][\w-]{2,25})\s+(?:arms|groups)\b/gi;
/** Words that quantify or qualify arms rather than name one. */
const NOT_A_NAME =
  /^(?:both|all|each|two|three|four|five|other|these|those|their|respective|different|randomi[sz]ed|study|treatment|age|sex|gender|between|among|across|in|of|for)$/i;
const SKIPPED = new Set(['introduction', 'discussion', 'references']);
/** Below any sentence that lists arms after an assignment verb. */
const PAIR_SCORE = 0.1;

export function findArmPairs(sentences: Sentence[]): ArmStatement[] {
  const mentions = new Map<string, { sentence: Sentence; from: number; to: number }[]>();
  for (const s of sentences) {
    if (s.isReference || SKIPPED.has(s.kind)) continue;
    PAIR.lastIndex = 0;
    for (let m = PAIR.exec(s.text); m; m = PAIR.exec(s.text)) {
      const [a, b] = [m[1]!, m[2]!];
      if (NOT_A_NAME.test(a) || NOT_A_NAME.test(b) || a.toLowerCase() === b.toLowerCase()) continue;
      const key = [a.toLowerCase(), b.toLowerCase()].sort().join('|');
      const from = m.index + m[0].match(/^(?:the\s+)?/i)![0].length;
      const to = m.index + m[0].length - m[0].match(/\s+(?:arms|groups)$/i)![0].length;
      mentions.set(key, [...(mentions.get(key) ?? []), { sentence: s, from, to }]);
    }
  }
  const out: ArmStatement[] = [];
  for (const list of mentions.values()) {
    if (list.length < 2) continue;
    const first = list[0]!;
    const arms = splitArms(first.sentence, first.from, first.to, true);
    if (arms?.length === 2) out.push({ sentence: first.sentence, arms, score: PAIR_SCORE });
  }
  return out;
}
