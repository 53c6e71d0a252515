import { useSyncExternalStore } from 'react';

/**
 * Once the server said it has no image model (code 10002), every AI tab and regenerate entry says so for the
 * rest of this page's life instead of offering a call that cannot work.
 */
let noImageModel = false;
const listeners = new Set<() => void>();

export function markNoImageModel(): void {
  if (noImageModel) return;
  noImageModel = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNoImageModel(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => noImageModel,
    () => false,
  );
}
