// No zod here: plain helpers; the checks by country are in phone.ts (libphonenumber-js).

/** The spec's mainland mobile pattern (domestic host): starts with 1, second digit 3 to 9, 11 digits. */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** The spec's default when the country is unknown: ten digits. */
export const DEFAULT_PHONE_PATTERN = /^\d{10}$/;

/** `+86`, `86` or `0086` -> `86`; null when it is not a calling code (1 to 3 digits, no leading 0). */
export function normaliseCountryCode(raw: string): string | null {
  const digits = raw.trim().replace(/^(\+|00)/, '');
  return /^[1-9]\d{0,2}$/.test(digits) ? digits : null;
}

/** Digits only: spaces, dashes and brackets a user types are stripped, as is any other non-digit. */
export const stripPhone = (raw: string): string => raw.replace(/\D/g, '');

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
