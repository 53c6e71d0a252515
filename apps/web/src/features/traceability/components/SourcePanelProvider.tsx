import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { type SourcePanelApi, SourcePanelContext, type SourceTarget } from '../hooks/source-panel-context';

// The panel (antd Alert/Spin, the text and quote views) loads the first time a source is opened.
const SourcePanel = lazy(async () => ({ default: (await import('./SourcePanel')).SourcePanel }));

/** Holds what the source panel shows and renders the panel beside the page's content. */
export function SourcePanelProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<SourceTarget | null>(null);
  // Once opened, the panel stays mounted so that closing plays its slide-out.
  const [used, setUsed] = useState(false);
  if (target && !used) setUsed(true);

  const open = useCallback((next: SourceTarget) => setTarget({ ...next }), []);
  const close = useCallback(() => setTarget(null), []);
  const toggleFile = useCallback(
    (next: SourceTarget) => setTarget((current) => (current?.fileId === next.fileId ? null : { ...next })),
    [],
  );
  const api = useMemo<SourcePanelApi>(
    () => ({ target, open, close, toggleFile }),
    [target, open, close, toggleFile],
  );

  return (
    <SourcePanelContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SourcePanel target={target} onClose={close} />
        </Suspense>
      )}
    </SourcePanelContext.Provider>
  );
}
