import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** What an Authorization header proves: nothing was sent, a registered partner, or a failed attempt. */
export type PartnerAuthentication = { kind: 'none' } | { kind: 'partner'; id: string } | { kind: 'invalid' };

/**
 * The registered partners (PARTNERS), each with its own secret, kept as sha256 digests and compared in
 * constant time, so neither a timing nor a memory dump of this object yields a secret.
 */
export class PartnerCredentials {
  private readonly digests: ReadonlyMap<string, Buffer>;
  /** Compared against when the id is unknown, so unknown and known ids take the same time. */
  private readonly decoy = digest('no partner has this secret');

  constructor(partners: readonly { id: string; secret: string }[]) {
    this.digests = new Map(partners.map((p) => [p.id, digest(p.secret)]));
  }

  /** Whether any partner is registered (then every token names one, and verify needs its credentials). */
  get registered(): boolean {
    return this.digests.size > 0;
  }

  has(id: string): boolean {
    return this.digests.has(id);
  }

  /** Reads `Authorization: Basic base64(id:secret)`; anything else sent counts as a failed attempt. */
  authenticate(header: string | undefined): PartnerAuthentication {
    if (header === undefined || header === '') return { kind: 'none' };
    const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
    if (!match?.[1]) return { kind: 'invalid' };
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    if (at < 1) return { kind: 'invalid' };
    const id = decoded.slice(0, at);
    const expected = this.digests.get(id);
    const same = timingSafeEqual(digest(decoded.slice(at + 1)), expected ?? this.decoy);
    return expected && same ? { kind: 'partner', id } : { kind: 'invalid' };
  }

  /** Whether a verify call is refused for its credentials: wrong ones, or none while partners are registered. */
  refuses(caller: PartnerAuthentication): boolean {
    return caller.kind === 'invalid' || (caller.kind === 'none' && this.registered);
  }
}
