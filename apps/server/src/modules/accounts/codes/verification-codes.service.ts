import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_TRIES,
  CODE_TTL_SECONDS,
  type CodeChannel,
  type CodePurpose,
  ErrorCode,
  maskEmail,
  maskPhone,
  type SendCodeResult,
} from '@prowrite/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../../db/ids';
import { AppError, tooManyRequests } from '../../../http/errors';
import { type CodeDelivery, CodeDeliveryError, codeMessage } from './code-delivery';
import type { CodeThrottle } from './code-throttle';
import type { VerificationCodesRepository } from './verification-codes.repository';

/** Where a code goes: a lower-case email or an E.164 phone number (`national`: the number without its country). */
export type CodeTarget = { channel: CodeChannel; address: string; national?: string; countryCode?: string };

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export const codeFailed = () =>
  new AppError(
    400,
    'The verification code is wrong or has expired; ask for a new one',
    ErrorCode.verificationFailed,
  );

export function maskAddress(target: CodeTarget): string {
  if (target.channel === 'email') return maskEmail(target.address);
  return maskPhone(target.national ?? target.address.replace(/^\+/, ''));
}

/**
 * Verification codes: 6 random digits, 10 minutes, single use, 5 tries, stored as a hash keyed by the code's
 * id (a stolen table yields no live code without a search per row). Codes never reach the log.
 */
export class VerificationCodes {
  constructor(
    private readonly repo: VerificationCodesRepository,
    private readonly delivery: CodeDelivery,
    readonly throttle: CodeThrottle,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Issues and sends a code. With `deliver` false (an address that may not learn whether an account exists
   * is asked for a login code) the answer is the same but nothing is sent or stored.
   */
  async issue(target: CodeTarget, purpose: CodePurpose, ip: string, deliver = true): Promise<SendCodeResult> {
    const verdict = await this.throttle.reserveSend(target.address, ip);
    if (!verdict.allowed) {
      throw tooManyRequests(`Too many codes asked for; try again in ${verdict.retryAfterSeconds} s`);
    }
    const answer: SendCodeResult = {
      channel: target.channel,
      masked_address: maskAddress(target),
      expires_in: CODE_TTL_SECONDS,
      resend_after: Math.ceil(this.throttle.policy.resendMs / 1000),
    };
    if (!deliver) return answer;
    const now = new Date(this.now());
    await this.repo.deleteExpired(new Date(now.getTime() - 24 * 3600_000));
    const id = newId();
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await this.repo.replace(
      {
        id,
        purpose,
        channel: target.channel,
        address: target.address,
        codeHash: hashCode(id, code).toString('hex'),
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      },
      now,
    );
    const sender = this.delivery[target.channel];
    try {
      await sender.send(codeMessage(target.channel, target.address, code, CODE_TTL_SECONDS / 60));
    } catch (err) {
      // A code nobody received must not stay live, and the send is given back so the user can retry now.
      await this.repo.delete(id);
      await this.throttle.refund(verdict);
      if (err instanceof CodeDeliveryError) {
        this.log.warn(
          { channel: target.channel, sender: sender.kind, reason: err.message },
          'code delivery failed',
        );
        throw new AppError(502, `The verification code could not be sent: ${err.message}`);
      }
      throw err;
    }
    return answer;
  }

  /** Checks (and uses up) a code; throws 170008 when it is wrong, expired, used or out of tries. */
  async check(target: CodeTarget, purpose: CodePurpose, code: string, ip: string): Promise<void> {
    const verdict = await this.throttle.reserveCheck(target.address, ip);
    if (!verdict.allowed) {
      throw tooManyRequests(`Too many wrong codes; try again in ${verdict.retryAfterSeconds} s`);
    }
    const now = new Date(this.now());
    const live = await this.repo.spendTry({ address: target.address, purpose }, now, CODE_MAX_TRIES);
    if (!live) throw codeFailed();
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = hashCode(live.id, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw codeFailed();
    if (!(await this.repo.consume(live.id, now))) throw codeFailed();
    await this.throttle.checkSucceeded(target.address, ip, verdict);
  }
}
