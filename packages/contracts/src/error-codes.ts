/**
 * The error catalogue (workbench.md section 8) plus the generic code 0 that the shared HTTP client turns into
 * a thrown message. HTTP statuses carry the class of error; these codes carry the product meaning.
 */
export const ErrorCode = {
  generic: 0,
  success: 200,
  aiImageSpecial: 10002,
  botMessageOverLimit: 10004,
  botMessageDailyLimit: 10005,
  prowriteCreateOverLimit: 10006,
  prowriteCreateDailyLimit: 10007,
  editOverLimit: 10008,
  /** Ours: the work type is a known kind this server cannot write yet (not registered). */
  workKindUnavailable: 10030,
  accountExists: 170002,
  inviteExpired: 170006,
  /** Verification code wrong, expired, used or out of tries. */
  verificationFailed: 170008,
  /** Invite (register) code unknown or already used. */
  inviteCodeInvalid: 170013,
  /** The address being verified is not the one the invitation was sent to. */
  inviteAddressMismatch: 170014,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
