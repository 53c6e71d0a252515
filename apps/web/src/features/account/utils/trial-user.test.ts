import { bizchatAuthFor, TEMP_USER_TYPE } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { hasSeenTrialWelcome, isTrialUser, markTrialWelcomeSeen, trialFingerprint } from './trial-user';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const throwingStore = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: (): void => {
    throw new Error('denied');
  },
};

describe('isTrialUser', () => {
  it('knows a temporary user by its type or by the trial role', () => {
    expect(isTrialUser({ type: TEMP_USER_TYPE, bizchat_auth: bizchatAuthFor('nai') })).toBe(true);
    expect(isTrialUser({ type: 'member', bizchat_auth: bizchatAuthFor('nai') })).toBe(true);
  });

  it('does not take a registered user for a trial user', () => {
    for (const role of ['admin', 'member', 'viewer'] as const) {
      expect(isTrialUser({ type: role, bizchat_auth: bizchatAuthFor(role) })).toBe(false);
    }
  });
});

describe('trialFingerprint', () => {
  it('makes one id per browser and gives the same one back', () => {
    const store = memoryStore();
    const first = trialFingerprint(store);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(trialFingerprint(store)).toBe(first);
    expect(trialFingerprint(memoryStore())).not.toBe(first);
  });

  it('replaces a kept value that is not an id it made', () => {
    const store = memoryStore();
    store.setItem('prowrite.trial_fingerprint', 'short');
    const id = trialFingerprint(store);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(store.map.get('prowrite.trial_fingerprint')).toBe(id);
  });

  it('still answers an id when storage refuses', () => {
    expect(trialFingerprint(throwingStore)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(trialFingerprint(null)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('trial welcome', () => {
  it('is seen once per user', () => {
    const store = memoryStore();
    expect(hasSeenTrialWelcome('u1', store)).toBe(false);
    markTrialWelcomeSeen('u1', store);
    expect(hasSeenTrialWelcome('u1', store)).toBe(true);
    expect(hasSeenTrialWelcome('u2', store)).toBe(false);
  });

  it('is remembered for the page when storage refuses', () => {
    expect(hasSeenTrialWelcome('u3', throwingStore)).toBe(false);
    markTrialWelcomeSeen('u3', throwingStore);
    expect(hasSeenTrialWelcome('u3', throwingStore)).toBe(true);
  });
});
