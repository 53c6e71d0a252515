// No zod here: the login and sign-up screens use these without the schema library.

/**
 * Mobile number patterns by country calling code (national number, digits only). The mainland pattern is the
 * spec's: starts with 1, second digit 3 to 9, 11 digits. A code not listed takes the spec's default of ten
 * digits. Add a country by adding its line.
 */
export const PHONE_PATTERNS: Readonly<Record<string, RegExp>> = {
  '86': /^1[3-9]\d{9}$/,
  '1': /^[2-9]\d{2}[2-9]\d{6}$/,
  '44': /^7\d{9}$/,
  '81': /^[789]0\d{8}$/,
  '49': /^1[5-7]\d{8,9}$/,
  '33': /^[67]\d{8}$/,
  '34': /^[67]\d{8}$/,
  '852': /^[4-9]\d{7}$/,
  '65': /^[89]\d{7}$/,
};
export const DEFAULT_PHONE_PATTERN = /^\d{10}$/;

/** `+86`, `86` or `0086` -> `86`; null when it is not a calling code (1 to 3 digits, no leading 0). */
export function normaliseCountryCode(raw: string): string | null {
  const digits = raw.trim().replace(/^(\+|00)/, '');
  return /^[1-9]\d{0,2}$/.test(digits) ? digits : null;
}

/** Digits only: spaces, dashes and brackets a user types are stripped, as is any other non-digit. */
export const stripPhone = (raw: string): string => raw.replace(/\D/g, '');

export function phonePatternFor(countryCode: string): RegExp {
  return PHONE_PATTERNS[countryCode] ?? DEFAULT_PHONE_PATTERN;
}

/** Spec masking: three digits, four asterisks, the last four (`138****1234`). */
export function maskPhone(mobile: string): string {
  if (mobile.length <= 7) return `${mobile.slice(0, 1)}****${mobile.slice(-2)}`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** Spec masking: the first three characters of the name, three asterisks, then the domain (`abc***@x.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 3)}***`;
  return `${email.slice(0, Math.min(3, at))}***${email.slice(at)}`;
}
