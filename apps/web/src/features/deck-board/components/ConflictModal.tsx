import { lazy, Suspense } from 'react';
import { useDeckState } from '../state/deck-context';

// The dialog (and antd's Modal) loads only when a save meets a newer version: it is not part of the board's start.
const Content = lazy(async () => ({
  default: (await import('./ConflictModalContent')).ConflictModalContent,
}));

/** The conflict dialog of a 409 save; nothing until there is a conflict. */
export function ConflictModal() {
  const { conflict } = useDeckState();
  if (conflict === null) return null;
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  );
}
