import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LOGIN_SIGNATURE_WINDOW_MS,
  type LoginResult,
  type LoginSalt,
  loginSignatureMessage,
  type SignedLoginBody,
} from '@prowrite/contracts';
import { tooManyRequests, unauthorized } from '../../http/errors';
import type { AccountsService } from './accounts.service';
import { DEFAULT_SCRYPT, parseStoredHash } from './password';

/**
 * Account login with the password hash and a timestamp (decision 0028): the server checks the HMAC with the
 * stored scrypt key, the timestamp against its clock and the nonce against every nonce seen in the window.
 * No scrypt runs on the server for this form.
 */
export class SignedLoginService {
  constructor(
    private readonly accounts: AccountsService,
    /** Makes up stable salts for unknown accounts (the same on every process sharing the key). */
    private readonly saltKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  async salt(account: string): Promise<LoginSalt> {
    const user = await this.accounts.findLoginUser(account);
    const stored = user ? parseStoredHash(user.passwordHash) : null;
    if (stored) {
      return {
        alg: 'scrypt',
        n: stored.n,
        r: stored.r,
        p: stored.p,
        salt: stored.salt.toString('base64'),
        key_length: stored.key.length,
      };
    }
    // Same shape and stability as a real salt, so the answer does not tell whether the account exists.
    const made = createHmac('sha256', this.saltKey).update(`login-salt\n${account}`).digest().subarray(0, 16);
    return {
      alg: 'scrypt',
      n: DEFAULT_SCRYPT.n,
      r: DEFAULT_SCRYPT.r,
      p: DEFAULT_SCRYPT.p,
      salt: made.toString('base64'),
      key_length: DEFAULT_SCRYPT.keyLength,
    };
  }

  async login(body: SignedLoginBody, ip: string): Promise<LoginResult> {
    const account = body.account.trim().toLowerCase();
    if (Math.abs(this.now() - body.timestamp) > LOGIN_SIGNATURE_WINDOW_MS) {
      throw unauthorized(
        'The login request is too old or the device clock is off; check the time and try again',
      );
    }
    // Twice the window: a nonce is remembered for as long as its timestamp could still pass.
    if (!(await this.accounts.throttle.useNonce(account, body.nonce, 2 * LOGIN_SIGNATURE_WINDOW_MS))) {
      throw unauthorized('This login request was already used; sign in again');
    }
    const attempt = { email: account, ip };
    const reserved = await this.accounts.throttle.reserve(attempt);
    if (reserved.retryAfterSeconds > 0) {
      throw tooManyRequests(`Too many failed logins; try again in ${reserved.retryAfterSeconds} s`);
    }
    const user = await this.accounts.findLoginUser(account);
    const stored = user ? parseStoredHash(user.passwordHash) : null;
    // An unknown account is checked against a random key: the same work, always false.
    const key = stored?.key ?? randomBytes(DEFAULT_SCRYPT.keyLength);
    const expected = createHmac('sha256', key)
      .update(loginSignatureMessage(account, body.timestamp, body.nonce))
      .digest();
    const given = Buffer.from(body.password_hash, 'hex');
    const valid = stored !== null && given.length === expected.length && timingSafeEqual(given, expected);
    if (!user || !valid) throw unauthorized('Wrong account or password');
    await this.accounts.throttle.succeeded(attempt, reserved);
    return this.accounts.startSession(user.id);
  }
}
