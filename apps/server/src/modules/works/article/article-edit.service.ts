import { isDeepStrictEqual } from 'node:util';
import type {
  ArticleComponent,
  ArticleComponentKind,
  ArticleSaveResult,
  EditComponentBody,
  OutLangValue,
  SortComponentsBody,
  TemplateSettingBody,
  WithdrawResult,
} from '@prowrite/contracts';
import { isArticleKind } from '@prowrite/contracts';
import type { TeamScope } from '../../../http/auth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { claimNextVersion } from '../version-claim';
import type { WorkRow, WorksRepository } from '../works.repository';
import { parseComponentInput } from './article-input';
import {
  type ArticleState,
  type ArticleType,
  applyEdit,
  applySort,
  applyTemplateSetting,
  outline,
  switchedOn,
} from './article-state';
import type { ArticlesRepository, StoredArticleState } from './articles.repository';

/** How many earlier states `withdraw` can go back through. */
export const MAX_REVISIONS = 30;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const ARTICLE_WORDING = { noun: 'article', whenGenerating: 'edit it when generation has finished' } as const;

/** The writer's components of the given optional kinds for a work (a kind switched back on in the template). */
export type OptionalWriter = (
  work: WorkRow,
  kinds: ArticleComponentKind[],
) => Promise<Map<ArticleComponentKind, ArticleComponent[]>>;

/** The work's article written offline again from its sources in `outLang` (nothing stored). */
export type ArticleRewriter = (work: WorkRow, outLang: OutLangValue) => Promise<ArticleComponent[]>;

export type ArticleWork = WorkRow & { type: ArticleType };

export function isArticle(work: WorkRow): work is ArticleWork {
  return isArticleKind(work.type);
}

/** Stored components were checked and cleaned when written: read back as the contract's type. */
export function stateOf(work: WorkRow): ArticleState {
  return {
    components: work.components as ArticleComponent[],
    selectOptionalComponents: work.selectOptionalComponents,
    themeColor: work.themeColor,
  };
}

/**
 * Editing an article: one component at a time, the order, the template setting, and undo. Every change takes
 * the next version with the work row locked, keeps the previous state as a revision (the newest
 * MAX_REVISIONS), and writes the new state, in one transaction.
 */
export class ArticleEditService {
  constructor(
    private readonly deps: {
      works: WorksRepository;
      articles: ArticlesRepository;
      writeOptional: OptionalWriter;
      writeIn: ArticleRewriter;
    },
  ) {}

  /**
   * The article of a work written offline again from its sources in `outLang`, with the components switched
   * on now (the chat-revise panel translates a component by finding it there). Nothing is stored.
   */
  async writtenIn(work: ArticleWork, outLang: OutLangValue): Promise<ArticleComponent[]> {
    return this.deps.writeIn(work, outLang);
  }

  /** The team's article: 404 for an unknown or foreign id, 400 for a deck. */
  async requireArticle(scope: TeamScope, id: string): Promise<ArticleWork> {
    const work = await this.deps.works.find(scope, id);
    if (!work) throw notFound('Work');
    if (!isArticle(work))
      throw badRequest('This call is for articles (every kind but PPT); this work is a deck');
    return work;
  }

  async edit(scope: TeamScope, body: EditComponentBody): Promise<ArticleSaveResult> {
    const work = await this.requireArticle(scope, body.id);
    const key = body.component_key;
    if (body.type === 'delete') {
      return this.change(scope, work, body.version, (state) =>
        applyEdit(work.type, state, { type: 'delete', key }),
      );
    }
    const component = parseComponentInput(body.component);
    return this.change(scope, work, body.version, (state) =>
      applyEdit(work.type, state, { type: body.type, key, component }),
    );
  }

  async sort(scope: TeamScope, body: SortComponentsBody): Promise<ArticleSaveResult> {
    const work = await this.requireArticle(scope, body.id);
    return this.change(scope, work, body.version, (state) => applySort(state, body.publication_components));
  }

