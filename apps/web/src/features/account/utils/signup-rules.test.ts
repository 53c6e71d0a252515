import { ErrorCode } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { contractProblem, inviteCodeFrom, signupFailure, signupFieldSchemas } from './signup-rules';

const SID = 'Ab0_-'.repeat(8).concat('xyz');

describe('sign-up rules', () => {
  it('takes the invite code from the code itself or from a pasted invitation link', () => {
    expect(inviteCodeFrom(`  ${SID} `)).toBe(SID);
    expect(inviteCodeFrom(`https://prowrite.example.com/signup?sid=${SID}`)).toBe(SID);
    expect(inviteCodeFrom(`Accept it here: https://x.test/signup?lang=en&sid=${SID}#top`)).toBe(SID);
    expect(inviteCodeFrom('short')).toBeNull();
    expect(inviteCodeFrom('has spaces in it and is long enough')).toBeNull();
    expect(inviteCodeFrom('https://x.test/signup?sid=%E0%A4%A')).toBeNull();
    expect(inviteCodeFrom('')).toBeNull();
  });

  it('checks the fields with the server schemas: password length, name length, code digits, email', () => {
    expect(contractProblem(signupFieldSchemas.password, 'short12')).toMatch(/at least 8/);
    expect(contractProblem(signupFieldSchemas.password, 'long-enough')).toBeNull();
    expect(contractProblem(signupFieldSchemas.password, 'x'.repeat(201))).not.toBeNull();
    expect(contractProblem(signupFieldSchemas.name, '   ')).toMatch(/name is required/);
    expect(contractProblem(signupFieldSchemas.name, 'x'.repeat(51))).toMatch(/at most 50/);
    expect(contractProblem(signupFieldSchemas.name, ' Wang Fang ')).toBeNull();
    expect(contractProblem(signupFieldSchemas.code, '12345')).not.toBeNull();
    expect(contractProblem(signupFieldSchemas.code, ' 123456 ')).toBeNull();
    expect(contractProblem(signupFieldSchemas.email, 'not-an-address')).not.toBeNull();
    expect(contractProblem(signupFieldSchemas.email, 'New.Person@Example.com')).toBeNull();
  });

  it('maps the spec codes: 170006 expired, 170002 exists, 170013/170014/170008 dialog with the message', () => {
    const err = (code: number, msg = 'server says', status = 400) => new HttpError(msg, status, code, 'http');
    expect(signupFailure(err(ErrorCode.inviteExpired, 'gone', 410))).toEqual({ kind: 'expired' });
    expect(signupFailure(err(ErrorCode.accountExists, 'exists', 409))).toEqual({ kind: 'exists' });
    for (const code of [
      ErrorCode.inviteCodeInvalid,
      ErrorCode.inviteAddressMismatch,
      ErrorCode.verificationFailed,
    ]) {
      expect(signupFailure(err(code, `message ${code}`))).toEqual({
        kind: 'dialog',
        message: `message ${code}`,
      });
    }
    const throttled = err(0, 'Too many codes; try again in 40 s', 429);
    expect(signupFailure(throttled)).toMatchObject({
      kind: 'inline',
      message: 'Too many codes; try again in 40 s',
    });
    const offline = new HttpError('Network error', 0, 0, 'network');
    expect(signupFailure(offline)).toMatchObject({ kind: 'inline', error: offline });
  });
});
