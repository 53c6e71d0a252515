import type { ArticleKindType } from '@prowrite/contracts';
import type { KindView } from '../state/render-context';

/** The interface languages a kind's strings are written in (the app's languages). */
export type KindLanguage = 'zh-cn' | 'en' | 'ja' | 'es' | 'fr' | 'de';

/**
 * A kind's own strings (its name, its templates' names, labels of what only it draws), in every language:
 * the kind's registry merges them into the app's messages. Typed with the kind's keys, a language that lacks
 * one of them does not compile.
 */
export type KindMessages<K extends string = string> = Readonly<
  Record<KindLanguage, Readonly<Record<K, string>>>
>;

/**
 * An article-model document kind as the web draws it: its name, its template choices (the contract entry's
 * templates, the first the default), each template's starting theme colour, which of the article renderers'
 * looks it is drawn with (`base`: the Tweets or the patient-post renderers; each template's `number`: the
 * renderers' template variant), and its strings. `K`: the keys of its strings, which its labels name.
 */
export type WebArticleKind<K extends string = string> = {
  type: ArticleKindType;
  label: K;
  templates: readonly { id: string; label: K; number: number }[];
  themeColour(template: string): string;
  base: 'Tweets' | 'PatientEducationPost';
  /** The kind's own look over those renderers (a root class, own component renderers), wherever it is drawn. */
  view?: KindView;
  /**
   * Its exports' default title is the work's first text (the banner's title) rather than the work's name: the
   * two original kinds, whose banner title is the post's own title.
   */
  exportTitleFromContent?: boolean;
  messages: KindMessages<K>;
};

/** The keys of a kind's strings. */
export type KindMessageKeyOf<M extends KindMessages> = keyof M['zh-cn'] & string;
