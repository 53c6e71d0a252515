import { hmac } from '@noble/hashes/hmac.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Signed account login (method 0; decision 0028). The client never sends the password: it derives the
 * password hash the server stores (scrypt with the account's salt and parameters from GET /api/login/salt)
 * and sends an HMAC of account, timestamp and a fresh nonce keyed by that hash. The server accepts a
 * timestamp within LOGIN_SIGNATURE_WINDOW_MS of its clock and each nonce once, so a captured request
 * replayed later (or twice) fails, and the captured signature does not reveal the hash.
 */
export const LOGIN_SIGNATURE_WINDOW_MS = 5 * 60_000;
export const LOGIN_SIGNATURE_CONTEXT = 'prowrite-login-v1';

/** GET /api/login/salt answer (schema: loginSaltSchema). Kept free of zod: the login screen signs with it. */
export type LoginSalt = { alg: 'scrypt'; n: number; r: number; p: number; salt: string; key_length: number };
export type SignedLogin = { account: string; password_hash: string; timestamp: number; nonce: string };

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
}): Promise<SignedLogin> {
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

/** The login methods by number: account 0, sms 1, email 2, scan 3. */
export const LOGIN_METHODS = { account: 0, sms: 1, email: 2, scan: 3 } as const;
