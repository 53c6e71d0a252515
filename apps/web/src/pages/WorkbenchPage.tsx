import { WorkbenchLayout } from '../features/workbench';

/** /works: create a work from sources and manage the team's works. */
export function WorkbenchPage() {
  return <WorkbenchLayout />;
}
