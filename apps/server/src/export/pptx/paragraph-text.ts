import type { ResolvedParagraph, ResolvedRun } from '@prowrite/layouts';
import { xmlSafe } from './units';

/** Same look: runs that differ in none of these merge into one. */
const sameStyle = (a: ResolvedRun, b: ResolvedRun) =>
  a.colour === b.colour && a.bold === b.bold && a.highlight === b.highlight;

/**
 * A resolved paragraph's runs as one unbroken paragraph for a viewer that wraps by itself: the resolver's lines
 * joined again. The resolver drops the spaces at its line ends; one comes back where the paragraph's own text
 * has it (`source`, the paragraph as written) or, without a matching source, between two Latin words.
 * Newlines inside a run become spaces (a paragraph has no hard break of its own).
 */
export function paragraphRuns(p: ResolvedParagraph, source?: string): ResolvedRun[] {
  const text = source?.replace(/\t/g, ' ');
  let at = 0;
  let aligned = text !== undefined;
  const out: ResolvedRun[] = [];
  const push = (run: ResolvedRun, piece: string) => {
    const last = out[out.length - 1];
    if (last && sameStyle(last, run)) last.text += piece;
    else out.push({ ...run, text: piece });
  };
  p.lines.forEach((line, li) => {
    const lineText = line.runs.map((r) => r.text).join('');
    if (li > 0 && out.length > 0 && lineText) {
      const before = out.map((r) => r.text).join('');
      let space: boolean;
      if (aligned && text) {
        const skipped = /^ +/.exec(text.slice(at))?.[0].length ?? 0;
        space = skipped > 0;
        at += skipped;
      } else space = /[A-Za-z0-9.,;:)%]$/.test(before) && /^[A-Za-z0-9(]/.test(lineText);
      if (space) out[out.length - 1]!.text += ' ';
    }
    for (const run of line.runs) {
      if (!run.text) continue;
      if (aligned && text) {
        const want = run.text.replace(/\t/g, ' ');
        if (text.startsWith(want, at)) at += want.length;
        else aligned = false;
      }
      push(run, run.text);
    }
  });
  return out.map((r) => ({ ...r, text: xmlSafe(r.text).replace(/\s*[\r\n]+\s*/g, ' ') }));
}
