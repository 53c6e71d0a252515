import { describe, expect, it } from 'vitest';
import { signupCompleteBodySchema } from './invitations';
import { trialConvertBodySchema } from './trial-conversion';

const email = { channel: 'email', email: 'a@example.com', code: '123456' } as const;

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string {
  return result.success ? 'ok' : (result.error?.issues[0]?.message ?? '');
}

describe('sign-up personal fields', () => {
  const bodies = {
    invitation: (v: object) => signupCompleteBodySchema.safeParse({ signup_ticket: 't', ...v }),
    'keeping a trial': (v: object) => trialConvertBodySchema.safeParse({ ...email, ...v }),
  };

  for (const [kind, parse] of Object.entries(bodies)) {
    it(`${kind}: one rule for name, password and terms`, () => {
      const good = { name: ' Li Lei ', password: 'abcdefgh', agree_terms: true };
      expect(firstMessage(parse(good))).toBe('ok');
      expect(firstMessage(parse({ ...good, password: 'short' }))).toBe(
        'password must have at least 8 characters',
      );
      expect(firstMessage(parse({ ...good, name: '   ' }))).toBe('name is required');
      expect(firstMessage(parse({ ...good, name: 'x'.repeat(51) }))).toBe('name has at most 50 characters');
      expect(firstMessage(parse({ ...good, agree_terms: false }))).toBe('the terms must be accepted');
    });
  }

  it('keeping a trial by SMS takes the same phone fields as the other SMS bodies', () => {
    const sms = { channel: 'sms', mobile: '13800138000', code: '123456' };
    const parsed = trialConvertBodySchema.parse({
      ...sms,
      name: 'n',
      password: 'abcdefgh',
      agree_terms: true,
    });
    expect(parsed).toMatchObject({ country_code: '86', mobile: '13800138000' });
    expect(
      trialConvertBodySchema.safeParse({
        ...sms,
        country: 'zz',
        name: 'n',
        password: 'abcdefgh',
        agree_terms: true,
      }).success,
    ).toBe(false);
  });
});
