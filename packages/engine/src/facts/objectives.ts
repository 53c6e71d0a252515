import type { Objective } from '@prowrite/contracts';
import type { DocContext, Sentence } from './context';

type Kind = Objective['kind'];

/** "The primary objective of this study is to …", "The main aim was to …", "Secondary aims were to …". */
const STATED =
  /\b(?:the\s+)?(primary|main|principal|secondary|exploratory|overall)?\s*(?:study\s+|trial\s+)?(objectives?|aims?|purpose)\s+(?:of\s+(?:this|our|the(?:\s+(?:present|current))?)\s+(?:study|trial|analysis|protocol)\s+)?(?:is|was|are|were|will\s+be)\s+(?:to\s+)?/i;
/** "We aimed to …", "This study aims to …", "The study was designed to …". */
const AIMED =
  /\b(?:we|this\s+(?:study|trial)|the\s+(?:present\s+)?(?:study|trial))\s+(?:aim(?:s|ed)?|(?:is|was)\s+designed)\s+to\s+/i;
/** A heading naming the kind of objective ("Primary Objective", "Secondary objectives"). */
const HEADED = /^(primary|secondary|exploratory)?\s*(?:study\s+|trial\s+)?(?:objectives?|aims?)\b/i;
/** A line inside a generic objectives section that names its kind ("Primary: To compare …"). */
const LABELLED = /^(?:[-•*]\s*)?(primary|secondary|exploratory)(?:\s+(?:objectives?|aims?))?\s*[:.-]\s*/i;

/** A run-in label the sentence starts with ("Objective: To assess …", "AIMS. To compare …"). */
const RUN_IN =
  /^(?:(?:primary|secondary|exploratory|study)\s+)?(?:objectives?|aims?|purpose)(?:\s*[:.]\s*|\s+(?=[A-Z]))/i;
/** An objective as a protocol or abstract words it: "To compare …", "To assess whether …". */
const TO_VERB = /^(?:[-•*]\s*)?to\s+[a-z]+/i;
/** Table-of-contents leaders and other lines that are mostly not words. */
const mostlyWords = (text: string) => (text.match(/\p{L}/gu)?.length ?? 0) >= text.length * 0.5;
/** Earlier work the introduction or discussion describes ("The aim of a previous trial was …"). */
const EARLIER_WORK = /\b(?:previous(?:ly)?|prior|earlier|published|reported\s+by)\b/i;

const MAX_PER_KIND = 6;
const MIN_CHARS = 12;

const kindOf = (word: string | undefined): Kind => {
  const w = (word ?? '').toLowerCase();
  if (w === 'secondary') return 'secondary';
  if (w === 'exploratory') return 'exploratory';
  return 'primary';
};

const lastPart = (section: string) => section.split('›').pop()!.trim();

/**
 * What the study set out to do, by kind: the sentences under an objectives heading (protocol synopses
 * and structured abstracts), else the sentences that state an objective or aim. Objectives of other work
 * (introduction and discussion citing earlier studies) are left out; each objective keeps its quote.
 */
export function extractObjectives(ctx: DocContext): Objective[] {
  const out: Objective[] = [];
  const seen = new Set<string>();
  const counts: Record<Kind, number> = { primary: 0, secondary: 0, exploratory: 0 };
  const add = (kind: Kind, s: Sentence, offset: number) => {
    const raw = s.text.slice(offset);
    const text = raw.trim();
    if (text.length < MIN_CHARS || counts[kind] >= MAX_PER_KIND || !mostlyWords(text)) return;
    const key = text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    counts[kind]++;
    const start = s.start + offset + (raw.length - raw.trimStart().length);
    out.push({ kind, value: text, source: ctx.source(s, start, s.end) });
  };

  for (const s of ctx.sentences) {
    if (s.isReference || s.part !== 'objectives') continue;
    const heading = HEADED.exec(lastPart(s.section));
    const label = LABELLED.exec(s.text);
    // A heading's own line ("Primary Objective") carries no objective.
    if (HEADED.test(s.text.trim()) && s.text.trim().length < 40 && !label) continue;
    if (label) {
      add(kindOf(label[1]), s, label[0].length);
      continue;
    }
    if (!heading) continue;
    const lead = RUN_IN.exec(s.text)?.[0].length ?? 0;
    const body = s.text.slice(lead);
    // Under a heading of one kind ("Secondary Objectives") every line is one; under a generic "Aims" only
    // the lines worded as an objective (a background sentence may sit there too).
    if (heading[1] || TO_VERB.test(body)) add(kindOf(heading[1]), s, lead);
    else {
      const stated = STATED.exec(body) ?? AIMED.exec(body);
      if (stated) add(kindOf(STATED.exec(body)?.[1]), s, lead + stated.index + stated[0].length);
    }
  }
  if (out.length > 0) return out;

  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'discussion' || s.kind === 'references') continue;
    if (EARLIER_WORK.test(s.text)) continue;
    const stated = STATED.exec(s.text);
    if (stated) {
      add(kindOf(stated[1]), s, stated.index + stated[0].length);
      continue;
    }
    const aimed = AIMED.exec(s.text);
    if (aimed) add('primary', s, aimed.index + aimed[0].length);
  }
  return out;
}
