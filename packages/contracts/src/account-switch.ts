import { z } from 'zod';
import { roleSchema } from './accounts';

/**
 * Account switch (one person with accounts in several teams). Accounts are linked only by proof of both:
 * the caller's session and the other account's password (POST /api/account/link). GET /api/account/switchlist
 * lists the caller's account and those linked to it; POST /api/account/switch opens a session for a linked
 * account and ends the caller's.
 */
export const switchAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The account's email or phone, masked (`abc***@x.com`, `138****1234`). */
  masked_account: z.string(),
  team_id: z.string(),
  team_name: z.string(),
  type: roleSchema,
  /** The account of the calling session. */
  current: z.boolean(),
});
export type SwitchAccount = z.infer<typeof switchAccountSchema>;
export const switchListSchema = z.array(switchAccountSchema);

const userIdSchema = z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'user_id is not an account id');

export const switchAccountBodySchema = z.strictObject({ user_id: userIdSchema });
export type SwitchAccountBody = z.infer<typeof switchAccountBodySchema>;

/** The other account's login (email) and password: proof that the caller owns it too. */
export const linkAccountBodySchema = z.strictObject({
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LinkAccountBody = z.infer<typeof linkAccountBodySchema>;

export const unlinkAccountParamsSchema = z.object({ user_id: userIdSchema });
