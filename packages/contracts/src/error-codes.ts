/**
 * The product's error catalogue plus the generic code 0 that the shared HTTP client turns into a thrown
 * message. HTTP statuses carry the class of error; these codes carry the product meaning.
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
  /** Web search asked of a server with no search service configured (SEARXNG_URL). */
  webSearchNotConfigured: 10040,
  /** The search service failed (busy, down, too slow, or answered something that is not search results). */
  webSearchFailed: 10041,
  accountExists: 170002,
  inviteExpired: 170006,
  /** Verification code wrong, expired, used or out of tries. */
  verificationFailed: 170008,
  /** Invite (register) code unknown or already used. */
  inviteCodeInvalid: 170013,
  /** The address being verified is not the one the invitation was sent to. */
  inviteAddressMismatch: 170014,
  /** Scan login: unknown secret, id or ticket, or already used (single use). */
  scanLoginInvalid: 170301,
  /** Scan login: the QR code (or the approval's ticket) expired; show a new QR code. */
  scanLoginExpired: 170302,
  /** Scan login: already scanned by another account, or already decided. */
  scanLoginTaken: 170303,
  /** A temporary (trial) user asked for something only a full account may do (link, switch, partner token). */
  tempUserNotAllowed: 170401,
  /** Too many temporary users from one network or one browser fingerprint; try later or sign up. */
  tempUserLimit: 170402,
  /** Partner token unknown, already used (single use) or expired. */
  partnerTokenInvalid: 170403,
  /** A partner token asked for no partner, or one the server does not know, while partners are registered. */
  partnerUnknown: 170404,
  /** The partner's verify call came without its id and secret (HTTP Basic), or with wrong ones. */
  partnerCredentialsInvalid: 170405,
  /** The trial to keep (sign-up or merge) is not a live temporary user's session: ended, unknown or converted. */
  trialNotLive: 170406,
  /** The trial cannot be merged now: a job of it is still queued or running, or a file would clash. */
  trialMergeConflict: 170407,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
