import { z } from 'zod';
import { checkMobile, isPhoneCountry } from './phone-numbers';
import { normaliseCountryCode } from './phone-patterns';

/** A checked phone number as stored and as the address of SMS codes: `+<country><national>`. */
export type PhoneNumber = { country_code: string; mobile: string; e164: string };

const countrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'country is an ISO 3166-1 alpha-2 code')
  .refine((c): boolean => isPhoneCountry(c), 'country is not a known country');

/**
 * The raw phone fields of every SMS body (send code, code login, sign-up, invitation, keeping a trial), spread
 * into each; phoneInputSchema checks them together by country.
 */
export const smsAddressFields = {
  mobile: z.string().max(40),
  country_code: z.string().max(6).default('86'),
  /** The picker's country (ISO 3166-1 alpha-2); tells apart the countries that share a calling code. */
  country: countrySchema.optional(),
};

export const phoneInputSchema = z.object(smsAddressFields).transform((v, ctx): PhoneNumber => {
  const cc = normaliseCountryCode(v.country_code);
  if (!cc) {
    ctx.addIssue({ code: 'custom', path: ['country_code'], message: 'country_code is not a calling code' });
    return z.NEVER;
  }
  const e164 = checkMobile(cc, v.mobile, v.country);
  if (!e164) {
    ctx.addIssue({
      code: 'custom',
      path: ['mobile'],
      message: `mobile is not a valid mobile number for +${cc}`,
    });
    return z.NEVER;
  }
  return { country_code: cc, mobile: e164.slice(cc.length + 1), e164 };
});

export { countrySchema as phoneCountrySchema };
