import {
  commentIdParamsSchema,
  commentListQuerySchema,
  commentListResultSchema,
  commentSchema,
  commentStatsSchema,
  commentStatsQuerySchema,
  createCommentBodySchema,
  createWorkBodySchema,
  editNameBodySchema,
  editWorkNameResultSchema,
  idResultSchema,
  envelopeSchema,
  nestedEnvelopeSchema,
  publicFigureQuerySchema,
  publicPptQuerySchema,
  publicPptSchema,
  publishBodySchema,
  publishResultSchema,
  renameReportSeriesResultSchema,
  sourceSearchQuerySchema,
  sourceSearchResultSchema,
  unpublishQuerySchema,
  saveDeckBodySchema,
  saveResultSchema,
  saveSlideBodySchema,
  sourceQuoteBodySchema,
  sourceQuoteSchema,
  verifyResultSchema,
  workContentCheckSchema,
  workDetailSchema,
  workIdQuerySchema,
  workListQuerySchema,
  workListResultSchema,
  workStreamQuerySchema,
} from '@prowrite/contracts';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, type TeamScope } from '../../http/auth';
import { ok, okNested } from '../../http/envelope';
import { sendJsonWithEtag } from '../../http/etag';
import type { CommentsService } from './comments.service';
import type { ReportSeriesService } from './series/report-series.service';
import type { WorkCheckService } from './work-check.service';
import type { WorkStreams } from './work-stream';
import type { WorksService } from './works.service';

export type WorksRouteDeps = {
  works: WorksService;
  /** Streams a stored figure crop of a team's source file (the files module owns them). */
  openFigure: (scope: TeamScope, fileId: string, index: number) => Promise<Readable>;
  comments: CommentsService;
  check: WorkCheckService;
  streams: WorkStreams;
  series: ReportSeriesService;
};

const idResult = nestedEnvelopeSchema(idResultSchema);

