import { type BizchatAuth, canRead, canWrite, type ReadArea, type WriteArea } from '@prowrite/contracts';

/** What a private endpoint needs beyond a session. */
export type Requirement = { signedIn: true } | { read: ReadArea } | { write: WriteArea };
type Rule = { match: RegExp; methods?: readonly string[]; need: Requirement };

const READS = ['GET', 'HEAD'] as const;

/**
 * Permission rules for every private endpoint, by path (first match wins). Reading works is GET/HEAD plus the
 * calls that only read a work (export, source quotes, comments: reviewers comment); changing works needs the
 * works write bit. An endpoint no rule matches is refused (fail closed) and fails the route matrix test.
 */
export const PERMISSION_RULES: readonly Rule[] = [
  { match: /^\/api\/admin\//, need: { read: 'console' } },
  { match: /^\/(api\/user\/|logout\/)/, need: { signedIn: true } },
  // Account switch: the caller's own accounts (linked by proof of both).
  { match: /^\/api\/account\//, need: { signedIn: true } },
  // The partner token names the caller to a partner page.
  { match: /^\/basicauth\/user\//, need: { signedIn: true } },
  { match: /^\/api\/prowrite\/v1\/(export|source\/quote|comment)(\/|$)/, need: { read: 'works' } },
  { match: /^\/api\/prowrite\/v2\/export\//, need: { read: 'works' } },
  { match: /^\/api\/botconsole\/export\//, need: { read: 'works' } },
  // Builds a PPTX from the slides in the request; stores nothing.
  { match: /^\/webapi\/ppt\/generate$/, need: { read: 'works' } },
  // Knowledge base: listing and searching read it (search is a POST with a body); everything else changes it.
  { match: /^\/api\/knowledge\//, methods: READS, need: { read: 'knowledge' } },
  { match: /^\/api\/knowledge\/search$/, need: { read: 'knowledge' } },
  { match: /^\/api\/knowledge\//, need: { write: 'knowledge' } },
  // Resumable uploads (tus: HEAD reads an offset of the caller's own upload) add knowledge items.
  { match: /^\/api\/files\/upload\/chunk(\/|$)/, need: { write: 'knowledge' } },
  // Chat: conversations, asking (PDF, text, knowledge base), answer streams and token counts.
  {
    match: /^\/api\/(ai\/chat|v1\/question|v2\/chat|webchat\/v2\/question|v1\/token-count)(\/|$)/,
    need: { read: 'chat' },
  },
  // The chat model list, the caller's premium-model switch and the team's premium usage: chat settings.
  { match: /^\/api\/(v1\/chat-models|v1\/gpt4-usage|member\/gpt4)$/, need: { read: 'chat' } },
  // Web search in chat, question optimisation and the workbench's quick asks: chat calls.
  { match: /^\/api\/webchat\/v2\/(console\/websearch\/ask|optimize\/question)$/, need: { read: 'chat' } },
  { match: /^\/api\/prowrite\/v2\/ask\/shortcut$/, methods: READS, need: { read: 'chat' } },
  // The chat-revise panel: asking about a work and reading its conversation are chat calls; accepting or
  // rejecting a revision decides a change of the work (the works write bit, by the last rule).
  { match: /^\/api\/prowrite\/v2\/ask$/, methods: ['POST'], need: { read: 'chat' } },
  { match: /^\/api\/prowrite\/v2\/ask\/chat$/, methods: READS, need: { read: 'chat' } },
  // Chat prompts (the library and the caller's own saved prompts) and feedback on the caller's answers:
  // personal to the chat user, like conversations, so the chat bit suffices for reading and writing.
  { match: /^\/api\/(v1\/nana-prompts|ai\/comment\/tag|ai\/message\/comment)(\/|$)/, need: { read: 'chat' } },
  { match: /^\/api\/(prowrite|files?)\//, methods: READS, need: { read: 'works' } },
  { match: /^\/api\/(prowrite|files?)\//, need: { write: 'works' } },
];

/**
 * Calls closed to temporary (trial) users whatever their bits: linking and switching accounts and partner
 * tokens act on an account's identity, which a throw-away trial user does not have.
 */
export const FULL_ACCOUNT_ONLY = /^\/(api\/account\/|basicauth\/user\/)/;

export function requirementFor(method: string, routeUrl: string): Requirement | null {
  const m = method.toUpperCase();
  for (const rule of PERMISSION_RULES) {
    if (rule.match.test(routeUrl) && (!rule.methods || rule.methods.includes(m))) return rule.need;
  }
  return null;
}

export function allows(auth: BizchatAuth, need: Requirement): boolean {
  if ('read' in need) return canRead(auth, need.read);
  if ('write' in need) return canWrite(auth, need.write);
  return true;
}

export function describeRequirement(need: Requirement): string {
  if ('read' in need) return `read ${need.read}`;
  if ('write' in need) return `change ${need.write}`;
  return 'be signed in';
}
