/** Where to go after login: only a path inside this app (no `//host` or `/\host`), never back to /login. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return '/';
  return raw;
}

/** The login URL that brings the user back to `target` afterwards. */
export function loginPathFor(target: { pathname: string; search?: string; hash?: string }): string {
  const path = `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
  return safeRedirect(path) === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}
