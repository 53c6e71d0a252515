import { z } from 'zod';
import { loginResultSchema } from './accounts';
import { smsAddressFields } from './phone';
import { signupPersonalFields } from './signup-fields';
import { codeSchema, emailAddressSchema } from './verification-codes';

/**
 * POST /api/user/trial/convert (a live trial session): sign up keeping the trial. The address's code is sent
 * by POST /api/password/send/code with purpose `signup` and no invite code (the trial session stands in for
 * it). The temporary user becomes a full account in place: same user id, its team becomes a normal team.
 */
export const trialConvertBodySchema = z.discriminatedUnion('channel', [
  z.strictObject({
    channel: z.literal('email'),
    email: emailAddressSchema,
    code: codeSchema,
    ...signupPersonalFields,
  }),
  z.strictObject({
    channel: z.literal('sms'),
    ...smsAddressFields,
    code: codeSchema,
    ...signupPersonalFields,
  }),
]);
export type TrialConvertBody = z.infer<typeof trialConvertBodySchema>;

/** A new session of the converted user; every trial session ends with the conversion. */
export const trialConvertResultSchema = loginResultSchema;
export type TrialConvertResult = z.infer<typeof trialConvertResultSchema>;

/**
 * POST /api/account/trial/merge (a full account's session): the address already had an account (170002), so
 * the visitor logged in to it; the trial's access token proves the trial is theirs, and its data moves into
 * the account's team. The trial user and its team are deleted in the same transaction.
 */
export const trialMergeBodySchema = z.strictObject({
  trial_token: z
    .string()
    .min(1, 'trial_token is required')
    .max(200, 'trial_token is too long')
    .regex(/^[A-Za-z0-9+/=_-]+$/, 'trial_token is not an access token'),
});
export type TrialMergeBody = z.infer<typeof trialMergeBodySchema>;

/** Rows moved per module (works, chat, files, ...), for the page to say what arrived. */
export const trialMergeResultSchema = z.object({
  moved: z.record(z.string(), z.number().int()),
});
export type TrialMergeResult = z.infer<typeof trialMergeResultSchema>;
