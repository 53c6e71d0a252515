import { z } from 'zod';
import { userSchema } from './accounts';

/** How long a temporary (trial) user lives: its sessions end then, whatever the session lifetime. */
export const TEMP_USER_TTL_MS = 24 * 3600_000;

/**
 * After a temporary user ends, its data (works, files, chats, knowledge, the user and its team) is kept this
 * long and then deleted: the grace lets a visitor who signs up just after the end still be told what went.
 */
export const TEMP_USER_DATA_GRACE_MS = 24 * 3600_000;

/**
 * The browser fingerprint id the trial page sends (encrypted with a key every browser holds, so it proves
 * nothing about identity: it only lets a refreshing page get its own temporary user back). Printable ASCII.
 */
const fingerprintSchema = z
  .string()
  .min(8, 'token is too short')
  .max(512, 'token is too long')
  .regex(/^[\x21-\x7e]+$/, 'token must be printable ASCII without spaces');

/** POST /api/login/temp: a temporary user for a trial page (spec "temp login user info"). */
export const tempLoginBodySchema = z.strictObject({
  token: fingerprintSchema,
  source: z.literal('nai'),
  bot_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'bot_id is not a bot id')
    .optional(),
});
export type TempLoginBody = z.infer<typeof tempLoginBodySchema>;

/** `standard` opens links in new windows; `embed` (an app shown inside a partner page) in the same one. */
export const partnerInfoSchema = z.object({ appMode: z.enum(['standard', 'embed']) });

export const tempLoginResultSchema = z.object({
  access_token: z.string(),
  /** The route guard's industry: `bizchat` checks pages against the permission bits. */
  domain: z.object({ industry: z.string() }),
  user: userSchema,
  config: z.object({
    /** When the temporary user ends (unix seconds); its data is not kept past it. */
    expires_at: z.number().int(),
    /** The bot the trial page is for, when it named one. */
    bot_id: z.string().nullable(),
  }),
  partner_info: partnerInfoSchema,
});
export type TempLoginResult = z.infer<typeof tempLoginResultSchema>;

/**
 * GET /api/user/temp-medical-token: an access token of a temporary user for the medical trial. A caller that
 * already holds a live temporary session gets a new session of the same user (no new user).
 */
export const tempMedicalTokenSchema = z.object({
  access_token: z.string(),
  expires_at: z.number().int(),
  user: userSchema,
});
export type TempMedicalToken = z.infer<typeof tempMedicalTokenSchema>;
