import type { KindWriteInput } from '@prowrite/engine';
import { researchExpressKind } from '../research-express/research-express.kind';
import type { WorkKind } from '../work-kind';

/**
 * A monitoring-series kind for tests until the real MonitorReport writer is registered: the research express
 * writer under the MonitorReport type with `needsReportId`, recording what each run was given.
 */
export function seriesTestKind(): { kind: WorkKind; inputs: KindWriteInput[] } {
  const inputs: KindWriteInput[] = [];
  const kind: WorkKind = {
    ...researchExpressKind,
    type: 'MonitorReport',
    needsReportId: true,
    write: (input) => {
      inputs.push(input);
      return researchExpressKind.write(input);
    },
  };
  return { kind, inputs };
}
