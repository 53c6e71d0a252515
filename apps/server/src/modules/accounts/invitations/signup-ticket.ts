import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a verified sign-up carries to the info step. */
export type SignupClaim = {
  invitationId: string;
  channel: 'email' | 'sms';
  address: string;
  countryCode: string | null;
};

const TTL_MS = 15 * 60_000;

/**
 * Stateless sign-up tickets: the claim and its expiry, HMAC-signed with the server key. Single use comes
 * from the invitation (accepting it twice fails), so no ticket table is needed.
 */
export class SignupTickets {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  mint(claim: SignupClaim): string {
    const payload = Buffer.from(JSON.stringify({ ...claim, exp: this.now() + TTL_MS })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The claim, or null when the ticket is forged, damaged or expired. */
  read(ticket: string): SignupClaim | null {
    const [payload, mac] = ticket.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignupClaim & {
        exp: number;
      };
      if (typeof data.exp !== 'number' || data.exp < this.now()) return null;
      return {
        invitationId: data.invitationId,
        channel: data.channel,
        address: data.address,
        countryCode: data.countryCode,
      };
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`signup-ticket\n${payload}`).digest('base64url');
  }
}
