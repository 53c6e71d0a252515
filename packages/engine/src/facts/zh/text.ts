import type { Provenance } from '@prowrite/contracts';
import type { DocContext, Sentence } from '../context';

/**
 * A Chinese sentence made easy to match: line breaks and spaces next to Han characters or full-width
 * punctuation removed (PDF lines break anywhere in Chinese), full-width punctuation, digits and letters read
 * as their half-width forms ("（" "(", "：" ":", "∶" ":", "～" "~", "＜" "<"). `at[i]` is the page offset of
 * compact character i, so every match maps back to an exact quote of the page.
 */
export type ZhSentence = {
  sentence: Sentence;
  text: string;
  at: number[];
  /** The part of the paper it sits in, read from Chinese headings and run-in labels. */
  part: ZhPart;
  /** Inside the abstract (摘要) rather than the body. */
  abstract: boolean;
};

export type ZhPart =
  | 'front'
  | 'background'
  | 'methods'
  | 'results'
  | 'conclusion'
  | 'discussion'
  | 'references';

const WIDE = /[\uFF01-\uFF5E]/;
const SPECIAL: Record<string, string> = {
  '∶': ':',
  '～': '~',
  '〜': '~',
  '－': '-',
  '−': '-',
  '–': '-',
  '—': '-',
  '、': '、',
  '\u3000': ' ',
};
/** Characters around which whitespace is a line break inside Chinese text, not a word space. */
const TIGHT = /[\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF]/u;

function narrow(ch: string): string {
  if (SPECIAL[ch]) return SPECIAL[ch]!;
  if (WIDE.test(ch)) return String.fromCharCode(ch.charCodeAt(0) - 0xfee0);
  return ch;
}

export function compact(pageText: string, start: number, end: number): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  for (let i = start; i < end; i++) {
    const ch = pageText[i]!;
    if (/\s/.test(ch)) {
      let j = i;
      while (j < end && /\s/.test(pageText[j]!)) j++;
      const before = i > start ? pageText[i - 1]! : '';
      const after = j < end ? pageText[j]! : '';
      if (!(TIGHT.test(before) || TIGHT.test(after) || before === '' || after === '')) {
        text += ' ';
        at.push(i);
      }
      i = j - 1;
      continue;
    }
    text += narrow(ch);
    at.push(i);
  }
  return { text, at };
}

