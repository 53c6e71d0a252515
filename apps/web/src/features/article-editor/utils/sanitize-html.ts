import { NUMBER_PATTERN } from '../../slide-render';

/**
 * The rich-text subset the editor writes, for read-only rendering. The server sanitises what it stores; this
 * is the browser's own guard, so a value from anywhere can be shown with innerHTML. Browser-only (DOM).
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'SPAN',
  'SUP',
  'SUB',
  'A',
]);
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);

function cleanNode(node: Node, doc: Document, markNumber?: (n: string) => boolean): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return markNumbers(node.textContent ?? '', doc, markNumber);
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  if (DROPPED.has(el.tagName)) return [];
  const children = [...el.childNodes].flatMap((c) => cleanNode(c, doc, markNumber));
  if (!ALLOWED.has(el.tagName)) return children;
  const out = doc.createElement(el.tagName.toLowerCase());
  if (el.tagName === 'A') {
    const href = el.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      out.setAttribute('href', href);
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const child of children) out.appendChild(child);
  return [out];
}

function markNumbers(text: string, doc: Document, markNumber?: (n: string) => boolean): Node[] {
  if (!markNumber) return [doc.createTextNode(text)];
  const out: Node[] = [];
  let at = 0;
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    if (!markNumber(match[0])) continue;
    if (match.index > at) out.push(doc.createTextNode(text.slice(at, match.index)));
    const span = doc.createElement('span');
    span.className = 'pw-art-num';
    span.dataset.number = match[0];
    span.textContent = match[0];
    out.push(span);
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push(doc.createTextNode(text.slice(at)));
  return out;
}

/** Clean HTML of the allowed subset; numbers for which `markNumber` is true are wrapped in `.pw-art-num`. */
export function sanitizeRichHtml(html: string, markNumber?: (n: string) => boolean): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const holder = doc.createElement('div');
  for (const child of [...doc.body.childNodes].flatMap((c) => cleanNode(c, doc, markNumber)))
    holder.appendChild(child);
  return holder.innerHTML;
}
