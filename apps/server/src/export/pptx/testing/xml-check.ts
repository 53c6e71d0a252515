/**
 * A strict well-formedness check for the package's XML parts (test support): one root, balanced tags,
 * quoted attributes without `<`, only the five named entities or character references, no characters XML 1.0
 * forbids. Throws with the offset of the first problem.
 */

const INVALID_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const BAD_AMP = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;

export function assertWellFormed(xml: string, name = 'xml'): void {
  const fail = (msg: string, at: number) => {
    throw new Error(`${name}: ${msg} at ${at}: ${JSON.stringify(xml.slice(Math.max(0, at - 40), at + 40))}`);
  };
  const bad = INVALID_CHAR.exec(xml);
  if (bad) fail(`invalid character U+${bad[0].codePointAt(0)!.toString(16)}`, bad.index);
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    const amp = BAD_AMP.exec(text);
    if (amp) fail('bare &', i + amp.index);
    if (text.trim() && stack.length === 0) fail('text outside the root', i);
    if (lt < 0) break;
    TOKEN.lastIndex = lt;
    const m = TOKEN.exec(xml);
    if (!m) fail('malformed markup', lt);
    const [whole, close, tag, attrs, selfClose] = m!;
    if (tag) {
      if (attrs && BAD_AMP.test(attrs)) fail('bare & in an attribute', lt);
      if (close) {
        if (stack.pop() !== tag) fail(`unbalanced </${tag}>`, lt);
      } else if (!selfClose) {
        if (stack.length === 0) roots++;
        stack.push(tag);
      } else if (stack.length === 0) roots++;
    }
    i = lt + whole!.length;
  }
  if (stack.length > 0) fail(`unclosed <${stack[stack.length - 1]}>`, xml.length);
  if (roots !== 1) fail(`${roots} root elements`, 0);
}
