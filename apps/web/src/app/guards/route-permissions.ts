import { type BizchatAuth, canRead, type ReadArea } from '@prowrite/contracts';

type Rule = { area: ReadArea; matches: (pathname: string) => boolean };

const under = (prefix: string) => (p: string) => p === prefix || p.startsWith(`${prefix}/`);

/**
 * The read bit each signed-in screen needs (docs/permissions.md). The first matching rule decides; a path no
 * rule names (home, /no-permission, not found) is open to every signed-in user.
 */
const RULES: Rule[] = [
  { area: 'chat', matches: (p) => under('/chat-text')(p) || under('/chat-pdf')(p) },
  { area: 'medpilot', matches: under('/medpilot') },
  { area: 'knowledge', matches: (p) => under('/app/knowledge-base')(p) || under('/knowledge')(p) },
  { area: 'works', matches: (p) => under('/works')(p) || under('/decks')(p) || under('/articles')(p) },
  // The console bit is the administrators' (the layout gallery is an operator's tool like the console).
  { area: 'console', matches: (p) => under('/console')(p) || under('/layouts')(p) },
];

/** The read bit `pathname` needs, or null when any signed-in user may open it. */
export function requiredReadArea(pathname: string): ReadArea | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return RULES.find((rule) => rule.matches(path))?.area ?? null;
}

/** Whether a user with these bits may open `pathname` (the sidebar and the route guard both ask this). */
export function mayVisit(auth: Pick<BizchatAuth, 'read_permission'>, pathname: string): boolean {
  const area = requiredReadArea(pathname);
  return area === null || canRead(auth, area);
}
