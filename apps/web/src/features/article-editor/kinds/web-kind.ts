import type { ArticleKindType } from '@prowrite/contracts';
import type { Messages } from '../../../lib/locales/zh-cn';
import type { KindView } from '../state/render-context';

type MessageKey = keyof Messages;

/**
 * An article-model document kind as the web draws it: its name, its template choices (the first is the
 * default), each template's starting theme colour, and which of the article renderers' looks it is drawn
 * with (`base`: the Tweets or the patient-post renderers, `templateNumber`: the template variant).
 */
export type WebArticleKind = {
  type: ArticleKindType;
  label: MessageKey;
  templates: readonly { id: string; label: MessageKey; number: number }[];
  themeColour(template: string): string;
  base: 'Tweets' | 'PatientEducationPost';
  /** The kind's own look over those renderers (a root class, own component renderers), wherever it is drawn. */
  view?: KindView;
};
