import { articleTemplateNumber } from '@prowrite/contracts';
import { infographicWebKind } from './infographic/infographic.web-kind';
import { patientEducationPostWebKind } from './patient-education-post/patient-education-post.web-kind';
import { monitorReportWebKind } from './monitor-report/monitor-report.web-kind';
import { researchExpressWebKind } from './research-express/research-express.web-kind';
import { retrospectiveStudyWebKind } from './retrospective-study/retrospective-study.web-kind';
import { tweetsWebKind } from './tweets/tweets.web-kind';
import type { KindView } from '../state/render-context';
import type { KindLanguage, WebArticleKind } from './web-kind';

/** The article kinds the web offers: one line per kind (its folder holds the rest, its strings too). */
export const WEB_ARTICLE_KINDS = [
  tweetsWebKind,
  patientEducationPostWebKind,
  researchExpressWebKind,
  retrospectiveStudyWebKind,
  monitorReportWebKind,
  infographicWebKind,
] as const;

/** One of the kinds above, with the keys of its own strings. */
export type RegisteredWebKind = (typeof WEB_ARTICLE_KINDS)[number];
/** Every key of every registered kind's strings (the app's messages type adds them to its own keys). */
export type KindMessageKey = KeysOf<RegisteredWebKind>;
type KeysOf<W> = W extends WebArticleKind<infer K> ? K : never;

const BY_TYPE = new Map<string, RegisteredWebKind>(WEB_ARTICLE_KINDS.map((k) => [k.type, k]));

/**
 * Every registered kind's strings in `language`, for the app's messages. A key two kinds (or a kind and the
 * app) both define is a mistake the locales test reports.
 */
export function kindMessages(language: KindLanguage): Record<KindMessageKey, string> {
  return Object.assign({}, ...WEB_ARTICLE_KINDS.map((k) => k.messages[language]));
}

export function webArticleKind(type: string): RegisteredWebKind | undefined {
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
