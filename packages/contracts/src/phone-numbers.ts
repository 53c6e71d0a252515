// No zod here: the login and sign-up screens use these without the schema library.
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';
import { DEFAULT_PHONE_PATTERN, MAINLAND_MOBILE_PATTERN, stripPhone } from './phone-patterns';
import { REGION_POLICIES, type Region } from './region-policies';

/** Every country libphonenumber knows (ISO 3166-1 alpha-2), with its calling code. */
export type PhoneCountry = { country: string; calling_code: string };
export const PHONE_COUNTRIES: readonly PhoneCountry[] = getCountries().map((c) => ({
  country: c,
  calling_code: getCountryCallingCode(c),
}));

/** A country code libphonenumber knows (ISO 3166-1 alpha-2, upper case). */
export const isPhoneCountry = (c: string): c is CountryCode => PHONE_COUNTRIES.some((p) => p.country === c);

/** The countries a region's picker offers (the US host leaves out mainland China, spec). */
export function phoneCountriesFor(region: Region): PhoneCountry[] {
  const excluded = REGION_POLICIES[region].excludedCountries;
  return PHONE_COUNTRIES.filter((c) => !excluded.includes(c.country));
}

/**
 * Whether a region accepts a number: its country is not excluded. Without a country the calling code counts:
 * refused only when every country using it is excluded (+86 on the US host; +1 is never refused).
 */
export function isPhoneAllowedIn(region: Region, callingCode: string, country?: string): boolean {
  const excluded = REGION_POLICIES[region].excludedCountries;
  if (country) return !excluded.includes(country);
  const users = PHONE_COUNTRIES.filter((c) => c.calling_code === callingCode);
  return users.length === 0 || users.some((c) => !excluded.includes(c.country));
}

/**
 * Checks a mobile number with libphonenumber's mobile metadata (a landline or a number of the wrong length is
 * refused). `country` picks between countries that share a calling code (+1: US, CA, …); without it every
 * country of the code is tried. Mainland numbers must also be 11 digits: 1, then 3 to 9, then nine
 * more. A calling code libphonenumber does not know takes ten digits.
 * Answers the E.164 number, or null.
 */
export function checkMobile(callingCode: string, mobile: string, country?: string): string | null {
  const digits = stripPhone(mobile);
  if (digits.length === 0 || digits.length > 17) return null;
  const candidates = country
    ? isPhoneCountry(country) && getCountryCallingCode(country) === callingCode
      ? [country]
      : []
    : PHONE_COUNTRIES.filter((c) => c.calling_code === callingCode).map((c) => c.country as CountryCode);
  if (!country && candidates.length === 0) {
    return DEFAULT_PHONE_PATTERN.test(digits) ? `+${callingCode}${digits}` : null;
  }
  for (const c of candidates) {
    const parsed = parsePhoneNumberFromString(digits, c);
    if (!parsed?.isValid() || parsed.countryCallingCode !== callingCode) continue;
    // A chosen country must be the number's own (a Canadian area code is not a US number).
    if (country && parsed.country !== country) continue;
    if (callingCode === '86' && !MAINLAND_MOBILE_PATTERN.test(parsed.nationalNumber)) continue;
    return parsed.number;
  }
  return null;
}

/** A number as the user reads it in its country (`138 1234 5678`, `(201) 555-0123`); the input if unparsable. */
export function formatMobileNational(callingCode: string, mobile: string, country?: string): string {
  const digits = stripPhone(mobile);
  const e164 = checkMobile(callingCode, digits, country);
  return e164 ? (parsePhoneNumberFromString(e164)?.formatNational() ?? digits) : digits;
}
