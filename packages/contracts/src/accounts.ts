import { z } from 'zod';
import { signedLoginBodySchema } from './login-signing';
import { bizchatAuthSchema } from './permissions';
import { newPasswordSchema } from './signup-fields';

/**
 * Roles and what each may do: ROLE_PERMISSIONS in permissions.ts. `nai` is the trial role of temporary users
 * (never given by an administrator, an invitation or single sign-on: those take an assignable role).
 */
export const roleSchema = z.enum(['admin', 'member', 'viewer', 'nai']);
export type Role = z.infer<typeof roleSchema>;
export const assignableRoleSchema = z.enum(['admin', 'member', 'viewer']);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/** user.type of a temporary (trial) user; other users' type is their role. */
export const TEMP_USER_TYPE = 'jw_n_tmp_user';

const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

export const loginBodySchema = z.strictObject({
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * POST /api/login/account takes either form: `{account, password}` (the plain form, for API clients over TLS)
 * or the signed `{account, password_hash, timestamp, nonce}` the web app sends (a replay fails).
 */
export const accountLoginBodySchema = z.union([loginBodySchema, signedLoginBodySchema]);
export type AccountLoginBody = z.infer<typeof accountLoginBodySchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  /**
   * `admin`, `member` or `viewer` (the first administrator additionally manages every team), or
   * `jw_n_tmp_user` for a temporary user (role `nai` in bizchat_auth).
   */
  type: z.union([roleSchema, z.literal(TEMP_USER_TYPE)]),
  team_id: z.string(),
  team_name: z.string(),
  is_super_admin: z.boolean(),
  /** The role's permission bits (bizchat_auth; bit values in permissions.ts). */
  bizchat_auth: bizchatAuthSchema,
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = z.object({ access_token: z.string(), user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const createTeamBodySchema = z.strictObject({ name: z.string().trim().min(1).max(100) });
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The company template (decks' company variants, image-only article inserts); off by default. */
  company_template: z.boolean(),
  /** The closing slide's contact line; empty = decks close without a contact block. */
  closing_contact: z.string().default(''),
});
export type Team = z.infer<typeof teamSchema>;

/** The longest closing contact (two short lines: a team name and an address). */
export const MAX_CLOSING_CONTACT = 200;

/**
 * PUT /api/admin/teams/closing-contact: the contact decks of the team show on their closing slide (new
 * decks; empty hides the contact block). Line breaks are kept (at most 3 lines).
 */
export const setClosingContactBodySchema = z.strictObject({
  team_id: z.string().min(1).max(64),
  closing_contact: z
    .string()
    .trim()
    .max(MAX_CLOSING_CONTACT)
    .refine((s) => s.split('\n').length <= 3, 'closing_contact has at most 3 lines'),
});
export type SetClosingContactBody = z.infer<typeof setClosingContactBodySchema>;
export const closingContactResultSchema = z.object({ team_id: z.string(), closing_contact: z.string() });
export type ClosingContactResult = z.infer<typeof closingContactResultSchema>;

/** PUT /api/admin/teams/company-template (decision 0007). */
export const setCompanyTemplateBodySchema = z.strictObject({
  team_id: z.string().min(1).max(64),
  enabled: z.boolean(),
});
export type SetCompanyTemplateBody = z.infer<typeof setCompanyTemplateBodySchema>;

export const companyTemplateResultSchema = z.object({ team_id: z.string(), company_template: z.boolean() });
export type CompanyTemplateResult = z.infer<typeof companyTemplateResultSchema>;

export const createUserBodySchema = z.strictObject({
  email,
  name: z.string().trim().min(1).max(100),
  password: newPasswordSchema,
  team_id: z.string().min(1).max(64),
  role: assignableRoleSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  team_id: z.string(),
  team_name: z.string(),
  created_at: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/**
 * What a URL ticket opens: `stream` the generation stream (EventSource), `files` reading the team's files
 * (`GET /api/files/...`, for <img>/<video> sources). Browsers cannot send the Access-Token header there;
 * a ticket is short-lived and single-purpose, so the session token never goes into a URL.
 */
export const URL_TICKET_PURPOSES = ['stream', 'files'] as const;
export const urlTicketPurposeSchema = z.enum(URL_TICKET_PURPOSES);
export type UrlTicketPurpose = z.infer<typeof urlTicketPurposeSchema>;
export const urlTicketBodySchema = z.strictObject({ purpose: urlTicketPurposeSchema });
export type UrlTicketBody = z.infer<typeof urlTicketBodySchema>;
/** `ticket` goes into the URL as `?ticket=`; `expires_at` in Unix seconds. */
export const urlTicketSchema = z.object({ ticket: z.string(), expires_at: z.number().int() });
export type UrlTicket = z.infer<typeof urlTicketSchema>;
