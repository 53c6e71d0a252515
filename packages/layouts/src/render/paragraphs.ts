import type { ContentItem } from '@prowrite/contracts';
import type { ResolvedRun } from '../model';
import { sanitiseContentColour } from './colour';
import { isTocItem, plainText, textGroups } from './content';

/** A paragraph before wrapping, with where it came from (for splitting long content over slides). */
export interface ParagraphSource {
  kind: 'body' | 'bullet' | 'groupTitle';
  runs: ResolvedRun[];
  /** Entry index (list entry or group) and bullet index within a group. */
  item?: number;
  sub?: number;
  /** Caps a line at this many measured characters (group titles). */
  rowChars?: number;
  colour?: string;
}

/** Splits runs at newlines: each line of the text becomes its own paragraph. */
function splitRunsAtNewlines(runs: ResolvedRun[]): ResolvedRun[][] {
  const paragraphs: ResolvedRun[][] = [[]];
  for (const run of runs) {
    const parts = run.text.replace(/\r\n?/g, '\n').split('\n');
    parts.forEach((part, i) => {
      if (i > 0) paragraphs.push([]);
      if (part) paragraphs[paragraphs.length - 1]!.push({ ...run, text: part });
    });
  }
  // Blank lines at the ends carry nothing.
  while (paragraphs.length > 0 && paragraphs[0]!.length === 0) paragraphs.shift();
  while (paragraphs.length > 0 && paragraphs[paragraphs.length - 1]!.length === 0) paragraphs.pop();
  return paragraphs;
}

export function textRuns(item: ContentItem, highlightColour: string): ResolvedRun[] {
  if (item.text_arr && item.text_arr.length > 0) {
    return item.text_arr.map((seg) => {
      const colour = sanitiseContentColour(seg.color) ?? (seg.highlight ? highlightColour : undefined);
      return {
        text: seg.text,
        ...(colour ? { colour } : {}),
        ...(seg.highlight ? { highlight: true, bold: true } : {}),
      };
    });
  }
  return [{ text: item.text ?? '' }];
}

export interface ParagraphOptions {
  bullets: boolean;
  highlightColour: string;
  groupTitleColour?: string;
  groupTitleRowChars?: number;
}

/** The paragraphs a text box shows for a content item of any textual kind. */
export function paragraphsOf(item: ContentItem | undefined, opts: ParagraphOptions): ParagraphSource[] {
  if (!item) return [];
  const listKind = opts.bullets ? 'bullet' : 'body';
  switch (item.type) {
    case 'text':
    case 'highlight':
      if (!plainText(item).trim()) return [];
      return splitRunsAtNewlines(textRuns(item, opts.highlightColour)).map((runs) => ({
        kind: 'body',
        runs,
      }));
    case 'array':
    case 'list':
      return (item.list ?? []).flatMap((entry, index): ParagraphSource[] => {
        const text = isTocItem(entry)
          ? [entry.chapter_num, entry.text].filter((v) => v !== undefined && v !== '').join('  ')
          : entry;
        return text.trim() ? [{ kind: listKind, runs: [{ text: text.trim() }], item: index }] : [];
      });
    case 'text_group':
      return textGroups(item).flatMap((group, index): ParagraphSource[] => {
        const out: ParagraphSource[] = [];
        if (group.title.trim()) {
          out.push({
            kind: 'groupTitle',
            runs: [{ text: group.title.trim(), bold: true }],
            item: index,
            ...(opts.groupTitleRowChars ? { rowChars: opts.groupTitleRowChars } : {}),
            ...(opts.groupTitleColour ? { colour: opts.groupTitleColour } : {}),
          });
        }
        group.bullets.forEach((b, sub) => {
          if (b.trim()) out.push({ kind: listKind, runs: [{ text: b.trim() }], item: index, sub });
        });
        return out;
      });
    default:
      return [];
  }
}

export function paragraphsOfStrings(texts: string[], kind: ParagraphSource['kind']): ParagraphSource[] {
  return texts.filter((t) => t.trim()).map((t, index) => ({ kind, runs: [{ text: t.trim() }], item: index }));
}

export function paragraphsOfText(text: string): ParagraphSource[] {
  return splitRunsAtNewlines([{ text }]).map((runs) => ({ kind: 'body', runs }));
}
