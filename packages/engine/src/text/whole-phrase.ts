/**
 * Whether a piece of text read from a paper is whole: a phrase or sentence a reader can take on its own,
 * not a piece the layout or an extraction rule cut loose ("evaluation of", "as follows", "A log-rank test
 * confirmed that there", "… and"). One rule for every extraction point, so a new fragment kind is caught
 * everywhere at once (decision 0086).
 */

// Words that cannot end a phrase: something must follow them (not "after", "over": "before and after",
// "aged 65 and over" end whole).
const DANGLING_END = new Set([
  // conjunctions
  'and',
  'or',
  'but',
  'nor',
  'than',
  'whereas',
  'while',
  'although',
  'because',
  'if',
  'either',
  'neither',
  'both',
  // prepositions
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'with',
  'without',
  'by',
  'from',
  'into',
  'onto',
  'between',
  'among',
  'versus',
  'vs',
  'via',
  'per',
  'during',
  'within',
  'against',
  'as',
  'including',
  // articles and determiners
  'a',
  'an',
  'the',
  'this',
  'these',
  'those',
  'its',
  'their',
  'our',
  'each',
  'every',
  // clause openers and copulas
  'that',
  'which',
  'who',
  'whom',
  'whose',
  'where',
  'when',
  'there',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'will',
  'would',
  'not',
]);

// What only a lead-in says, with nothing after it.
const LEAD_ONLY =
  /^(?:as\s+follows|the\s+following|following|below|see\s+(?:below|above|table|figure)|as\s+described(?:\s+(?:above|below|previously))?)$/i;

// A noun phrase does not start with a clause or the tail of a sentence ("study was to assess …",
// "to be understood …", "therefore no adjustments …", "d to the control arm").
const NOT_A_NOUN_START =
  /^(?:(?:the\s+)?(?:study|trial|aim|objective|purpose)\s+(?:was|is|were|are)\b|to\s+be\b|therefore\b|thus\b|hence\b|however\b|which\b|that\b|and\b|or\b|but\b|e\.\s?g\.|i\.\s?e\.|(?!a\s)[a-z]\s)/i;

/** The last word of a text, lower-cased, with closing punctuation dropped. */
function lastWord(text: string): string {
  const m = text
    .trim()
    .replace(/[\s.,;:!?]+$/, '')
    .match(/([A-Za-z][\w-]*)$/);
  // "in-between", "follow-up": a compound is a word of its own.
  return m ? m[1]!.toLowerCase() : '';
}

/** Brackets and double quotes open and close in pairs. */
export function balanced(text: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c in pairs) {
      // A list marker "2)" or "ii)" closes nothing.
      if (c === ')' && stack.length === 0 && /(?:^|\s)(?:\d{1,2}|i{1,3}|iv|vi{0,3})$/i.test(text.slice(0, i)))
        continue;
      if (stack.pop() !== pairs[c]) return false;
    }
  }
  if (stack.length > 0) return false;
  const curly = (text.match(/“/g) ?? []).length === (text.match(/”/g) ?? []).length;
  return curly && (text.match(/"/g) ?? []).length % 2 === 0;
}

/** A text that ends on a word needing a continuation ("and", "of", "the", "that"). */
export function endsOpen(text: string): boolean {
  const t = text.trim();
  // A clause mark at the end leaves the phrase open.
  if (/[,;:–-]$/.test(t)) return true;
  return DANGLING_END.has(lastWord(t));
}

/** A noun phrase read as an item (an endpoint, an arm plan): whole, not a lead-in or a clause's tail. */
export function isWholePhrase(text: string): boolean {
  const t = text.trim().replace(/[\s.;]+$/, '');
  if (t.length < 2) return false;
  if (LEAD_ONLY.test(t)) return false;
  if (NOT_A_NOUN_START.test(t)) return false;
  // "either X" with no "or" after it was cut before its second half.
  if (/\beither\b(?![\s\S]*\bor\b)/i.test(t)) return false;
  return !endsOpen(t) && balanced(t);
}

/** A sentence quoted on its own: starts as a sentence starts, ends closed, brackets balanced. */
export function isWholeSentence(text: string): boolean {
  const t = text.trim();
  if (t.length < 2) return false;
  // A sentence's tail starts lower-case ("with average responses in study cohorts …").
  if (/^[a-z]/.test(t)) return false;
  return !endsOpen(t) && balanced(t);
}
