/**
 * What in Chinese output is no language's words and so counts as neither Chinese nor English (decision 0048):
 * - codes and ids: a token mixing letters and digits (NCT00989001, ABC-123, PATHWAY-2, IFN-α2b);
 * - acronyms written in capitals (RECEDE-CHF, HR, EOC): Chinese medical text keeps them as printed;
 * - trade names marked ™ or ® (the capitalised words before the mark: "Promus Element™");
 * - unit and statistical symbols (mg, mL, mmHg, n, P): Chinese text writes them in Latin letters;
 * - single letters (arm labels, vitamin D's "D");
 * - a title in Chinese book-title marks with no Chinese in it (《BMC Cardiovascular Disorders》): a journal's or
 *   book's name as published, which has no Chinese name.
 * Everything else in Latin letters is English: a drug's INN ("empagliflozin", "Empagliflozin") always, since an
 * INN has a standard Chinese name; a capitalised name without a mark ("Genoss") too, since a name cannot be
 * told from an English word by its letters.
 */

import { isDrugName } from '../article/drug-names';

/** Unit and statistical symbols that Chinese medical text writes in Latin letters, as printed (case matters). */
const SYMBOLS = new Set([
  'mg',
  'g',
  'kg',
  'mcg',
  'µg',
  'μg',
  'ng',
  'pg',
  'mL',
  'ml',
  'L',
  'dL',
  'dl',
  'mm',
  'cm',
  'm',
  'mmol',
  'μmol',
  'µmol',
  'nmol',
  'pmol',
  'mol',
  'mmHg',
  'IU',
  'U',
  'mEq',
  'kcal',
  'Hz',
  'min',
  'h',
  'n',
  'N',
  'P',
  'p',
  'vs',
  'bpm',
  'sec',
  's',
  'ms',
  'mU',
  'mIU',
  'IQR',
]);

/** A trade name: capitalised words up to a ™ or ® mark. */
const TRADE_NAME = /(?:\b[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*\s?[™®]/gu;

/** Whether a Latin token is a code, id, acronym, symbol or single letter (counted as no language). */
export function isNeutralToken(token: string): boolean {
  const letters = token.match(/[A-Za-z]/g)?.length ?? 0;
  if (letters <= 1) return true;
  if (/\d/.test(token)) return true;
  if (SYMBOLS.has(token)) return true;
  // Acronyms: capitals (with hyphens or a lower-case plural/prefix letter at most: "RCTs", "mEOC").
  const lower = token.match(/[a-z]/g)?.length ?? 0;
  return /^[A-Za-z][A-Za-z+-]*$/.test(token) && /[A-Z]{2}/.test(token) && lower <= 1;
}

/**
 * The text with trade names and neutral tokens blanked: what remains in Latin letters is English. In a
 * table cell (`drugNames`) a drug's INN as printed is a name too (decision 0074): a table is the source's data
 * and names its arms and medications as printed; in written text the glossary must give the Chinese name.
 */
export function withoutProperNames(text: string, options: { drugNames?: boolean } = {}): string {
  return text
    .replace(/《[^》\p{Script=Han}]*》/gu, ' ')
    .replace(TRADE_NAME, ' ')
    .replace(/[A-Za-zµμ][A-Za-z0-9µμα-ω+-]*/gu, (t) =>
      isNeutralToken(t) || (options.drugNames && isDrugName(t)) ? ' ' : t,
    );
}

/** Whether a text holds English words (Latin letters left once codes, acronyms, names and units are out). */
export function hasEnglishWords(text: string): boolean {
  return /[A-Za-z]{2,}/.test(withoutProperNames(text));
}
