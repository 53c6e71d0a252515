/**
 * The session token (the `Access-Token` value) kept in localStorage so a reload stays logged in. A small
 * external store: React reads it with `useSyncExternalStore`, the HTTP client with `getToken`. A logout in
 * another tab reaches this one through the `storage` event.
 */
const TOKEN_KEY = 'prowrite.access_token';

/** Why the last session ended: the route guard sends an expired session back to the page it was on. */
export type SessionEnd = 'logout' | 'expired';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let token: string | null = typeof window === 'undefined' ? null : read();
let lastEnd: SessionEnd | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const next = read();
    if (next === token) return;
    if (next === null) lastEnd = 'logout';
    token = next;
    emit();
  });
}

export const sessionStore = {
  getToken: (): string | null => token,
  lastEnd: (): SessionEnd | null => lastEnd,
  setToken(next: string): void {
    token = next;
    lastEnd = null;
    try {
      localStorage.setItem(TOKEN_KEY, next);
    } catch {
      // Without storage the session lasts for this page only.
    }
    emit();
  },
  clear(reason: SessionEnd): void {
    if (token === null) return;
    token = null;
    lastEnd = reason;
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored.
    }
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
