import { describe, expect, it } from 'vitest';
import { breakingChanges, type OpenApiDocument } from './breaking-changes';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const item = { type: 'object', properties: { id: { type: 'string' }, tags: { type: 'array' } } };

function doc(overrides: { list?: object; save?: object; extraPath?: boolean } = {}): OpenApiDocument {
  return {
    components: { schemas: { Item: item } },
    paths: {
      '/api/items': {
        get: {
          parameters: [{ name: 'page', in: 'query', required: false }],
          responses: {
            200: json({
              type: 'object',
              properties: {
                code: { type: 'number' },
                data: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
              },
            }),
          },
          ...overrides.list,
        },
        post: {
          requestBody: json({
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, note: { type: 'string' } },
          }),
          responses: { 200: json({ type: 'object', properties: { id: { type: 'string' } } }) },
          ...overrides.save,
        },
      },
      ...(overrides.extraPath ? { '/api/extra': { get: { responses: {} } } } : {}),
    },
  };
}

describe('breakingChanges', () => {
  it('finds nothing between a document and itself, or when paths and optional fields are added', () => {
    expect(breakingChanges(doc(), doc())).toEqual([]);
    const added = doc({
      extraPath: true,
      save: {
        requestBody: json({
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, note: { type: 'string' }, colour: { type: 'string' } },
        }),
        responses: {
          200: json({ type: 'object', properties: { id: { type: 'string' }, at: { type: 'number' } } }),
        },
      },
    });
    expect(breakingChanges(doc(), added)).toEqual([]);
  });

  it('reports removed paths and operations', () => {
    const before = doc({ extraPath: true });
    const after = doc();
    delete (after.paths!['/api/items'] as Record<string, unknown>).post;
    expect(breakingChanges(before, after)).toEqual([
      'removed operation POST /api/items',
      'removed path /api/extra',
    ]);
  });

  it('reports a field removed from a response, through $ref and array items', () => {
    const after = doc();
    after.components!.schemas!.Item = { type: 'object', properties: { id: { type: 'string' } } };
    expect(breakingChanges(doc(), after)).toEqual([
      'removed response field data[].tags (200) of GET /api/items',
    ]);
  });

  it('reports newly required parameters and body fields, including inside array elements', () => {
    const after = doc({
      list: { parameters: [{ name: 'page', in: 'query', required: true }] },
      save: {
        requestBody: json({
          type: 'object',
          required: ['name', 'note', 'rows'],
          properties: {
            name: { type: 'string' },
            note: { type: 'string' },
            rows: { type: 'array', items: { type: 'object', required: ['n'], properties: { n: {} } } },
          },
        }),
      },
    });
    expect(breakingChanges(doc(), after)).toEqual([
      'new required request field query page of GET /api/items',
      'new required request field body note of POST /api/items',
      'new required request field body rows of POST /api/items',
      'new required request field body rows[].n of POST /api/items',
    ]);
  });

  it('reports a removed response status', () => {
    const after = doc({ save: { responses: {} } });
    expect(breakingChanges(doc(), after)).toEqual(['removed response 200 of POST /api/items']);
  });
});
