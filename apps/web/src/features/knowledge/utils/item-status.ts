import type { KnowledgeItem } from '@prowrite/contracts';
import type { MessageKey } from '../../../lib/locales/zh-cn';

export type StatusTone = 'default' | 'processing' | 'success' | 'error' | 'warning';

export type StatusView = {
  tone: StatusTone;
  label: MessageKey;
  /** Why the item is not (yet) usable: the reason it is stuck, or the server's error message. */
  reason: { key: MessageKey } | { text: string } | null;
};

/** success and error are final; every other status is still moving (or stuck, which a retry may fix). */
export function isSettled(item: Pick<KnowledgeItem, 'status'>): boolean {
  return item.status === 'success' || item.status === 'error';
}

/** Poll while anything is still being ingested; stop once every item is settled. */
export function pollInterval(items: readonly Pick<KnowledgeItem, 'status'>[] | undefined, everyMs = 2000) {
  return items?.some((item) => !isSettled(item)) ? everyMs : false;
}

/**
 * The tag an item shows. A stuck item is a warning naming why it is stuck (no sign of life while in
 * progress, or waiting in the queue too long), so nobody waits on it without knowing.
 */
export function statusView(item: Pick<KnowledgeItem, 'status' | 'stuck' | 'err_msg'>): StatusView {
  if (item.status === 'error') {
    return {
      tone: 'error',
      label: 'knowledge.status.error',
      reason: item.err_msg ? { text: item.err_msg } : null,
    };
  }
  if (item.status === 'success') return { tone: 'success', label: 'knowledge.status.success', reason: null };
  if (item.stuck) {
    return {
      tone: 'warning',
      label: 'knowledge.status.stuck',
      reason: {
        key: item.status === 'inProgress' ? 'knowledge.stuck.inProgress' : 'knowledge.stuck.waiting',
      },
    };
  }
  if (item.status === 'inProgress') {
    return { tone: 'processing', label: 'knowledge.status.inProgress', reason: null };
  }
  return { tone: 'default', label: 'knowledge.status.wait', reason: null };
}

/** Items of a selection a retry applies to: failed ones the server allows to retry, and stuck ones. */
export function retryable(items: readonly KnowledgeItem[]): KnowledgeItem[] {
  return items.filter((item) => (item.status === 'error' && item.is_allow_retry) || item.stuck);
}
