import {
  envelopeSchema,
  knowledgeBulkResultSchema,
  knowledgeCategoryCreateSchema,
  knowledgeCategoryListSchema,
  knowledgeCategorySchema,
  knowledgeCreateRequestSchema,
  knowledgeCreateResultSchema,
  knowledgeDetailQuerySchema,
  knowledgeDetailSchema,
  knowledgeEnableRequestSchema,
  knowledgeIdsRequestSchema,
  knowledgeImportRequestSchema,
  knowledgeImportResultSchema,
  knowledgeListQuerySchema,
  knowledgeListResultSchema,
  knowledgeSearchRequestSchema,
  knowledgeSearchResultSchema,
  knowledgeUploadFieldsSchema,
  nestedEnvelopeSchema,
  relationKnowledgeRequestSchema,
  relationKnowledgeResultSchema,
  workKnowledgeListQuerySchema,
  workKnowledgeListResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth';
import { ok, okNested } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { multipartReadError } from '../../http/upload-errors';
import type { KnowledgeService } from './knowledge.service';
import type { KnowledgeImportService } from './sitemap/knowledge-import.service';

const tags = ['knowledge'];

export function knowledgeRoutes(
  app: FastifyInstance,
  service: KnowledgeService,
  importer: KnowledgeImportService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/knowledge/import',
    {
      schema: {
        tags,
        body: knowledgeImportRequestSchema,
        response: { 200: envelopeSchema(knowledgeImportResultSchema) },
      },
    },
    async (req) => ok(await importer.import(authOf(req), req.body)),
  );

  r.get(
    '/api/knowledge/list',
    {
      schema: {
        tags,
        querystring: knowledgeListQuerySchema,
        response: { 200: envelopeSchema(knowledgeListResultSchema) },
      },
    },
    async (req) => ok(await service.list(authOf(req).scope, req.query)),
  );

  r.get(
    '/api/knowledge/detail',
    {
      schema: {
        tags,
        querystring: knowledgeDetailQuerySchema,
        response: { 200: envelopeSchema(knowledgeDetailSchema) },
      },
    },
    async (req) => ok(await service.detail(authOf(req).scope, req.query.id)),
  );

  r.post(
    '/api/knowledge/create',
    {
      schema: {
        tags,
        body: knowledgeCreateRequestSchema,
        response: { 200: envelopeSchema(knowledgeCreateResultSchema) },
      },
    },
    async (req) => ok(await service.create(authOf(req), req.body)),
  );

  r.post(
    '/api/knowledge/upload',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(knowledgeCreateResultSchema) },
      },
    },
    async (req) => {
      const { fileName, bytes, mime, fields } = await readKnowledgeUpload(req);
      const parsed = knowledgeUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(`Upload fields are not valid: ${describeIssues(parsed.error)}`);
      const options = {
        ...(parsed.data.c_id !== undefined ? { cId: parsed.data.c_id } : {}),
        ...(parsed.data.chunk_type !== undefined ? { chunkType: parsed.data.chunk_type } : {}),
      };
      const type = parsed.data.type ?? 'file';
      if (type === 'file') return ok(await service.upload(authOf(req), { fileName, bytes }, options));
      return ok(
        await service.uploadMedia(
          authOf(req),
          { fileName, bytes, mime },
          { ...options, type, ...(parsed.data.caption ? { caption: parsed.data.caption } : {}) },
        ),
      );
    },
  );

  r.post(
    '/api/knowledge/retry',
    {
      schema: {
        tags,
        body: knowledgeIdsRequestSchema,
        response: { 200: envelopeSchema(knowledgeBulkResultSchema) },
      },
    },
    async (req) => ok(await service.retry(authOf(req).scope, req.body.ids)),
  );

  r.post(
    '/api/knowledge/enable',
    {
      schema: {
        tags,
        body: knowledgeEnableRequestSchema,
        response: { 200: envelopeSchema(knowledgeBulkResultSchema) },
      },
    },
    async (req) => ok(await service.setEnabled(authOf(req).scope, req.body.ids, req.body.enable_flag)),
  );

  r.post(
    '/api/knowledge/delete',
    {
      schema: {
        tags,
        body: knowledgeIdsRequestSchema,
        response: { 200: envelopeSchema(knowledgeBulkResultSchema) },
      },
    },
    async (req) => ok(await service.remove(authOf(req).scope, req.body.ids)),
  );

  r.get(
    '/api/knowledge/categories',
    { schema: { tags, response: { 200: envelopeSchema(knowledgeCategoryListSchema) } } },
    async (req) => ok({ data: await service.categories(authOf(req).scope) }),
  );

  r.post(
    '/api/knowledge/category',
    {
      schema: {
        tags,
        body: knowledgeCategoryCreateSchema,
        response: { 200: envelopeSchema(knowledgeCategorySchema) },
      },
    },
    async (req) => ok(await service.createCategory(authOf(req).scope, req.body.name, req.body.en_name ?? '')),
  );

  r.post(
    '/api/knowledge/search',
    {
      schema: {
        tags,
        body: knowledgeSearchRequestSchema,
        response: { 200: envelopeSchema(knowledgeSearchResultSchema) },
      },
    },
    async (req) => ok(await service.search(authOf(req).scope, req.body)),
  );
}

/** The workbench's calls: knowledge items as a work's sources. */
export function workKnowledgeRoutes(app: FastifyInstance, service: KnowledgeService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/prowrite/v1/knowledge_list',
    {
      schema: {
        tags,
        querystring: workKnowledgeListQuerySchema,
        response: { 200: envelopeSchema(workKnowledgeListResultSchema) },
      },
    },
    async (req) => ok(await service.listForWorks(authOf(req).scope, req.query)),
  );
  r.post(
    '/api/prowrite/v1/relation_knowledge',
    {
      schema: {
        tags,
        body: relationKnowledgeRequestSchema,
        response: { 200: nestedEnvelopeSchema(relationKnowledgeResultSchema) },
      },
    },
    async (req) => okNested(await service.relateToWork(authOf(req).scope, req.body.knowledge_ids)),
  );
}

/** Which fields were wrong and why, e.g. `caption: must not contain NUL characters`. */
function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');
}

/** The `jwfile` part and the text fields sent with it. Broken multipart framing is a 400. */
async function readKnowledgeUpload(
  req: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer; mime: string; fields: Record<string, string> }> {
  try {
    const fields: Record<string, string> = {};
    let file: { fileName: string; bytes: Buffer; mime: string } | null = null;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'jwfile' || file)
          throw badRequest('Send one file in the multipart field "jwfile"');
        file = { fileName: part.filename, mime: part.mimetype, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!file) throw badRequest('Send the file in the multipart field "jwfile"');
    return { ...file, fields };
  } catch (err) {
    throw multipartReadError(err);
  }
}
