import {
  type ArticleComponent,
  type ArticleComponentKind,
  documentKind,
  type OutLangValue,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { seriesCovered } from '../kinds/series-covered';
import { WorkSourcesRepository } from '../work-sources.repository';
import { type WorkRow, WorksRepository } from '../works.repository';
import { type ArticleRewriter, ArticleEditService, type OptionalWriter } from './article-edit.service';
import type { ArticleType } from './article-state';
import { type ArticleWriter, engineArticleWriter, planArticle } from './article-plan';
import { ArticlePublicService, type PublicFileAccess } from './article-public.service';
import { ArticlesRepository } from './articles.repository';
import { articlesRoutes } from './articles.routes';

export type ArticlesModule = { edit: ArticleEditService; publicWorks: ArticlePublicService };

/** Wires article editing and the public article page. Generation runs in the works module's `work.generate`. */
export function registerArticles(
  app: FastifyInstance,
  db: Db,
  files: PublicFileAccess,
  write: ArticleWriter = engineArticleWriter,
): ArticlesModule {
  const works = new WorksRepository(db);
  const articles = new ArticlesRepository(db);
  const sources = new WorkSourcesRepository(db);
  /** The work's article as the writer makes it in `outLang`, with `kinds` the optional components on. */
  const writeArticle = async (work: WorkRow, outLang: OutLangValue, kinds: ArticleComponentKind[]) => {
    // A monitoring series' summary or references must count as new only what earlier reports did not cover.
    const covered = documentKind(work.type)?.needsReportId
      ? await seriesCovered({ works, sources }, work)
      : null;
    const plan = await planArticle(
      sources,
      { teamId: work.teamId },
      {
        workId: work.id,
        type: work.type as ArticleType,
        fileIds: work.fileIds,
        title: work.name,
        template: work.selectTemplate,
        outLang,
        optionalComponents: kinds,
        ...(covered ? { covered } : {}),
      },
      write,
    );
    return plan.components;
  };
  const writeOptional: OptionalWriter = async (work, kinds) => {
    const components = await writeArticle(work, work.outLang, kinds);
    const byKind = new Map<ArticleComponentKind, ArticleComponent[]>();
    for (const c of components)
      if (kinds.includes(c.component)) byKind.set(c.component, [...(byKind.get(c.component) ?? []), c]);
    return byKind;
  };
  const writeIn: ArticleRewriter = (work, outLang) =>
    writeArticle(work, outLang, work.selectOptionalComponents as ArticleComponentKind[]);
  const edit = new ArticleEditService({ works, articles, writeOptional, writeIn });
  const publicWorks = new ArticlePublicService(articles, files);
  articlesRoutes(app, { edit, publicWorks });
  return { edit, publicWorks };
}
