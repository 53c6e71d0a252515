/**
 * The rich-text subset articles store (body texts, image footnotes, expert descriptions, the banner's
 * copyright): `p br strong b em i u s sub sup ul ol li` and `a` with an http(s) `href`. Everything else is
 * dropped: other tags (their text stays), every attribute but a link's address, comments, and the whole
 * content of script-like elements.
 *
 * Why this is safe without a full HTML parser: the output is written only from fixed tag names, one
 * validated and re-escaped `href`, and text with `<` and `>` escaped (and `&` escaped unless it begins an
 * entity). Whatever the input, the output cannot contain any other markup; a mis-read input can lose text,
 * never smuggle a tag or attribute through.
 */
import { escapeRichText } from '@prowrite/contracts';

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'ul', 'ol', 'li', 'a']);
const VOID = new Set(['br']);
/** Elements whose whole content goes with them (code, styles, embedded documents, form text). */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
]);
/** Nesting deeper than this is dropped (its text stays): no legitimate editor output comes close. */
const MAX_DEPTH = 32;
/** What Tiptap's link extension writes, so a saved link reads back unchanged. */
const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer nofollow"';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  period: '.',
  lpar: '(',
  rpar: ')',
  nbsp: ' ',
};

/** Decodes the entities an attribute value may hide a scheme behind (numeric ones and the usual names). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,10});?/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** An http(s) address with whitespace and control characters removed (browsers ignore them too), or null. */
export function safeLinkHref(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const href = decodeAttribute(raw).replace(/[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/g, '');
  if (!/^https?:\/\/[^/\\]/i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Tag = {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Map<string, string>;
  end: number;
  /** False when the input ended inside the tag: browsers drop such a tag, and so do we. */
  complete: boolean;
};

const TAG_NAME = /[a-zA-Z][^\s/>]{0,63}/y;
const ATTRIBUTE_NAME = /[^\s/>=][^\s/>=]*/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const SPACE = /\s*/y;

/** Matches a sticky pattern at `at`: the matched text, or '' (input is never sliced, so reading stays linear). */
function stickyAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/** Reads the tag starting at `start` (`text[start] === '<'`), or null when it is not a tag (then `<` is text). */
function readTag(text: string, start: number): Tag | null {
  let i = start + 1;
  const closing = text[i] === '/';
  if (closing) i++;
  const rawName = stickyAt(TAG_NAME, text, i);
  if (!rawName) return null;
  const name = rawName.toLowerCase();
  i += rawName.length;
  const attributes = new Map<string, string>();
  let selfClosing = false;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '>') return { name, closing, selfClosing, attributes, end: i + 1, complete: true };
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/') {
      selfClosing = text[i + 1] === '>';
      i++;
      continue;
    }
    const attrName = stickyAt(ATTRIBUTE_NAME, text, i);
    i += attrName.length;
    i += stickyAt(SPACE, text, i).length;
    let value = '';
    if (text[i] === '=') {
      i++;
      i += stickyAt(SPACE, text, i).length;
      const quote = text[i];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, i + 1);
        if (close < 0) return { name, closing, selfClosing, attributes, end: text.length, complete: false };
        value = text.slice(i + 1, close);
        i = close + 1;
      } else {
        value = stickyAt(UNQUOTED_VALUE, text, i);
        i += value.length;
      }
    }
    const key = attrName.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, value);
  }
  return { name, closing, selfClosing, attributes, end: text.length, complete: false };
}

/** Where the content of a dropped element ends: after its closing tag, else the end of the input. */
function skipElement(text: string, lower: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const close = lower.indexOf(`</${name}`, at);
    if (close < 0) return text.length;
    const after = lower[close + name.length + 2];
    if (after === undefined || after === '>' || after === '/' || /\s/.test(after)) {
      const gt = text.indexOf('>', close);
      return gt < 0 ? text.length : gt + 1;
    }
    at = close + 1;
  }
}

/** The sanitised form of a rich text (see the file comment). Idempotent: sanitising twice changes nothing. */
export function sanitiseRichText(input: string): string {
  const text = input.replaceAll('\u0000', '');
  // ASCII-only lower-casing keeps every offset (full Unicode lower-casing can change a string's length).
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const open: string[] = [];
  let out = '';
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) out += escapeRichText(text.slice(textStart, end));
  };
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt < 0) break;
    const next = text[lt + 1];
    if (text.startsWith('<!--', lt)) {
      flushText(lt);
      const close = text.indexOf('-->', lt + 4);
      i = textStart = close < 0 ? text.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      flushText(lt);
      const close = text.indexOf('>', lt);
      i = textStart = close < 0 ? text.length : close + 1;
      continue;
    }
    const tag = readTag(text, lt);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    flushText(lt);
    i = textStart = tag.end;
    if (!tag.complete) continue;
    if (!tag.closing && DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.selfClosing) i = textStart = skipElement(text, lower, tag.end, tag.name);
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(tag.name)) {
      out += `<${tag.name}>`;
      continue;
    }
    if (open.length >= MAX_DEPTH) continue;
    if (tag.name === 'a') {
      const href = safeLinkHref(tag.attributes.get('href') ?? '');
      // A link without a safe address (or inside another link) keeps its text only.
      if (!href || open.includes('a')) continue;
      out += `<a href="${escapeAttribute(href)}" ${LINK_ATTRIBUTES}>`;
    } else out += `<${tag.name}>`;
    open.push(tag.name);
  }
  flushText(text.length);
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
