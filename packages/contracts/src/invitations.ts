import { z } from 'zod';
import { assignableRoleSchema } from './accounts';
import { smsAddressFields } from './phone';
import { signupPersonalFields } from './signup-fields';
import { codeSchema, emailAddressSchema, registerCodeSchema } from './verification-codes';

/** An invitation opens one sign-up; valid 7 days unless the server sets INVITATION_TTL_SECONDS. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** POST /api/admin/invitations: invite an email or phone into the caller's team (any team: first admin). */
export const createInvitationBodySchema = z.discriminatedUnion('channel', [
  z.strictObject({
    channel: z.literal('email'),
    email: emailAddressSchema,
    role: assignableRoleSchema.default('member'),
    team_id: z.string().min(1).max(64).optional(),
  }),
  z.strictObject({
    channel: z.literal('sms'),
    ...smsAddressFields,
    role: assignableRoleSchema.default('member'),
    team_id: z.string().min(1).max(64).optional(),
  }),
]);
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** `sid` is shown once (only its hash is stored); the invite link is `/signup?sid=`. */
export const invitationCreatedSchema = z.object({
  id: z.string(),
  sid: z.string(),
  masked_account: z.string(),
  expires_at: z.number().int(),
  /** Whether the invitation message went out (false: written to the development outbox or no link base). */
  delivered_by: z.string(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

export const inviteInfoQuerySchema = z.object({ sid: registerCodeSchema });

/** GET /invite/info?sid=: the invited account masked, the inviter and the team. */
export const inviteInfoSchema = z.object({
  account: z.string(),
  country_code: z.string(),
  channel: z.enum(['email', 'sms']),
  user_name: z.string(),
  user_avatar: z.string(),
  dept_name: z.string(),
  expires_at: z.number().int(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** Sign-up improve flag: 1 done (go home), 2 personal info still to fill in. */
export const IMPROVE_FLAG = { done: 1, fillInfo: 2 } as const;

/** POST /api/signup/verify: the verified address (step 1 or 2) with its code (step 3) and the invite code. */
export const signupVerifyBodySchema = z.discriminatedUnion('channel', [
  z.strictObject({
    channel: z.literal('email'),
    email: emailAddressSchema,
    code: codeSchema,
    register_code: registerCodeSchema,
  }),
  z.strictObject({
    channel: z.literal('sms'),
    ...smsAddressFields,
    code: codeSchema,
    register_code: registerCodeSchema,
  }),
]);
export type SignupVerifyBody = z.infer<typeof signupVerifyBodySchema>;

/** `signup_ticket` carries the proof to the info step (15 minutes). */
export const signupVerifyResultSchema = z.object({
  signup_ticket: z.string(),
  improve_flag: z.literal(IMPROVE_FLAG.fillInfo),
  invite_info: inviteInfoSchema,
});
export type SignupVerifyResult = z.infer<typeof signupVerifyResultSchema>;

/** POST /api/signup/complete (step 4): personal info; the terms must be accepted. */
export const signupCompleteBodySchema = z.strictObject({
  signup_ticket: z.string().min(1).max(1000),
  ...signupPersonalFields,
});
export type SignupCompleteBody = z.infer<typeof signupCompleteBodySchema>;
