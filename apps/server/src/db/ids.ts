import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id over a 62-character alphabet (A-Z, a-z, 0-9; 32 characters by default, ~190 bits). */
export function newId(length = 32): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const b = bytes[i]!;
    // 248 = 62 * 4: rejecting the top values keeps the distribution uniform.
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out.length === length ? out : out + newId(length - out.length);
}