/** Run-in labels of a Chinese structured abstract and the body's main headings. */
const PART_LABELS: [RegExp, ZhPart][] = [
  [/^(?:\[|【)?(?:摘\s*要|中文摘要)(?:\]|】)?/, 'front'],
  [/^(?:\[|【)?(?:目的|背景|引言|前言)(?:\]|】)?(?:[:\s]|$)/, 'background'],
  [
    /^(?:\[|【)?(?:\d+(?:\.\d+)*\.?\s*)?(?:方法|资料与方法|对象与方法|材料与方法|研究方法|试验设计)(?:\]|】)?(?:[:\s]|$)/,
    'methods',
  ],
  [/^(?:\[|【)?(?:\d+(?:\.\d+)*\.?\s*)?结果(?:\]|】)?(?:[:\s]|$)/, 'results'],
  [/^(?:\[|【)?(?:\d+(?:\.\d+)*\.?\s*)?结论(?:\]|】)?(?:[:\s]|$)/, 'conclusion'],
  [/^(?:\[|【)?(?:\d+(?:\.\d+)*\.?\s*)?讨论(?:\]|】)?(?:[:\s]|$)/, 'discussion'],
  [/^(?:\[|【)?参考文献(?:\]|】)?/, 'references'],
  [/^(?:\[|【)?(?:关键词|关键字|中图分类号|文献标识码|DOI)/i, 'front'],
];

function partOf(label: string): ZhPart | null {
  const probe = label.trim();
  for (const [re, part] of PART_LABELS) if (re.test(probe)) return part;
  return null;
}

/** Body headings that end the abstract: a numbered heading or a main part of the body. */
const BODY_START =
  /^(?:\d+(?:\.\d+)*\.?\s*\S|(?:\[|【)?(?:引言|前言|资料与方法|对象与方法|材料与方法|讨论|参考文献))/;

/** The document's sentences as compact Chinese sentences with their parts; references are dropped. */
export function zhSentences(ctx: DocContext): ZhSentence[] {
  const out: ZhSentence[] = [];
  let part = 'front' as ZhPart;
  let abstract = false;
  let body = false;
  let section = '';
  const open = (label: string) => {
    const found = partOf(label);
    if (!found) return;
    part = found;
    if (/^(?:\[|【)?(?:摘\s*要|目的|背景)/.test(label.trim()) && !body) abstract = true;
    if (BODY_START.test(label.trim())) body = true;
  };
  for (const s of joinBrokenLines(ctx)) {
    const pageText = ctx.doc.pages[s.page - 1]?.text ?? '';
    const { text, at } = compact(pageText, s.start, s.end);
    // A new heading from the layout opens its part; a run-in label opens it from this sentence on.
    if (s.section !== section) {
      section = s.section;
      open(section.split('›').pop() ?? '');
    }
    open(text);
    if (/^(?:\[|【)?关键词/.test(text)) body = true;
    if (body) abstract = false;
    if (part === 'references' || s.isReference) continue;
    out.push({ sentence: s, text, at, part, abstract });
  }
  return out;
}

/** A sentence's end in Chinese: a full stop, !, ?, a semicolon, or a closing bracket or quote after one. */
const ENDED = /[。！？；!?;][”’」』）)]*\s*$/;
/** A heading line: "2.2 主要终点", "1 资料与方法", "表1 两组…", a run-in label alone. */
const HEADING_LINE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*\p{Script=Han}[^\s,，。;；:：]{0,15}|[表图]\s*\d+.{0,30}|(?:摘\s*要|关键词.*|参考文献|引\s*言|前\s*言|讨\s*论))\s*$/u;
const HAN_START = /^\s*[\p{Script=Han}\d(（“\-−]/u;
const MAX_JOINED = 900;

/**
 * Chinese PDF text comes with paragraph breaks at line ends inside a sentence ("按1:1\n\n随机分为…"): the
 * sentence splitter ends a sentence there. Joins a Chinese sentence that has not ended with the next one on
 * the same page when that one goes on in Chinese and neither is a heading. The joined sentence is a span of
 * the page, so its quote is exact.
 */
function joinBrokenLines(ctx: DocContext): Sentence[] {
  const out: Sentence[] = [];
  for (const s of ctx.sentences) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.page === s.page &&
      /\p{Script=Han}/u.test(prev.text) &&
      !ENDED.test(prev.text) &&
      !HEADING_LINE.test(prev.text) &&
      !HEADING_LINE.test(s.text) &&
      HAN_START.test(s.text) &&
      s.end - prev.start <= MAX_JOINED
    ) {
      const pageText = ctx.doc.pages[s.page - 1]?.text ?? '';
      out[out.length - 1] = { ...prev, end: s.end, text: pageText.slice(prev.start, s.end) };
      continue;
    }
    out.push(s);
  }
  return out;
}

/** The page offsets of compact [start, end). */
export function pageSpan(z: ZhSentence, start: number, end: number): { start: number; end: number } {
  const first = z.at[start] ?? z.sentence.start;
  const last = z.at[Math.max(start, end - 1)] ?? z.sentence.end - 1;
  return { start: first, end: last + 1 };
}

/** Provenance of compact [start, end) of a sentence: the sentence, clipped around it when long. */
export function sourceOf(ctx: DocContext, z: ZhSentence, start = 0, end = z.text.length): Provenance {
  const span = pageSpan(z, start, end);
  return ctx.source(z.sentence, span.start, span.end);
}

/** The text of compact [start, end) as printed (full-width punctuation kept), without line breaks. */
export function printed(ctx: DocContext, z: ZhSentence, start: number, end: number): string {
  const span = pageSpan(z, start, end);
  const pageText = ctx.doc.pages[z.sentence.page - 1]?.text ?? '';
  const raw = compact(pageText, span.start, span.end);
  // compact() narrows punctuation; rebuild from the page keeping the printed characters.
  return raw.at.map((i, k) => (raw.text[k] === ' ' ? ' ' : pageText[i]!)).join('');
}

/** Preference of where a trial's own statement stands: abstract, then methods/results, never discussion. */
export function partWeight(z: ZhSentence): number {
  if (z.abstract) return 3;
  if (z.part === 'methods' || z.part === 'results') return 2;
  if (z.part === 'conclusion') return 1.5;
  if (z.part === 'discussion' || z.part === 'background') return 0.2;
  return 1;
}

export const NUM = String.raw`\d+(?:\.\d+)?`;
export const SNUM = String.raw`-?\d+(?:\.\d+)?`;
/** A range separator of Chinese papers: ～ ~ 至 到 - –, or a comma inside brackets. */
export const RANGE = String.raw`\s*(?:~|至|到|-|,)\s*`;
/** A count of people: 例 名 人 位. */
export const PEOPLE = '(?:例|名|人|位)';
