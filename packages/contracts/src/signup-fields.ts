import { z } from 'zod';

/** A new password (sign-up, keeping a trial, an administrator's new user): 8 to 200 characters. */
export const newPasswordSchema = z.string().min(8, 'password must have at least 8 characters').max(200);

/** The display name a new account takes. */
export const signupNameSchema = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(50, 'name has at most 50 characters');

/**
 * The personal-info fields every sign-up ends with (by invitation, or keeping a trial): one rule for both,
 * spread into each body. The terms must be accepted.
 */
export const signupPersonalFields = {
  name: signupNameSchema,
  password: newPasswordSchema,
  agree_terms: z.literal(true, 'the terms must be accepted'),
};