  async templateSetting(scope: TeamScope, body: TemplateSettingBody): Promise<ArticleSaveResult> {
    const work = await this.requireArticle(scope, body.id);
    // Written outside the transaction (the writer reads every source's facts); used only for kinds still
    // switched on against the locked row.
    const kinds = switchedOn(stateOf(work), body.select_optional_components);
    const written = kinds.length > 0 ? await this.deps.writeOptional(work, kinds) : new Map();
    return this.change(scope, work, null, (state) =>
      applyTemplateSetting(state, body.select_optional_components, body.theme_color, written),
    );
  }

  /** Restores the state before the last change (409 when there is none); the version still rises. */
  async withdraw(scope: TeamScope, id: string): Promise<WithdrawResult> {
    const work = await this.requireArticle(scope, id);
    const { row, state, count } = await this.deps.articles.transaction(async (articles, works) => {
      const row = await claimNextVersion(works, scope, work.id, null, ARTICLE_WORDING);
      const previous = await articles.popRevision(scope, id);
      if (!previous) throw conflict('There is no change to undo');
      await articles.setState(scope, id, previous);
      return { row, state: previous, count: await articles.revisionCount(scope, id) };
    });
    const components = state.components as ArticleComponent[];
    return {
      ...this.result(row, components, count),
      components,
      select_optional_components: state.selectOptionalComponents,
      theme_color: state.themeColor,
    };
  }

  /** Forgets the undo history (the content and version stay). */
  async closeRevocation(scope: TeamScope, id: string): Promise<ArticleSaveResult> {
    const work = await this.requireArticle(scope, id);
    await this.deps.articles.clearRevisions(scope, id);
    return this.result(work, stateOf(work).components, 0);
  }

  /**
   * A change that changes nothing (the editor's template-setting call right after a delete that already took
   * the kind out, an update with the same content) is rolled back: no new version, no revision that an undo
   * would have to step over.
   */
  private async change(
    scope: TeamScope,
    work: ArticleWork,
    seenVersion: number | null,
    apply: (state: ArticleState) => ArticleState,
  ): Promise<ArticleSaveResult> {
    try {
      const { row, components, count } = await this.deps.articles.transaction(async (articles, works) => {
        const row = await claimNextVersion(works, scope, work.id, seenVersion, ARTICLE_WORDING);
        // Applied to the row as locked, never to an earlier read.
        const before = stateOf(row);
        const after = apply(before);
        if (sameState(before, after)) throw new Unchanged();
        await articles.pushRevision(scope, work.id, stored(before), MAX_REVISIONS);
        await articles.setState(scope, work.id, stored(after));
        return { row, components: after.components, count: await articles.revisionCount(scope, work.id) };
      });
      return this.result(row, components, count);
    } catch (err) {
      if (!(err instanceof Unchanged)) throw err;
      const current = await this.requireArticle(scope, work.id);
      const count = await this.deps.articles.revisionCount(scope, work.id);
      return this.result(current, stateOf(current).components, count);
    }
  }

  private result(row: WorkRow, components: ArticleComponent[], revocation: number): ArticleSaveResult {
    return {
      updated_at: seconds(row.updatedAt),
      export_write_name: row.name,
      outline: outline(components),
      version: row.version,
      revocation,
    };
  }
}

/** Equal as stored (JSON: key order and undefined fields do not matter). */
function sameState(a: ArticleState, b: ArticleState): boolean {
  const json = (s: ArticleState) => JSON.parse(JSON.stringify(stored(s)));
  return isDeepStrictEqual(json(a), json(b));
}

/** Thrown inside a change's transaction to roll it back when it would change nothing. */
class Unchanged extends Error {}

function stored(state: ArticleState): StoredArticleState {
  return {
    components: state.components,
    selectOptionalComponents: state.selectOptionalComponents,
    themeColor: state.themeColor,
  };
}
