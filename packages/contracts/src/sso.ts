import { z } from 'zod';

/** `GET /api/sso/oidc/config`: whether OpenID Connect single sign-on is configured (the login page shows its button). */
export const ssoConfigSchema = z.object({ oidc: z.boolean() });
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/**
 * Why a single sign-on attempt was refused; the callback redirects to `/login?sso_error=<reason>`.
 * - `state`: unknown, already used or expired login attempt (start again).
 * - `provider`: the provider answered an error (the user cancelled, access denied).
 * - `token`: the code exchange or the ID token check failed (issuer, audience, nonce, signature, expiry).
 * - `team`: the team claim maps to no team (or to several).
 * - `unavailable`: the provider could not be reached.
 */
export const ssoErrorReasonSchema = z.enum(['state', 'provider', 'token', 'team', 'unavailable']);
export type SsoErrorReason = z.infer<typeof ssoErrorReasonSchema>;

/** `GET /api/sso/oidc/callback` redirects to `/login?sso_code=...`; the page exchanges it once for a session. */
export const ssoExchangeBodySchema = z.object({ code: z.string().min(1).max(200) });
export type SsoExchangeBody = z.infer<typeof ssoExchangeBodySchema>;

export const SSO_CODE_PARAM = 'sso_code';
export const SSO_ERROR_PARAM = 'sso_error';
