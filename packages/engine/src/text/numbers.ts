/** Reading numbers as papers print them: "1·37", "1,063", "−0.5", "twenty-three", "9·6–13·0". */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A regex source matching a number written in English words up to the hundreds ("one hundred and twelve"). */
export const NUMBER_WORD_SOURCE = (() => {
  const unit = Object.keys(UNITS).join('|');
  const ten = Object.keys(TENS).join('|');
  const belowHundred = `(?:(?:${ten})(?:[- ](?:${unit}))?|${unit})`;
  return `(?:${belowHundred}(?: hundred(?:(?: and)? ${belowHundred})?)?)`;
})();

/** "twenty-three" -> 23, "one hundred and five" -> 105; null when it is not a number word. */
export function parseNumberWords(text: string): number | null {
  const words = text
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and');
  if (words.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

/**
 * A decimal as printed: middle dot or point as the decimal mark, comma as thousands separator when it
 * groups three digits, a leading minus of any kind. Null when the text is not one number.
 */
export function parseDecimal(text: string): number | null {
  let s = text.trim().replace(/[\u00B7\u22C5]/g, '.');
  s = s.replace(/^[\u2212\u2013\u2010-]\s?/, '-');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  if (!/^-?(\d+(\.\d+)?|\.\d+)$/.test(s)) return null;
  return Number(s);
}

/** An integer count: digits ("1063", "1,063") or words ("Twenty-three"). */
export function parseCount(text: string): number | null {
  const digits = parseDecimal(text);
  if (digits !== null) return Number.isInteger(digits) && digits >= 0 ? digits : null;
  return parseNumberWords(text);
}

/** "9.6–13.0", "0.70 to 0.96", "1.36; 6.05", "−0.9 to 16.8" -> [low, high]. */
export function parseRange(text: string): [number, number] | null {
  const m = text
    .trim()
    .match(/^(-?\d+(?:[.\u00B7]\d+)?)\s*%?\s*(?:[\u2013\u2014-]|to|,|;)\s*(-?\d+(?:[.\u00B7]\d+)?)\s*%?$/);
  if (!m) return null;
  const low = parseDecimal(m[1]!);
  const high = parseDecimal(m[2]!);
  return low === null || high === null ? null : [low, high];
}

/** Regex source of one decimal in normalised text (optionally negative). */
export const DECIMAL_SOURCE = '-?\\d+(?:\\.\\d+)?';
