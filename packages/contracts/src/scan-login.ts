import { z } from 'zod';
import { SCAN_TOKEN_PATTERN } from './scan-login-url';

/**
 * Scan login (login method 3). The login page creates a pending login and shows its secret as a QR code; a
 * phone that is signed in opens the approval page from it, sees who is asking and approves or refuses; the
 * waiting page learns the outcome by server push and, on approval, exchanges a one-time ticket for a session.
 */

const scanToken = z.string().regex(SCAN_TOKEN_PATTERN, 'Not a scan login token');
const scanId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a scan login id');

/**
 * The states a scan login goes through: pending → scanned → approved | rejected | expired; an approved login
 * whose ticket was exchanged is `used`. Pending and scanned logins expire; approved ones until the ticket is used.
 */
export const scanLoginStateSchema = z.enum(['pending', 'scanned', 'approved', 'rejected', 'expired', 'used']);
export type ScanLoginState = z.infer<typeof scanLoginStateSchema>;
/** `POST /api/login/scan` (public): a new pending login. */
export const scanLoginCreatedSchema = z.object({
  id: scanId,
  /** Single use; goes into the QR code only (see `scanApproveUrl`). */
  secret: scanToken,
  /** Proves to the event stream that the caller is the page that created the login; never shown. */
  watch_key: scanToken,
  /** Unix seconds. */
  expires_at: z.number().int(),
  ttl_seconds: z.number().int().positive(),
});
export type ScanLoginCreated = z.infer<typeof scanLoginCreatedSchema>;

/** `POST /api/login/scan/events` (public, text/event-stream): the waiting page's push channel. */
export const scanLoginWatchBodySchema = z.object({ id: scanId, watch_key: scanToken }).strict();
export type ScanLoginWatchBody = z.infer<typeof scanLoginWatchBodySchema>;

/** Data of one `state` event. The ticket comes only with `approved`; it is exchanged once, within seconds. */
export const scanLoginEventSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending'), expires_at: z.number().int() }),
  z.object({ state: z.literal('scanned'), expires_at: z.number().int() }),
  z.object({ state: z.literal('approved'), ticket: scanToken }),
  z.object({ state: z.literal('rejected') }),
  z.object({ state: z.literal('expired') }),
  z.object({ state: z.literal('used') }),
]);
export type ScanLoginEvent = z.infer<typeof scanLoginEventSchema>;

/** `POST /api/login/scan/exchange` (public): the ticket of an approved login, for a session (LoginResult). */
export const scanLoginExchangeBodySchema = z.object({ id: scanId, ticket: scanToken }).strict();
export type ScanLoginExchangeBody = z.infer<typeof scanLoginExchangeBodySchema>;

/** The phone's calls (`/api/user/scan-login/{scan,approve,reject}`, signed in): the secret from the QR. */
export const scanLoginSecretBodySchema = z.object({ secret: scanToken }).strict();
export type ScanLoginSecretBody = z.infer<typeof scanLoginSecretBodySchema>;

/** Who asks to log in, as the phone shows it before the user approves (a login they did not start is refused). */
export const scanLoginRequesterSchema = z.object({
  /** The requesting browser's User-Agent (cut to 300 characters). */
  user_agent: z.string(),
  /** The browser's name read from it ("Chrome", "Edge", "Firefox", "Safari", "Opera"), '' when unknown. */
  browser: z.string(),
  /** The system's name ("Windows", "macOS", "Linux", "ChromeOS", "Android", "iOS"), '' when unknown. */
  system: z.string(),
  /** The requesting address, its last part masked (203.0.113.x). */
  address: z.string(),
  /** Whether the phone calls from the same address (a login started elsewhere is a warning sign). */
  same_address: z.boolean(),
  /** Unix seconds when the QR was created. */
  created_at: z.number().int(),
});
export type ScanLoginRequester = z.infer<typeof scanLoginRequesterSchema>;

/** `POST /api/user/scan-login/scan`: marks the login scanned by this user and shows the requester. */
export const scanLoginScanResultSchema = z.object({
  state: scanLoginStateSchema,
  requester: scanLoginRequesterSchema,
  expires_at: z.number().int(),
});
export type ScanLoginScanResult = z.infer<typeof scanLoginScanResultSchema>;

/** `POST /api/user/scan-login/approve` and `/reject`. */
export const scanLoginDecisionResultSchema = z.object({ state: z.enum(['approved', 'rejected']) });
export type ScanLoginDecisionResult = z.infer<typeof scanLoginDecisionResultSchema>;
