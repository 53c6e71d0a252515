import { z } from 'zod';
import type { LoginSalt, SignedLogin } from './login-signature';

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
}) satisfies z.ZodType<LoginSalt>;

/** POST /api/login/account, signed form (the web app's; signAccountLogin builds it). */
export const signedLoginBodySchema = z.strictObject({
  account: z.string().trim().min(1).max(254),
  password_hash: z.string().regex(/^[0-9a-f]{64}$/, 'password_hash is 64 hex digits'),
  /** Milliseconds since the epoch, the client's clock. */
  timestamp: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'nonce is 16 to 64 letters, digits, - or _'),
}) satisfies z.ZodType<SignedLogin>;
export type SignedLoginBody = z.infer<typeof signedLoginBodySchema>;
