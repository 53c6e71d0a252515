import type { ResolvedLine, ResolvedRun } from '../model';
import { EM_PER_UNIT, glyphUnits, isCjk, scriptGapUnits, specUnits } from './glyph-width';

/**
 * Line wrapping on the deterministic width estimate (glyph-width.ts): Latin wraps between words, CJK between
 * characters; closing punctuation stays with the character before it, an opening bracket with the one after.
 */

interface StyledChar {
  ch: string;
  run: number;
  units: number;
  spec: number;
}

interface Token {
  chars: StyledChar[];
  units: number;
  spec: number;
  space: boolean;
}

const CLOSING = new Set([...'，。、；：！？）》」』】〕”’…%‰·,.;:!?)]}']);
const OPENING = new Set([...'（《「『【〔“‘']);

/** Latin letters, digits and signs such as – ≥ ± µ stay together in a word (0.51–0.75, ≥50%). */
function isWordChar(ch: string): boolean {
  return ch !== ' ' && !isCjk(ch);
}

function append(token: Token, c: StyledChar) {
  token.chars.push(c);
  token.units += c.units;
  token.spec += c.spec;
}

function tokenise(runs: ReadonlyArray<ResolvedRun>, bold: boolean): Token[] {
  const tokens: Token[] = [];
  let word: Token | null = null;
  let glueNext = false;
  let prevCh: string | undefined;
  runs.forEach((run, runIndex) => {
    const runBold = run.bold ?? bold;
    for (const raw of run.text) {
      const ch = raw === '\t' ? ' ' : raw;
      // The gap between scripts counts with the character after it (a line start gets it too: harmless).
      const units = glyphUnits(ch, runBold) + scriptGapUnits(prevCh, ch);
      prevCh = ch;
      const c: StyledChar = { ch, run: runIndex, units, spec: specUnits(ch) };
      if (ch === ' ') {
        word = null;
        glueNext = false;
        tokens.push({ chars: [c], units: c.units, spec: c.spec, space: true });
        continue;
      }
      const prev = tokens[tokens.length - 1];
      const inWord = isWordChar(ch);
      if (prev && !prev.space && (glueNext || (inWord && word === prev) || CLOSING.has(ch))) {
        // Same word, the character after an opening bracket, or closing punctuation: no break before it.
        append(prev, c);
        glueNext = OPENING.has(ch);
        word = inWord ? prev : null;
        continue;
      }
      const token: Token = { chars: [c], units: c.units, spec: c.spec, space: false };
      tokens.push(token);
      word = inWord ? token : null;
      glueNext = OPENING.has(ch);
    }
  });
  return tokens;
}

function toLine(chars: StyledChar[], runs: ReadonlyArray<ResolvedRun>, fontSize: number): ResolvedLine {
  let start = 0;
  let end = chars.length;
  while (start < end && chars[start]!.ch === ' ') start++;
  while (end > start && chars[end - 1]!.ch === ' ') end--;
  const out: ResolvedRun[] = [];
  let units = 0;
  let lastRun = -1;
  for (let i = start; i < end; i++) {
    const c = chars[i]!;
    units += c.units;
    if (c.run === lastRun) out[out.length - 1]!.text += c.ch;
    else {
      out.push({ ...runs[c.run], text: c.ch });
      lastRun = c.run;
    }
  }
  return { runs: out, width: round2(units * fontSize * EM_PER_UNIT) };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface WrapOptions {
  maxWidth: number;
  fontSize: number;
  /** The element's weight; a run's own `bold` wins. */
  bold?: boolean;
  /** Caps a line at this many spec characters (measureText units): the grouped layout's 60-character rows. */
  maxSpecUnitsPerLine?: number;
}

/** Wraps styled runs into lines no wider than maxWidth. An empty input gives one empty line. */
export function wrapRuns(runs: ReadonlyArray<ResolvedRun>, opts: WrapOptions): ResolvedLine[] {
  const limit = opts.maxWidth / (opts.fontSize * EM_PER_UNIT) + 1e-9;
  const specLimit = opts.maxSpecUnitsPerLine ?? Number.POSITIVE_INFINITY;
  const lines: StyledChar[][] = [];
  let current: StyledChar[] = [];
  let units = 0;
  let spec = 0;
  const fits = (u: number, s: number) => units + u <= limit && spec + s <= specLimit;
  const add = (chars: StyledChar[], u: number, s: number) => {
    current.push(...chars);
    units += u;
    spec += s;
  };
  const flush = () => {
    lines.push(current);
    current = [];
    units = 0;
    spec = 0;
  };
  for (const token of tokenise(runs, opts.bold ?? false)) {
    if (token.space) {
      if (current.length === 0) continue;
      if (fits(token.units, token.spec)) add(token.chars, token.units, token.spec);
      else flush();
      continue;
    }
    if (fits(token.units, token.spec)) {
      add(token.chars, token.units, token.spec);
      continue;
    }
    if (current.length > 0 && token.units <= limit && token.spec <= specLimit) {
      flush();
      add(token.chars, token.units, token.spec);
      continue;
    }
    // A word longer than a whole line breaks between characters (every line takes at least one). Closing
    // punctuation never starts a line: the character before it goes down with it ("0.62）|，" -> "0.6|2），").
    for (const c of token.chars) {
      if (current.length > 0 && !fits(c.units, c.spec)) {
        const carried: StyledChar[] = [];
        for (let next = c; CLOSING.has(next.ch) && current.length > 1; ) {
          next = current.pop()!;
          carried.unshift(next);
          units -= next.units;
          spec -= next.spec;
        }
        flush();
        for (const k of carried) add([k], k.units, k.spec);
      }
      add([c], c.units, c.spec);
    }
  }
  if (current.length > 0 || lines.length === 0) lines.push(current);
  const result = lines.map((chars) => toLine(chars, runs, opts.fontSize));
  while (result.length > 1 && result[result.length - 1]!.runs.length === 0) result.pop();
  return result;
}

/** Cuts a line so that it ends with an ellipsis and stays within maxWidth. */
export function ellipsise(
  line: ResolvedLine,
  maxWidth: number,
  fontSize: number,
  bold = false,
): ResolvedLine {
  const unitPx = fontSize * EM_PER_UNIT;
  const chars: { ch: string; run: number; units: number }[] = [];
  let prev: string | undefined;
  line.runs.forEach((run, index) => {
    for (const ch of run.text) {
      chars.push({ ch, run: index, units: glyphUnits(ch, run.bold ?? bold) + scriptGapUnits(prev, ch) });
      prev = ch;
    }
  });
  let units = chars.reduce((sum, c) => sum + c.units, 0);
  const ellipsisUnits = glyphUnits('…');
  while (chars.length > 0 && (units + ellipsisUnits) * unitPx > maxWidth + 1e-9) units -= chars.pop()!.units;
  while (chars.length > 0 && chars[chars.length - 1]!.ch === ' ') units -= chars.pop()!.units;
  const runs: ResolvedRun[] = line.runs.map((run) => ({ ...run, text: '' }));
  for (const c of chars) runs[c.run]!.text += c.ch;
  const kept = runs.filter((r) => r.text.length > 0);
  const last = kept[kept.length - 1];
  if (last) last.text += '…';
  else kept.push({ ...(line.runs[0] ?? {}), text: '…' });
  return { runs: kept, width: round2((units + ellipsisUnits) * unitPx) };
}

export function lineText(line: ResolvedLine): string {
  return line.runs.map((r) => r.text).join('');
}