/** Works, their slides, comments, the deck check, the source lookup and sharing. */
export function worksRoutes(app: FastifyInstance, deps: WorksRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { works, comments, check } = deps;
  const tags = ['works'];

  r.post(
    '/api/prowrite/v1/article',
    { schema: { tags, body: createWorkBodySchema, response: { 200: idResult } } },
    async (req) => okNested(await works.create(authOf(req), req.body)),
  );

  r.delete(
    '/api/prowrite/v1/article',
    { schema: { tags, querystring: workIdQuerySchema, response: { 200: idResult } } },
    async (req) => {
      await works.remove(authOf(req), req.query.id);
      return okNested({ id: req.query.id });
    },
  );

  r.get(
    '/api/prowrite/v1/generate/stream',
    { schema: { tags, querystring: workStreamQuerySchema } },
    (req, reply) => deps.streams.handle(req, reply, req.query.id),
  );

  r.get(
    '/api/prowrite/v1/detail',
    {
      schema: {
        tags,
        querystring: workIdQuerySchema,
        description:
          'The work with its slides (decks) or components (articles). The answer carries a strong ETag that ' +
          'names this content for this caller; a request whose If-None-Match names it gets 304 Not Modified ' +
          'with no body (the caller is checked first: another team gets 404). Cache-Control: private, no-cache. ' +
          'The body is compressed (br, else gzip) when Accept-Encoding allows it.',
        response: { 200: nestedEnvelopeSchema(workDetailSchema) },
      },
      // The schema documents the answer; it is not re-checked per request (every part is validated when
      // written), and the body is sent pre-serialised with an ETag (304) and compressed.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req, reply) => {
      const auth = authOf(req);
      // The team is checked before any 304: another team's caller gets the 404, never "not modified".
      const { json, contentTag } = await works.detailJson(auth, req.query.id);
      return sendJsonWithEtag(req, reply, json, { caller: auth.userId, contentTag });
    },
  );

  r.get(
    '/api/prowrite/v1/report/list',
    {
      schema: {
        tags,
        querystring: workListQuerySchema,
        response: { 200: envelopeSchema(workListResultSchema) },
      },
    },
    async (req) => ok(await works.list(authOf(req).scope, req.query)),
  );

  r.post(
    '/api/prowrite/v1/slide',
    {
      schema: { tags, body: saveSlideBodySchema, response: { 200: nestedEnvelopeSchema(saveResultSchema) } },
    },
    async (req) => okNested(await works.saveSlide(authOf(req).scope, req.body)),
  );

  r.put(
    '/api/prowrite/v1/save',
    { schema: { tags, body: saveDeckBodySchema, response: { 200: nestedEnvelopeSchema(saveResultSchema) } } },
    async (req) => okNested(await works.saveDeck(authOf(req).scope, req.body)),
  );

  r.put(
    '/api/prowrite/v1/report/editName',
    {
      schema: {
        tags,
        body: editNameBodySchema,
        response: {
          200: z.union([
            nestedEnvelopeSchema(editWorkNameResultSchema),
            nestedEnvelopeSchema(renameReportSeriesResultSchema),
          ]),
        },
      },
    },
    // A work (`id`) or a monitoring series (`report_id`): one rename call serves both.
    async (req) =>
      'report_id' in req.body
        ? okNested(await deps.series.rename(authOf(req).scope, req.body.report_id, req.body.name))
        : okNested(await works.rename(authOf(req).scope, req.body.id, req.body.name)),
  );

  r.get(
    '/api/prowrite/v1/verify',
    {
      schema: {
        tags,
        querystring: workIdQuerySchema,
        response: { 200: nestedEnvelopeSchema(verifyResultSchema) },
      },
    },
    async (req) => okNested(await check.verify(authOf(req).scope, req.query.id)),
  );

  r.get(
    '/api/prowrite/v1/check_work',
    {
      schema: {
        tags,
        querystring: workIdQuerySchema,
        response: { 200: nestedEnvelopeSchema(workContentCheckSchema) },
      },
    },
    async (req) => okNested(await check.checkContent(authOf(req).scope, req.query.id)),
  );

  r.post(
    '/api/prowrite/v1/source/quote',
    {
      schema: {
        tags,
        body: sourceQuoteBodySchema,
        response: { 200: nestedEnvelopeSchema(sourceQuoteSchema) },
      },
    },
    async (req) => okNested(await check.quote(authOf(req).scope, req.body)),
  );

  r.get(
    '/api/prowrite/v1/source/search',
    {
      schema: {
        tags,
        querystring: sourceSearchQuerySchema,
        response: { 200: nestedEnvelopeSchema(sourceSearchResultSchema) },
      },
    },
    async (req) => okNested(await check.search(authOf(req).scope, req.query)),
  );

  r.post(
    '/api/prowrite/v1/publish',
    {
      schema: { tags, body: publishBodySchema, response: { 200: nestedEnvelopeSchema(publishResultSchema) } },
    },
    async (req) => okNested(await works.publish(authOf(req).scope, req.body)),
  );

  r.delete(
    '/api/prowrite/v1/publish',
    { schema: { tags, querystring: unpublishQuerySchema, response: { 200: idResult } } },
    async (req) => {
      await works.unpublish(authOf(req).scope, req.query.id);
      return okNested({ id: req.query.id });
    },
  );

  r.get(
    '/api/prowrite/v1/public/ppt',
    {
      config: { access: 'public' },
      schema: { tags, querystring: publicPptQuerySchema, response: { 200: envelopeSchema(publicPptSchema) } },
    },
    async (req) => ok(await works.publicPpt(req.query.ppt_id, req.query.reportId)),
  );

  r.get(
    '/api/prowrite/v1/public/figure',
    { config: { access: 'public' }, schema: { tags, querystring: publicFigureQuerySchema } },
    async (req, reply) => {
      const { ppt_id, reportId, file_id, index } = req.query;
      const scope = await works.publishedFileScope(ppt_id, reportId, file_id);
      const png = await deps.openFigure(scope, file_id, index);
      return reply
        .header('Content-Type', 'image/png')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-cache')
        .send(png);
    },
  );

  r.post(
    '/api/prowrite/v1/comment',
    {
      schema: { tags, body: createCommentBodySchema, response: { 200: nestedEnvelopeSchema(commentSchema) } },
    },
    async (req) => okNested(await comments.add(authOf(req), req.body)),
  );

  r.get(
    '/api/prowrite/v1/comment',
    {
      schema: {
        tags,
        querystring: commentListQuerySchema,
        response: { 200: envelopeSchema(commentListResultSchema) },
      },
    },
    async (req) => ok(await comments.list(authOf(req), req.query)),
  );

  // Decks and articles alike: the comment count and unread count of every commented section.
  r.get(
    '/api/prowrite/v1/comment/stats',
    {
      schema: {
        tags,
        querystring: commentStatsQuerySchema,
        response: { 200: nestedEnvelopeSchema(commentStatsSchema) },
      },
    },
    async (req) => okNested(await comments.stats(authOf(req), req.query.prowrite_id)),
  );

  r.delete(
    '/api/prowrite/v1/comment/:id',
    { schema: { tags, params: commentIdParamsSchema, response: { 200: idResult } } },
    async (req) => {
      await comments.remove(authOf(req), req.params.id);
      return okNested({ id: req.params.id });
    },
  );
}
