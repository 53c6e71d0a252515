import { z } from 'zod';
import { loginResultSchema } from './accounts';
import { phoneCountrySchema } from './phone';
import { codeSchema, emailAddressSchema } from './verification-codes';

const personalInfo = {
  name: z.string().trim().min(1, 'name is required').max(50, 'name has at most 50 characters'),
  password: z.string().min(8, 'password must have at least 8 characters').max(200),
  agree_terms: z.literal(true, 'the terms must be accepted'),
};

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
    ...personalInfo,
  }),
  z.strictObject({
    channel: z.literal('sms'),
    mobile: z.string().max(40),
    country_code: z.string().max(6).default('86'),
    country: phoneCountrySchema.optional(),
    code: codeSchema,
    ...personalInfo,
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
