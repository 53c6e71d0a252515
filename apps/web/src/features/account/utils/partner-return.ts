/** Hosts where plain http is accepted: the partner's own machine in development, never the network. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The partner page `/partner-auth?redirect_uri=` sends the user back to, or null when it may not carry a token:
 * an absolute https URL (http only on a loopback host, a token in clear text on a network would leak), without
 * user info (`https://ours@evil` reads as ours to a person). The token is appended by `withPartnerToken`.
 */
export function partnerReturnUrl(raw: string | null): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url;
  return null;
}

/** The return URL with the single-use token as `token` (replacing any the link carried), hash kept. */
export function withPartnerToken(url: URL, token: string): string {
  const next = new URL(url.href);
  next.searchParams.set('token', token);
  return next.href;
}
