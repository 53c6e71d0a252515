import { describe, expect, it } from 'vitest';
import { phoneInputSchema } from './phone';
import {
  checkMobile,
  formatMobileNational,
  isPhoneAllowedIn,
  PHONE_COUNTRIES,
  phoneCountriesFor,
} from './phone-numbers';

describe('checkMobile (libphonenumber-js mobile metadata)', () => {
  it('accepts mobiles and answers E.164, typed with spaces, dashes and brackets', () => {
    expect(checkMobile('86', '138 1234-5678')).toBe('+8613812345678');
    expect(checkMobile('1', '(201) 555-0123')).toBe('+12015550123');
    expect(checkMobile('44', '07400 123456', 'GB')).toBe('+447400123456');
    expect(checkMobile('44', '7400123456')).toBe('+447400123456');
    expect(checkMobile('49', '01512 3456789')).toBe('+4915123456789');
  });

  it('refuses landlines, wrong lengths and a country of another calling code', () => {
    // Beijing landline, too short, too long.
    expect(checkMobile('86', '01012345678')).toBeNull();
    expect(checkMobile('86', '1381234567')).toBeNull();
    expect(checkMobile('86', '138123456789')).toBeNull();
    // The spec's mainland pattern: the second digit is 3 to 9.
    expect(checkMobile('86', '12012345678')).toBeNull();
    expect(checkMobile('1', '2015550123', 'GB')).toBeNull();
    expect(checkMobile('1', '')).toBeNull();
    expect(checkMobile('1', '1'.repeat(40))).toBeNull();
  });

  it('tells countries of one calling code apart when the country is given', () => {
    // 613 is an Ottawa area code: a Canadian number, not a US one.
    expect(checkMobile('1', '6135550123', 'CA')).toBe('+16135550123');
    expect(checkMobile('1', '6135550123', 'US')).toBeNull();
    expect(checkMobile('1', '6135550123')).toBe('+16135550123');
  });

  it('takes ten digits for a calling code no country uses (spec default)', () => {
    expect(PHONE_COUNTRIES.some((c) => c.calling_code === '999')).toBe(false);
    expect(checkMobile('999', '1234567890')).toBe('+9991234567890');
    expect(checkMobile('999', '123456789')).toBeNull();
  });

  it('formats for reading in the country', () => {
    expect(formatMobileNational('86', '13812345678')).toBe('138 1234 5678');
    expect(formatMobileNational('1', '2015550123')).toBe('(201) 555-0123');
    expect(formatMobileNational('1', '12ab')).toBe('12');
  });
});

describe('regions and the picker', () => {
  it('leaves mainland China out on the US host only', () => {
    expect(phoneCountriesFor('CN').some((c) => c.country === 'CN')).toBe(true);
    expect(phoneCountriesFor('US').some((c) => c.country === 'CN')).toBe(false);
    expect(phoneCountriesFor('US').length).toBe(PHONE_COUNTRIES.length - 1);
    expect(isPhoneAllowedIn('US', '86')).toBe(false);
    expect(isPhoneAllowedIn('US', '86', 'CN')).toBe(false);
    expect(isPhoneAllowedIn('US', '1')).toBe(true);
    expect(isPhoneAllowedIn('CN', '86')).toBe(true);
    expect(isPhoneAllowedIn('US', '852', 'HK')).toBe(true);
  });
});

describe('phoneInputSchema', () => {
  it('answers the national number and E.164, trunk prefix dropped', () => {
    expect(phoneInputSchema.parse({ country_code: '+44', mobile: '07400 123456', country: 'GB' })).toEqual({
      country_code: '44',
      mobile: '7400123456',
      e164: '+447400123456',
    });
  });

  it.each([
    [{ country_code: 'x', mobile: '13812345678' }, 'country_code'],
    [{ country_code: '86', mobile: '123' }, 'mobile'],
    [{ country_code: '86', mobile: '13812345678', country: 'cn' }, 'country'],
    [{ country_code: '86', mobile: '13812345678', country: 'ZZ' }, 'country'],
    [{ country_code: '86', mobile: '\u0000' }, 'mobile'],
    [{ country_code: '86', mobile: '\ud800' }, 'mobile'],
    [{ country_code: '86' }, 'mobile'],
  ])('refuses %j naming %s', (input, field) => {
    const r = phoneInputSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path[0]).toBe(field);
  });
});
