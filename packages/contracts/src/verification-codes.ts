import { z } from 'zod';
import { phoneInputSchema, smsAddressFields } from './phone';

/** Verification codes: 6 digits, valid 10 minutes, single use, 5 tries. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_TRIES = 5;
/** A new code for the same address from the same client waits this long (the resend button's countdown). */
export const CODE_RESEND_SECONDS = 60;

/** What a code is for; a code issued for one purpose never opens another. */
export const CODE_PURPOSES = ['login', 'signup'] as const;
export const codePurposeSchema = z.enum(CODE_PURPOSES);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

export const codeChannelSchema = z.enum(['email', 'sms']);
export type CodeChannel = z.infer<typeof codeChannelSchema>;

export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'email has at most 254 characters')
  .pipe(z.email('email is not a valid address'));

/** An invitation's code (`sid`): 43 URL-safe characters. */
export const registerCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'register_code is not an invite code');

/**
 * POST /api/password/send/code: by email `{channel: 'email', email}` or SMS `{channel: 'sms', mobile,
 * country_code}`. Sign-up codes need the invite code (`register_code`) the address was invited with.
 */
export const sendCodeBodySchema = z.discriminatedUnion('channel', [
  z.strictObject({
    channel: z.literal('email'),
    purpose: codePurposeSchema,
    email: emailAddressSchema,
    register_code: registerCodeSchema.optional(),
  }),
  z.strictObject({
    channel: z.literal('sms'),
    purpose: codePurposeSchema,
    ...smsAddressFields,
    register_code: registerCodeSchema.optional(),
  }),
]);
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

/** `resend_after`: seconds until the same client may ask again; `expires_in`: the code's lifetime. */
export const sendCodeResultSchema = z.object({
  channel: codeChannelSchema,
  masked_address: z.string(),
  expires_in: z.number().int(),
  resend_after: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `code has ${CODE_LENGTH} digits`);

/** The phone part of a send-code or code-login body, checked by country. */
export const smsAddressSchema = phoneInputSchema;

/** GET /api/admin/dev-outbox: codes the server could not send (no SMTP_URL / SMS_PROVIDER_URL configured). */
export const devOutboxEntrySchema = z.object({
  id: z.string(),
  channel: codeChannelSchema,
  address: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.number().int(),
});
export type DevOutboxEntry = z.infer<typeof devOutboxEntrySchema>;

/** POST /api/login/code: login methods sms (1) and email (2) with a code sent for purpose `login`. */
export const codeLoginBodySchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('email'), email: emailAddressSchema, code: codeSchema }),
  z.strictObject({
    channel: z.literal('sms'),
    ...smsAddressFields,
    code: codeSchema,
  }),
]);
export type CodeLoginBody = z.infer<typeof codeLoginBodySchema>;
