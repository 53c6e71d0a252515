import { lazy } from 'react';

export { ExportButton, type ExportButtonProps } from './components/ExportButton';
export type { ExportDialogProps } from './components/ExportDialog';
export type { PublicPair } from './hooks/use-export-runner';
export type { CallerFormat, ExportWork } from './utils/export-options';

/** `<ExportDialog work=... open onClose />`, loaded on first render (wrap it in <Suspense>). */
export const ExportDialog = lazy(async () => ({
  default: (await import('./components/ExportDialog')).ExportDialog,
}));
