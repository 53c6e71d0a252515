import { createContext, useContext } from 'react';

/** What the source panel shows: a source file, opened at a page, with a quote and a number marked. */
export type SourceTarget = {
  fileId: string;
  /** 1-based page; the first page when absent. */
  page?: number;
  /** The passage to mark (the source quote). */
  quote?: string;
  /** The number to mark inside the passage. */
  number?: string;
};

export type SourcePanelApi = {
  target: SourceTarget | null;
  open: (target: SourceTarget) => void;
  /** Opens the file, or closes the panel when that file is already shown (clicking the same file again). */
  toggleFile: (target: SourceTarget) => void;
  close: () => void;
};

export const SourcePanelContext = createContext<SourcePanelApi | null>(null);

export function useSourcePanel(): SourcePanelApi {
  const api = useContext(SourcePanelContext);
  if (!api) throw new Error('useSourcePanel() needs a <SourcePanelProvider> above it');
  return api;
}
