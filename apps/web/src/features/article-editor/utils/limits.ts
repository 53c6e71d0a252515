import {
  type ArticleComponent,
  type ArticleComponentKind,
  COMPONENT_CHAR_LIMITS,
  componentLimitIssue,
  componentTextLength,
} from '@prowrite/contracts';

/** A live counter shows once a component has used this share of its limit (within 10% of it). */
export const NEAR_LIMIT_RATIO = 0.9;

export type LimitHint =
  | { state: 'ok' }
  /** Within 10% of the component's limit: show used/limit while typing. */
  | { state: 'near'; kind: ArticleComponentKind; used: number; limit: number }
  /** A limit is broken: the component is not saved until it fits again (nothing typed is thrown away). */
  | { state: 'over'; kind: ArticleComponentKind | 'petitle'; used: number; limit: number; path: string };

/** How close a component is to its limits (section 9; measured with measureText: non-ASCII counts 2). */
export function limitHint(component: ArticleComponent): LimitHint {
  const issue = componentLimitIssue(component);
  if (issue)
    return { state: 'over', kind: issue.kind, used: issue.length, limit: issue.limit, path: issue.path };
  const limit = COMPONENT_CHAR_LIMITS[component.component];
  const used = componentTextLength(component);
  if (used >= limit * NEAR_LIMIT_RATIO) return { state: 'near', kind: component.component, used, limit };
  return { state: 'ok' };
}

/**
 * The limit named by a server's 10008 refusal ("... limit 2000 ..."), when the local check did not see it
 * (e.g. an older contract). Falls back to the component's own limit.
 */
export function hintFromServer(component: ArticleComponent, message: string): LimitHint {
  const local = limitHint(component);
  if (local.state === 'over') return local;
  const numbers = [...message.matchAll(/\d+/g)].map((m) => Number(m[0]));
  const limit = numbers.length > 0 ? Math.min(...numbers) : COMPONENT_CHAR_LIMITS[component.component];
  return {
    state: 'over',
    kind: component.component,
    used: componentTextLength(component),
    limit,
    path: component.component,
  };
}
