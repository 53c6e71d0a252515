import type { ArticleComponent, ArticleComponentKind } from '@prowrite/contracts';
import type { DeckSource } from '../../writer/context';
import type { OutLang } from '../../writer/labels';

/** A source a previous report of the same monitoring series already covered (matched by content hash). */
export type CoveredSource = { sha1: string; fileName: string };

/** What every document kind's offline writer reads: the sources' facts and the work's settings. */
export type KindWriteInput = {
  /** The work's title; each kind derives one from its first source when absent. */
  title?: string;
  facts: DeckSource[];
  /** The selected template (drawing only; each kind has a default). */
  template: string;
  outLang: OutLang;
  /** Optional component kinds to write; absent means the kind's default set. */
  optionalComponents?: readonly ArticleComponentKind[];
  /** Seeds the component ids (the server passes the work id). */
  idSeed?: string;
  /** Monitoring series only: the sources earlier reports of the same reportId covered. */
  covered?: readonly CoveredSource[];
};

/**
 * A document kind's offline writer: deterministic components in reading order, every number one a source
 * prints, with its provenance on the component. A generator so the server can stream each component as it
 * is written.
 */
export type ArticleKindWriter = (input: KindWriteInput) => Generator<ArticleComponent>;
