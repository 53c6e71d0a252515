/** Names of time-to-event and other common endpoints, to label hazard ratios and medians. */

const TERMS: [RegExp, string][] = [
  [/\boverall survival\b|\bOS\b/i, 'overall survival'],
  [/\bprogression[- ]free survival\b|\bPFS\b/i, 'progression-free survival'],
  [/\bdisease[- ]free survival\b|\bDFS\b/i, 'disease-free survival'],
  [/\bevent[- ]free survival\b|\bEFS\b/i, 'event-free survival'],
  [/\brecurrence[- ]free survival\b|\bRFS\b/i, 'recurrence-free survival'],
  [/\brelapse[- ]free survival\b/i, 'relapse-free survival'],
  [/\bmetastasis[- ]free survival\b|\bMFS\b/i, 'metastasis-free survival'],
  [/\btime to (?:disease )?progression\b|\bTTP\b/i, 'time to progression'],
  [/\btime to treatment failure\b|\bTTF\b/i, 'time to treatment failure'],
  [/\bduration of response\b|\bDOR\b/i, 'duration of response'],
  [/\bpost-?operative survival\b/i, 'post-operative survival'],
  [/\b(?:cardiovascular|CV) death\b/i, 'cardiovascular death'],
  [
    /\bhospitali[sz]ation for heart failure\b|\bheart failure hospitali[sz]ation\b/i,
    'hospitalisation for heart failure',
  ],
  [/\bmajor adverse cardi\w+ events?\b|\bMACE\b/i, 'major adverse cardiovascular events'],
  [/\bprimary (?:composite )?(?:end ?point|outcome)\b/i, 'primary endpoint'],
  [/\b(?:all-cause )?mortality\b/i, 'mortality'],
  [/\bdisease progression\b|\bprogression\b/i, 'progression'],
  [/\bdeath\b|\bdied\b/i, 'death'],
  [/\bsurvival\b/i, 'survival'],
];

/**
 * The endpoint a value at `valueAt` speaks of: the nearest term before the mention (within its clause),
 * else the nearest after it in the sentence. `mentionAt` is where "HR"/"median" starts.
 */
export function findEndpointTerm(sentence: string, mentionAt: number, valueAt: number): string | null {
  const before = sentence.slice(0, mentionAt);
  const between = sentence.slice(mentionAt, valueAt);
  const inBetween = nearest(between, 'first');
  if (inBetween) return inBetween;
  const clauseStart = Math.max(before.lastIndexOf(';'), before.lastIndexOf('. '), 0);
  const local = nearest(before.slice(clauseStart), 'last');
  if (local) return local;
  return nearest(sentence.slice(valueAt, valueAt + 120), 'first') ?? nearest(before, 'last');
}

function nearest(text: string, which: 'first' | 'last'): string | null {
  const hits: { start: number; end: number; name: string }[] = [];
  for (const [re, name] of TERMS) {
    const global = new RegExp(re.source, 'gi');
    for (let m = global.exec(text); m; m = global.exec(text))
      hits.push({ start: m.index, end: m.index + m[0].length, name });
  }
  // "survival" inside "overall survival" is the same mention: keep the longest.
  const whole = hits.filter(
    (h) =>
      !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
  );
  if (whole.length === 0) return null;
  whole.sort((a, b) => a.start - b.start);
  return (which === 'first' ? whole[0] : whole[whole.length - 1])!.name;
}

/** The endpoint named right after "median" ("median overall survival", "median PFS"), or null. */
export function endpointAfterMedian(text: string): string | null {
  for (const [re, name] of TERMS) {
    const m = text.match(new RegExp(`^\\s*(?:${re.source})`, 'i'));
    if (m) return name;
  }
  return null;
}

// Terms that name a kind of event, not one endpoint: "survival" alone is not "overall survival".
const GENERIC = new Set(['primary endpoint', 'mortality', 'progression', 'death', 'survival']);

/**
 * The one standard endpoint a name stands for, whichever way it is written ("OS (overall survival)",
 * "overall survival (OS)", "OS" are all "overall survival"); null when it names none or several.
 */
export function standardEndpoint(name: string): string | null {
  const found = new Set<string>();
  for (const [re, term] of TERMS) if (!GENERIC.has(term) && re.test(name)) found.add(term);
  return found.size === 1 ? [...found][0]! : null;
}
