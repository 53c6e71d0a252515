/**
 * One paragraph of about `bytes` characters with no line break (a text pasted from a PDF, a transcript):
 * sentences of 6 to 30 words from a vocabulary of a few thousand made-up words, so token counting and
 * sentence splitting meet varied words rather than a handful repeated. Seeded: same size, same text.
 */
export function longParagraph(bytes: number, seed = 11): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const syllables = ['ka', 'lo', 'mer', 'ti', 'san', 'vu', 'rel', 'po', 'dai', 'qui', 'nor', 'est'];
  const vocabulary = Array.from({ length: 4000 }, () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => syllables[Math.floor(next() * 12)]).join(''),
  );
  const sentences: string[] = [];
  let length = 0;
  while (length < bytes) {
    const count = 6 + Math.floor(next() * 25);
    const words = Array.from({ length: count }, () => vocabulary[Math.floor(next() * vocabulary.length)]);
    const sentence = `${words.join(' ')}.`;
    const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
    sentences.push(capitalised);
    length += capitalised.length + 1;
  }
  return sentences.join(' ');
}
