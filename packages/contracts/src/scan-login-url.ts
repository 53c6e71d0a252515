/** The zod-free part of the scan login contract (the login page imports it without the schema library). */

/** Where the phone approves: the secret travels in the fragment (`#k=`), which browsers never send to a server. */
export const SCAN_APPROVE_PATH = '/scan-login';
export const SCAN_SECRET_FRAGMENT = 'k';

/** The approval URL the QR code holds. */
export function scanApproveUrl(origin: string, secret: string): string {
  return `${origin.replace(/\/+$/, '')}${SCAN_APPROVE_PATH}#${SCAN_SECRET_FRAGMENT}=${secret}`;
}

/** The secret of an approval URL's fragment (`#k=...`), or null. */
export function scanSecretFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const secret = params.get(SCAN_SECRET_FRAGMENT);
  return secret && SCAN_TOKEN_PATTERN.test(secret) ? secret : null;
}

/** Secrets, watch keys and tickets: 32 random bytes, base64url (43 characters). */
export const SCAN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The stream's one event name; its id is the login's version, so Last-Event-ID skips what was seen. */
export const SCAN_LOGIN_EVENT = 'state';
/** States after which nothing changes any more (the stream ends). */
export const SCAN_LOGIN_FINAL_STATES: ReadonlySet<string> = new Set([
  'approved',
  'rejected',
  'expired',
  'used',
]);
