import {
  codeSchema,
  ErrorCode,
  emailAddressSchema,
  newPasswordSchema,
  registerCodeSchema,
  signupNameSchema,
} from '@prowrite/contracts';
import type { z } from 'zod';
import { HttpError } from '../../../lib/http';

/** The first message a contract schema gives for `value`, or null when it passes (the server's own rule). */
export function contractProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

/** A form rule that asks the contract schema (the server's own check) and shows `message` on failure. */
export const schemaRule = (schema: z.ZodType, message: string) => ({
  validator: (_: unknown, value: unknown): Promise<void> =>
    value === undefined || value === '' || contractProblem(schema, value) === null
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** The fields of the sign-up form, checked by the same schemas the server checks them with. */
export const signupFieldSchemas = {
  email: emailAddressSchema,
  code: codeSchema,
  inviteCode: registerCodeSchema,
  name: signupNameSchema,
  password: newPasswordSchema,
} as const;

/**
 * The invite code from what a person pastes: the code itself, or the whole invitation link (`...?sid=`).
 * Null when neither holds a code the server could accept.
 */
export function inviteCodeFrom(input: string): string | null {
  const text = input.trim();
  let candidate = text;
  const linked = /[?&]sid=([^&#\s]+)/.exec(text);
  if (linked?.[1]) {
    try {
      candidate = decodeURIComponent(linked[1]);
    } catch {
      return null;
    }
  }
  return registerCodeSchema.safeParse(candidate).success ? candidate.trim() : null;
}

/** What the sign-up screen does with a failed call, by its error code. */
export type SignupFailure =
  /** 170006: the invitation has expired -> /invite-expired. */
  | { kind: 'expired' }
  /** 170002: the address has an account -> 'label.account.exists' dialog, offering login. */
  | { kind: 'exists' }
  /** 170013, 170014, 170008: a dialog with the server's message. */
  | { kind: 'dialog'; message: string }
  /** Anything else (throttling, network, validation): shown in the form. */
  | { kind: 'inline'; message: string; error: unknown };

const DIALOG_CODES: readonly number[] = [
  ErrorCode.inviteCodeInvalid,
  ErrorCode.inviteAddressMismatch,
  ErrorCode.verificationFailed,
];

export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof HttpError) {
    if (error.code === ErrorCode.inviteExpired) return { kind: 'expired' };
    if (error.code === ErrorCode.accountExists) return { kind: 'exists' };
    if (DIALOG_CODES.includes(error.code)) return { kind: 'dialog', message: error.message };
  }
  return { kind: 'inline', message: error instanceof Error ? error.message : String(error), error };
}
