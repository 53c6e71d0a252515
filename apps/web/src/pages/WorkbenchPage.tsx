import { SourcePanelProvider } from '../features/traceability';
import { WorkbenchLayout } from '../features/workbench';

/** /works: create a work from sources and manage the team's works. */
export function WorkbenchPage() {
  // The chat-revise panel's citations open the source panel at the quote.
  return (
    <SourcePanelProvider>
      <WorkbenchLayout />
    </SourcePanelProvider>
  );
}
