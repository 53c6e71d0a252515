import { envelopeSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { frozenDataSerializerCompiler } from './frozen-data-serializer';

const schema = envelopeSchema(z.object({ name: z.string(), tags: z.array(z.string()) }));
const compile = () =>
  frozenDataSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    payload: unknown,
  ) => string;

describe('frozenDataSerializerCompiler', () => {
  it('keeps the text of a frozen success answer, made once through the contract (extra fields stripped)', () => {
    const serialize = compile();
    const data = Object.freeze({ name: 'Ann', tags: Object.freeze(['a']), secret: 'never sent' });
    const first = serialize({ code: 200, msg: 'success', data });
    expect(JSON.parse(first)).toEqual({ code: 200, msg: 'success', data: { name: 'Ann', tags: ['a'] } });
    expect(serialize({ code: 200, msg: 'success', data })).toBe(first);
  });

  it('serialises anything not frozen every time, so a changed object is answered as it is now', () => {
    const serialize = compile();
    const data = { name: 'Ann', tags: ['a'] };
    expect(JSON.parse(serialize({ code: 200, msg: 'success', data })).data.name).toBe('Ann');
    data.name = 'Bob';
    expect(JSON.parse(serialize({ code: 200, msg: 'success', data })).data.name).toBe('Bob');
  });

  it('does not reuse a frozen object’s text for another message, and still refuses what breaks the contract', () => {
    const serialize = compile();
    const data = Object.freeze({ name: 'Ann', tags: Object.freeze(['a']) });
    serialize({ code: 200, msg: 'success', data });
    expect(JSON.parse(serialize({ code: 200, msg: 'saved', data })).msg).toBe('saved');
    const broken = Object.freeze({ name: 42, tags: Object.freeze([]) });
    expect(() => serialize({ code: 200, msg: 'success', data: broken })).toThrow();
  });
});
