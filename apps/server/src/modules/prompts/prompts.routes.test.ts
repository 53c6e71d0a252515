import { SAVED_PROMPTS_MAX_PER_USER } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { BUILTIN_PROMPTS } from './library/builtin-ids';
import { PROMPT_TEXTS } from './library/builtin-prompts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = { id: string; kind: string; title: string; text: string; category: string | null };
const auth = (token: string) => ({ 'access-token': token });

async function list(token: string, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    url: `/api/v1/nana-prompts${query}`,
    headers: { ...auth(token), ...headers },
  });
  return res;
}
const items = (res: { json(): unknown }) =>
  (res.json() as { data: { data: { data: Item[] } } }).data.data.data;

async function save(token: string, body: unknown, id?: string) {
  return t.app.inject({
    method: 'POST',
    url: id === undefined ? '/api/v1/nana-prompts' : `/api/v1/nana-prompts/${encodeURIComponent(id)}`,
    headers: auth(token),
    payload: body as Record<string, unknown>,
  });
}

async function addMember(teamToken: string, teamId: string, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: auth(teamToken),
    payload: { email, name: email, password: 'password-123', team_id: teamId, role: 'viewer' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return loginAs(t.app, email, 'password-123');
}

describe('built-in prompts by language', () => {
  it('lists every built-in prompt in the language asked for', async () => {
    for (const lang of ['en', 'zh-cn', 'ja', 'es', 'fr', 'de'] as const) {
      const res = await list(t.admin.token, `?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.data.lang).toBe(lang);
      const builtin = items(res).filter((p) => p.kind === 'builtin');
      expect(builtin.map((p) => p.id)).toEqual(BUILTIN_PROMPTS.map((p) => p.id));
      expect(builtin[0]!.title).toBe(PROMPT_TEXTS[lang]['trial-primary-result'].title);
      expect(builtin.every((p) => p.category !== null && p.text.length > 50)).toBe(true);
    }
  });

  it('reads the language case-insensitively and refuses an unknown one with the list of languages', async () => {
    expect((await list(t.admin.token, '?lang=zh-CN')).json().data.data.lang).toBe('zh-cn');
    for (const bad of ['xx', 'zh-tw', '', 'en,fr']) {
      const res = await list(t.admin.token, `?lang=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().msg).toMatch(/lang must be one of zh-cn, en, ja, es, fr, de/);
    }
    const twice = await list(t.admin.token, '?lang=en&lang=fr');
    expect(twice.statusCode).toBe(400);
  });

  it('without lang follows Accept-Language (by weight; any Chinese is zh-cn), else zh-cn', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'zh-cn'],
      ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
      ['de;q=0.5, ja', 'ja'],
      ['zh-TW', 'zh-cn'],
      ['ko, it;q=0.9', 'zh-cn'],
      ['es;q=0, en;q=0.1', 'en'],
    ];
    for (const [header, lang] of cases) {
      const res = await list(t.admin.token, '', header ? { 'accept-language': header } : {});
      expect(res.json().data.data.lang, header).toBe(lang);
    }
  });
});

