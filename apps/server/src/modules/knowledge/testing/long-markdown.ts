/**
 * Markdown of about `bytes` characters (a manual, a dump of notes): a heading every 40 paragraphs, paragraphs
 * of 40 to 160 words from a small vocabulary. Seeded, so the same size gives the same text.
 */
export function longMarkdown(bytes: number, seed = 7): string {
  const words =
    'the patient received treatment during clinical trials and outcomes were measured over twelve months with significant improvement observed in 3.5% of cases while IL-6 levels fell'.split(
      ' ',
    );
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const parts: string[] = [];
  let length = 0;
  for (let p = 0; length < bytes; p += 1) {
    const heading = p % 40 === 0 ? `## Section ${p / 40 + 1}\n\n` : '';
    const count = 40 + Math.floor(next() * 120);
    const sentence = Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(' ');
    const part = `${heading}${sentence}.\n\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}
