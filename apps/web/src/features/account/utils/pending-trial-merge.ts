/**
 * The trial to merge after logging in ("log in to merge", decision 0069): the trial's access token, kept in
 * this tab's sessionStorage while the visitor logs in to the existing account, and taken once.
 */
const KEY = 'prowrite.pending_trial_merge';

type TabStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStore(): TabStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const pendingTrialMerge = {
  save(trialToken: string, store: TabStore | null = tabStore()): void {
    store?.setItem(KEY, trialToken);
  },
  /** The pending trial token, removed from the store (a merge is tried once). */
  take(store: TabStore | null = tabStore()): string | null {
    const token = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    return token;
  },
  has(store: TabStore | null = tabStore()): boolean {
    return (store?.getItem(KEY) ?? null) !== null;
  },
};