describe('saved prompts', () => {
  it('creates (POST and POST /new), updates, lists after the built-ins (newest first) and deletes', async () => {
    const { token } = await createTeamWithAdmin(t, 'Prompts Crud');
    const a = await save(token, { title: '  My summary ', text: ' Summarise in 3 bullets. ' });
    expect(a.statusCode, a.body).toBe(200);
    const first = a.json().data.data as Item;
    expect(first).toMatchObject({
      kind: 'own',
      title: 'My summary',
      text: 'Summarise in 3 bullets.',
      category: null,
    });
    const b = await save(token, { title: 'Second', text: 'Another' }, 'new');
    expect(b.statusCode).toBe(200);
    const second = b.json().data.data as Item;

    const updated = await save(token, { title: 'My summary v2', text: 'Summarise in 5 bullets.' }, first.id);
    expect(updated.json().data.data).toMatchObject({ id: first.id, title: 'My summary v2' });

    const listed = await list(token, '?lang=en');
    const own = items(listed).filter((p) => p.kind === 'own');
    expect(own.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(
      items(listed)
        .slice(0, BUILTIN_PROMPTS.length)
        .every((p) => p.kind === 'builtin'),
    ).toBe(true);
    expect(listed.json().data.data.remaining).toBe(SAVED_PROMPTS_MAX_PER_USER - 2);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/nana-prompts/${first.id}`,
      headers: auth(token),
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/nana-prompts/${first.id}`,
      headers: auth(token),
    });
    expect(again.statusCode).toBe(404);
    expect(
      items(await list(token))
        .filter((p) => p.kind === 'own')
        .map((p) => p.id),
    ).toEqual([second.id]);
  });

  it('another user of the team and another team neither see nor change a prompt (404)', async () => {
    const team = await createTeamWithAdmin(t, 'Prompts Owner');
    const mine = (await save(team.token, { title: 'Private', text: 'Mine only' })).json().data.data as Item;
    const colleague = await addMember(team.token, team.teamId, 'prompt-colleague@test.local');
    const other = await createTeamWithAdmin(t, 'Prompts Other');
    for (const token of [colleague, other.token, t.admin.token]) {
      expect(items(await list(token)).some((p) => p.id === mine.id)).toBe(false);
      const put = await save(token, { title: 'x', text: 'y' }, mine.id);
      expect(put.statusCode).toBe(404);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/nana-prompts/${mine.id}`,
        headers: auth(token),
      });
      expect(del.statusCode).toBe(404);
    }
    const still = items(await list(team.token)).find((p) => p.id === mine.id);
    expect(still).toMatchObject({ title: 'Private', text: 'Mine only' });
  });

  it('built-in prompts are read-only: changing or deleting one answers 400 and says how to save a copy', async () => {
    const put = await save(t.admin.token, { title: 'x', text: 'y' }, 'extract-pico');
    expect(put.statusCode).toBe(400);
    expect(put.json().msg).toMatch(/Built-in prompts cannot be changed.*POST \/api\/v1\/nana-prompts/);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/nana-prompts/extract-pico',
      headers: auth(t.admin.token),
    });
    expect(del.statusCode).toBe(400);
  });

  it('refuses bad input with a clear 400 (never a 500) and stores nothing', async () => {
    const { token } = await createTeamWithAdmin(t, 'Prompts Bad Input');
    const cases: [string, unknown, RegExp][] = [
      ['missing title', { text: 'x' }, /title/],
      ['missing text', { title: 'x' }, /text/],
      ['blank title', { title: '   ', text: 'x' }, /title is empty/],
      ['blank text', { title: 'x', text: '\n\t ' }, /prompt text is empty/],
      ['title too long', { title: 'a'.repeat(101), text: 'x' }, /title is at most 100 characters/],
      ['text too long', { title: 'x', text: 'a'.repeat(5001) }, /prompt text is at most 5000 characters/],
      ['wrong type', { title: 'x', text: 5 }, /text/],
      ['unknown field', { title: 'x', text: 'y', lang: 'en' }, /lang/],
      ['NUL', { title: 'x', text: 'a\u0000b' }, /NUL/],
    ];
    for (const [name, body, msg] of cases) {
      const res = await save(token, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().msg, name).toMatch(msg);
    }
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nana-prompts',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"title":"a\\ud800","text":"x"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().msg).toMatch(/surrogate/);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nana-prompts',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(notJson.statusCode).toBe(400);
    const longId = await save(token, { title: 'x', text: 'y' }, 'a'.repeat(65));
    expect(longId.statusCode).toBe(400);
    const unknownId = await save(token, { title: 'x', text: 'y' }, 'no-such-prompt');
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json().msg).toBe('Prompt not found');
    // Exactly at the limits is fine.
    const edge = await save(token, { title: 'a'.repeat(100), text: '文'.repeat(5000) });
    expect(edge.statusCode).toBe(200);
    expect(items(await list(token)).filter((p) => p.kind === 'own')).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_PROMPTS_MAX_PER_USER} prompts per user with a clear 409, then saves again after a delete`, async () => {
    const { token } = await createTeamWithAdmin(t, 'Prompts Limit');
    const saved = await Promise.all(
      Array.from({ length: SAVED_PROMPTS_MAX_PER_USER + 5 }, (_, i) =>
        save(token, { title: `P${i}`, text: `Text ${i}` }),
      ),
    );
    const statuses = saved.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SAVED_PROMPTS_MAX_PER_USER);
    const refused = saved.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().msg).toMatch(/already have 200 saved prompts.*delete one/);
    const listed = await list(token);
    expect(items(listed).filter((p) => p.kind === 'own')).toHaveLength(SAVED_PROMPTS_MAX_PER_USER);
    expect(listed.json().data.data.remaining).toBe(0);
    // Updating an existing prompt is not a new one.
    const someId = (saved.find((r) => r.statusCode === 200)!.json().data.data as Item).id;
    expect((await save(token, { title: 'Edited', text: 'Still fits' }, someId)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/nana-prompts/${someId}`, headers: auth(token) });
    expect((await save(token, { title: 'One more', text: 'Fits again' })).statusCode).toBe(200);
  });
});
