import { z } from 'zod';

/** How long a partner token may be exchanged: minutes, so a leaked token is worth little. */
export const PARTNER_TOKEN_TTL_MS = 5 * 60_000;

/**
 * GET /basicauth/user/partnertoken: a single-use token naming the signed-in user, handed to a partner page.
 * It is not the session: the partner exchanges it once (POST /basicauth/partner/verify) for who the user is.
 */
export const partnerTokenSchema = z.object({
  token: z.string(),
  /** Unix seconds. */
  expires_at: z.number().int(),
});
export type PartnerToken = z.infer<typeof partnerTokenSchema>;

/** A partner's id as registered on the server (PARTNERS): letters, digits, `_` and `-`. */
export const partnerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'partner_id is not a partner id');

/**
 * The partner the token is for. Required when partners are registered: the token is then exchanged only by
 * that partner, authenticated with its own id and secret (HTTP Basic on the verify call).
 */
export const partnerTokenQuerySchema = z.object({ partner_id: partnerIdSchema.optional() });
export type PartnerTokenQuery = z.infer<typeof partnerTokenQuerySchema>;

export const partnerVerifyBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
});
export type PartnerVerifyBody = z.infer<typeof partnerVerifyBodySchema>;

/** What a partner learns of the user: who it is and its team, nothing that opens the account. */
export const partnerUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  team_id: z.string(),
  team_name: z.string(),
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;
