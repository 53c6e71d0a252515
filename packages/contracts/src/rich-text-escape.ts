/**
 * The one escaping rule for text inside stored rich text, shared by the server's sanitiser and the web's
 * renderers: `<` and `>` always, and every `&` that does not begin an entity. A value the server already
 * escaped ("p &lt; 0.0001") is therefore never escaped a second time.
 */
const ENTITY = /^&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

export function escapeRichText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else out += c;
  }
  return out;
}
