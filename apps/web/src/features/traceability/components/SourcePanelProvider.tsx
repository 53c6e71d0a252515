import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type SourcePanelApi, SourcePanelContext, type SourceTarget } from '../hooks/source-panel-context';
import { SourcePanel } from './SourcePanel';

/** Holds what the source panel shows and renders the panel beside the page's content. */
export function SourcePanelProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<SourceTarget | null>(null);

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
      <SourcePanel target={target} onClose={close} />
    </SourcePanelContext.Provider>
  );
}
