import { documentKind, ErrorCode } from '@prowrite/contracts';
import { AppError } from '../../../http/errors';
import { infographicKind } from './infographic/infographic.kind';
import { patientEducationPostKind } from './patient-education-post/patient-education-post.kind';
import { monitorReportKind } from './monitor-report/monitor-report.kind';
import { researchExpressKind } from './research-express/research-express.kind';
import { retrospectiveStudyKind } from './retrospective-study/retrospective-study.kind';
import { tweetsKind } from './tweets/tweets.kind';
import type { WorkKind } from './work-kind';

/** The article kinds this server writes: one line per kind (its folder holds the rest). */
export const REGISTERED_KINDS: readonly WorkKind[] = [
  tweetsKind,
  patientEducationPostKind,
  researchExpressKind,
  retrospectiveStudyKind,
  monitorReportKind,
  infographicKind,
];

/** The kinds a server writes, by type; tests build one with a test-only kind. */
export class KindRegistry {
  private readonly byType: Map<string, WorkKind>;

  constructor(kinds: readonly WorkKind[] = REGISTERED_KINDS) {
    this.byType = new Map();
    for (const kind of kinds) {
      if (this.byType.has(kind.type)) throw new Error(`Document kind ${kind.type} is registered twice`);
      this.byType.set(kind.type, kind);
    }
  }

  find(type: string): WorkKind | undefined {
    return this.byType.get(type);
  }

  /** The registered kind of an article type; a known kind not registered here is a 400 with its catalogue code. */
  require(type: string): WorkKind {
    const kind = this.byType.get(type);
    if (kind) return kind;
    const known = documentKind(type);
    throw new AppError(
      400,
      known
        ? `${type} works cannot be created on this server yet; available: ${[...this.byType.keys()].join(', ')}`
        : `Unknown work type ${type}`,
      ErrorCode.workKindUnavailable,
    );
  }

  types(): string[] {
    return [...this.byType.keys()];
  }
}

export const defaultKindRegistry = new KindRegistry();
