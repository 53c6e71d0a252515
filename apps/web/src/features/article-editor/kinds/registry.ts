import { articleTemplateNumber } from '@prowrite/contracts';
import { infographicWebKind } from './infographic/infographic.web-kind';
import { patientEducationPostWebKind } from './patient-education-post/patient-education-post.web-kind';
import { monitorReportWebKind } from './monitor-report/monitor-report.web-kind';
import { researchExpressWebKind } from './research-express/research-express.web-kind';
import { retrospectiveStudyWebKind } from './retrospective-study/retrospective-study.web-kind';
import { tweetsWebKind } from './tweets/tweets.web-kind';
import type { KindView } from '../state/render-context';
import type { WebArticleKind } from './web-kind';

/** The article kinds the web offers: one line per kind (its folder holds the rest). */
export const WEB_ARTICLE_KINDS: readonly WebArticleKind[] = [
  tweetsWebKind,
  patientEducationPostWebKind,
  researchExpressWebKind,
  retrospectiveStudyWebKind,
  monitorReportWebKind,
  infographicWebKind,
];

const BY_TYPE = new Map<string, WebArticleKind>(WEB_ARTICLE_KINDS.map((k) => [k.type, k]));

export function webArticleKind(type: string): WebArticleKind | undefined {
  return BY_TYPE.get(type);
}

/** Which article renderers draw a work of `type` (a kind the web does not know yet: the Tweets ones). */
export function renderBaseOf(type: string): WebArticleKind['base'] {
  return BY_TYPE.get(type)?.base ?? 'Tweets';
}

/** The kind's own look of a work of `type` (none: the plain article look). */
export function kindViewOf(type: string): KindView | undefined {
  return BY_TYPE.get(type)?.view;
}

/** The renderers' template variant of a `select_template` of any kind (1 when unknown). */
export function templateNumberOf(selectTemplate: string): number {
  for (const kind of WEB_ARTICLE_KINDS) {
    const found = kind.templates.find((t) => t.id === selectTemplate);
    if (found) return found.number;
  }
  return articleTemplateNumber(selectTemplate);
}
