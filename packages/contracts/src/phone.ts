import { z } from 'zod';
import { normaliseCountryCode, phonePatternFor, stripPhone } from './phone-patterns';

/** A checked phone number as stored and as the address of SMS codes: `+<country><national>`. */
export type PhoneNumber = { country_code: string; mobile: string; e164: string };

export const phoneInputSchema = z
  .object({
    country_code: z.string().max(6).default('86'),
    mobile: z.string().max(40),
  })
  .transform((v, ctx): PhoneNumber => {
    const cc = normaliseCountryCode(v.country_code);
    if (!cc) {
      ctx.addIssue({ code: 'custom', path: ['country_code'], message: 'country_code is not a calling code' });
      return z.NEVER;
    }
    const mobile = stripPhone(v.mobile);
    if (!phonePatternFor(cc).test(mobile)) {
      ctx.addIssue({
        code: 'custom',
        path: ['mobile'],
        message: `mobile is not a valid mobile number for +${cc}`,
      });
      return z.NEVER;
    }
    return { country_code: cc, mobile, e164: `+${cc}${mobile}` };
  });
