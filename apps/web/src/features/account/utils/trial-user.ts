import { TEMP_USER_TYPE, type User } from '@prowrite/contracts';

/** A temporary (trial) user: its type, or the trial role (either marks it; the server sets both). */
export const isTrialUser = (user: Pick<User, 'type' | 'bizchat_auth'>) =>
  user.type === TEMP_USER_TYPE || user.bizchat_auth.role === 'nai';

const FINGERPRINT_KEY = 'prowrite.trial_fingerprint';
const WELCOME_KEY_PREFIX = 'prowrite.trial_welcome_seen.';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** 24 random bytes, base64url (32 printable characters): no identity, only "this browser". */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's trial id, made once and kept, so a refresh or a second visit gets the same temporary user back
 * (the server keys the user by it) instead of minting a new one. Without storage it lasts for this page.
 */
export function trialFingerprint(store: KeyValueStore | null = safeStorage()): string {
  const kept = readKey(store, FINGERPRINT_KEY);
  if (kept && /^[A-Za-z0-9_-]{32}$/.test(kept)) return kept;
  const id = randomId();
  writeKey(store, FINGERPRINT_KEY, id);
  return id;
}

/** The free-quota welcome is shown once per trial user (a refresh or a new tab does not show it again). */
export function hasSeenTrialWelcome(userId: string, store: KeyValueStore | null = safeStorage()): boolean {
  return seenThisPage.has(userId) || readKey(store, WELCOME_KEY_PREFIX + userId) === '1';
}

export function markTrialWelcomeSeen(userId: string, store: KeyValueStore | null = safeStorage()): void {
  seenThisPage.add(userId);
  writeKey(store, WELCOME_KEY_PREFIX + userId, '1');
}

// Remembers the welcome for this page when storage is unavailable (private modes may throw on write).
const seenThisPage = new Set<string>();

function safeStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readKey(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeKey(store: KeyValueStore | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Without storage it is remembered for this page only.
  }
}
