import { hmac } from '@noble/hashes/hmac.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';

/**
 * Signed account login (method 0; decision 0028). The client never sends the password: it derives the
 * password hash the server stores (scrypt with the account's salt and parameters from GET /api/login/salt)
 * and sends an HMAC of account, timestamp and a fresh nonce keyed by that hash. The server accepts a
 * timestamp within LOGIN_SIGNATURE_WINDOW_MS of its clock and each nonce once, so a captured request
 * replayed later (or twice) fails, and the captured signature does not reveal the hash.
 */
export const LOGIN_SIGNATURE_WINDOW_MS = 5 * 60_000;
export const LOGIN_SIGNATURE_CONTEXT = 'prowrite-login-v1';

/** GET /api/login/salt?account= (an unknown account gets a stable made-up salt: no enumeration). */
export const loginSaltQuerySchema = z.object({ account: z.string().trim().toLowerCase().min(1).max(254) });
export const loginSaltSchema = z.object({
  alg: z.literal('scrypt'),
  n: z.number().int(),
  r: z.number().int(),
  p: z.number().int(),
  /** base64 */
  salt: z.string(),
  key_length: z.number().int(),
});
export type LoginSalt = z.infer<typeof loginSaltSchema>;

/** POST /api/login/account, signed form (the web app's). `password_hash` is the HMAC described above, hex. */
export const signedLoginBodySchema = z.strictObject({
  account: z.string().trim().min(1).max(254),
  password_hash: z.string().regex(/^[0-9a-f]{64}$/, 'password_hash is 64 hex digits'),
  /** Milliseconds since the epoch, the client's clock. */
  timestamp: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'nonce is 16 to 64 letters, digits, - or _'),
});
export type SignedLoginBody = z.infer<typeof signedLoginBodySchema>;

/** The signed message: context, account (as typed, trimmed and lower-cased), timestamp and nonce. */
export function loginSignatureMessage(account: string, timestamp: number, nonce: string): string {
  return `${LOGIN_SIGNATURE_CONTEXT}\n${account.trim().toLowerCase()}\n${timestamp}\n${nonce}`;
}

function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The signing helper: builds the signed login body (browser and Node alike). */
export async function signAccountLogin(input: {
  account: string;
  password: string;
  salt: LoginSalt;
  timestamp: number;
  nonce: string;
}): Promise<SignedLoginBody> {
  const key = await scryptAsync(
    utf8ToBytes(input.password.normalize('NFKC')),
    base64ToBytes(input.salt.salt),
    {
      N: input.salt.n,
      r: input.salt.r,
      p: input.salt.p,
      dkLen: input.salt.key_length,
      maxmem: 64 * 1024 * 1024 + 1024,
    },
  );
  const mac = hmac(
    sha256,
    key,
    utf8ToBytes(loginSignatureMessage(input.account, input.timestamp, input.nonce)),
  );
  return {
    account: input.account.trim(),
    password_hash: bytesToHex(mac),
    timestamp: input.timestamp,
    nonce: input.nonce,
  };
}
