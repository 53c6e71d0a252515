import type { ArticleComponent } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  article,
  bodyText,
  component,
  injector,
  sampleComponents,
  seedArticle,
} from '../testing/articles-test-kit';

let t: TestApp;
let send: ReturnType<typeof injector>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  send = injector(t);
  token = t.admin.token;
});
afterAll(async () => {
  await t.close();
});

const edit = (body: Record<string, unknown>) =>
  send('POST', '/api/prowrite/v1/component_content', token, body);
const keyOf = (components: ArticleComponent[], id: string) => components.findIndex((c) => c.id === id) + 1;
const clone = <T>(v: T): T => structuredClone(v);

describe('POST /api/prowrite/v1/component_content: update', () => {
  it('saves a component, answers the next version with the outline, and keeps the previous state for undo', async () => {
    const id = await seedArticle(t, token);
    const before = await article(t, token, id);
    const art = clone(before.components.find((c) => c.id === 'c_article')!);
    art.contents[0]!.chapters![0]!.chapter_title = 'Trial design';
    art.contents[0]!.chapters![0]!.contents[0]!.body.text = '<p><strong>600</strong> patients (2:1).</p>';
    const res = await edit({
      id,
      component_key: keyOf(before.components, 'c_article'),
      type: 'update',
      component: art,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data.data;
    expect(result).toMatchObject({
      version: before.version + 1,
      revocation: 1,
      export_write_name: 'ALPHA-1 article',
    });
    expect(result.outline).toHaveLength(before.components.length);
    expect(result.outline[0]).toEqual({
      component_key: 1,
      component: 'banner',
      title: 'ALPHA-1: Drug X in advanced disease',
    });
    expect(result.outline[keyOf(before.components, 'c_article') - 1]).toMatchObject({
      component: 'article',
      title: 'The ALPHA-1 trial',
    });
    expect(Math.abs(result.updated_at - Date.now() / 1000)).toBeLessThan(3600);
    const after = await article(t, token, id);
    expect(after.version).toBe(before.version + 1);
    expect(after.revocation).toBe(1);
    const stored = after.components.find((c) => c.id === 'c_article')!;
    expect(stored.contents[0]!.chapters![0]!.chapter_title).toBe('Trial design');
    expect(stored.contents[0]!.chapters![0]!.contents[0]!.body.text).toBe(
      '<p><strong>600</strong> patients (2:1).</p>',
    );
  });

  it('answers 409 for a stale version, and lets only one of two edits from the same version win', async () => {
    const id = await seedArticle(t, token);
    const { components, version } = await article(t, token, id);
    const summary = (value: string) => ({
      ...components.find((c) => c.id === 'c_summary')!,
      contents: [{ id: 'summary', type: 'text', value }],
    });
    const key = keyOf(components, 'c_summary');
    const results = await Promise.all(
      ['one', 'two'].map((v) =>
        edit({ id, component_key: key, type: 'update', component: summary(v), version }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stale = await edit({
      id,
      component_key: key,
      type: 'update',
      component: summary('three'),
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/version 2.*current version is 3/);
    const after = await article(t, token, id);
    expect(['one', 'two']).toContain(after.components[key - 1]!.contents[0]!.value);
    expect(after.version).toBe(version + 1);
  });

  it('refuses an update that does not match the component at that key', async () => {
    const id = await seedArticle(t, token);
    const { components, version } = await article(t, token, id);
    const summary = components.find((c) => c.id === 'c_summary')!;
    const wrongKey = await edit({ id, component_key: 2, type: 'update', component: summary, version });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().msg).toMatch(/component_key 2 holds component c_editors_note, not c_summary/);
    const kindChange = await edit({
      id,
      component_key: keyOf(components, 'c_summary'),
      type: 'update',
      component: { ...summary, component: 'statement' },
      version,
    });
    expect(kindChange.statusCode).toBe(400);
    expect(kindChange.json().msg).toMatch(/summary component; it cannot become a statement/);
    const outOfRange = await edit({ id, component_key: 99, type: 'update', component: summary, version });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().msg).toMatch(/out of range/);
    expect((await article(t, token, id)).version).toBe(version);
  });
});

describe('component_content: malformed and hostile input', () => {
  let id: string;
  let components: ArticleComponent[];
  let version: number;
  beforeAll(async () => {
    id = await seedArticle(t, token);
    ({ components, version } = await article(t, token, id));
  });

  it('rejects malformed bodies, naming the offending path', async () => {
    const summary = components.find((c) => c.id === 'c_summary')!;
    const key = keyOf(components, 'c_summary');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id, component_key: key, type: 'update', version }, /component is required/],
      [{ id, component_key: key, type: 'update', component: 'text', version }, /component/],
      [
        { id, component_key: key, type: 'update', component: { ...summary, contents: 'x' }, version },
        /component\.contents/,
      ],
      [
        {
          id,
          component_key: key,
          type: 'update',
          component: { ...summary, contents: [{ id: 'summary', type: 'text', value: 5 }] },
          version,
        },
        /component\.contents\.0\.value/,
      ],
      [
        { id, component_key: key, type: 'update', component: { ...summary, component: 'poster' }, version },
        /component\.component/,
      ],
      [
        { id, component_key: key, type: 'update', component: { ...summary, id: '' }, version },
        /component\.id/,
      ],
      [{ id, component_key: key, type: 'move', component: summary, version }, /type/],
      [{ id, component_key: 0, type: 'update', component: summary, version }, /component_key/],
      [{ id, component_key: key, type: 'update', component: summary }, /version/],
      [{ id, type: 'update', component: summary, version }, /component_key/],
      [{ component_key: key, type: 'update', component: summary, version }, /id/],
      [
        { id, component_key: key, type: 'update', component: summary, version, extra: true },
        /extra|Unrecognized/i,
      ],
      [{ id, component_key: '3', type: 'update', component: summary, version }, /component_key/],
    ];
    for (const [payload, message] of cases) {
      const res = await edit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg, JSON.stringify(payload)).toMatch(message);
    }
    const art = clone(components.find((c) => c.id === 'c_article')!) as unknown as Record<string, unknown>;
    (art.contents as { chapters: { idx: unknown }[] }[])[0]!.chapters[0]!.idx = 'first';
    const nested = await edit({
      id,
      component_key: keyOf(components, 'c_article'),
      type: 'update',
      component: art,
      version,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().msg).toMatch(/^component\.contents\.0\.chapters\.0\.idx: /);
    expect((await article(t, token, id)).version).toBe(version);
  });

  it('drops unknown keys inside a component (the contract’s shape is what is stored)', async () => {
    const summary = {
      ...components.find((c) => c.id === 'c_summary')!,
      injected: '<script>',
      comment_num: 3,
    };
    const { version: v } = await article(t, token, id);
    const res = await edit({
      id,
      component_key: keyOf(components, 'c_summary'),
      type: 'update',
      component: summary,
      version: v,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await article(t, token, id)).components.find((c) => c.id === 'c_summary')!;
    expect(stored).not.toHaveProperty('injected');
    expect(stored).not.toHaveProperty('comment_num');
  });

  it('sanitises rich texts and keeps plain texts verbatim', async () => {
    const current = await article(t, token, id);
    const art = clone(current.components.find((c) => c.id === 'c_article')!);
    const chapter = art.contents[0]!.chapters![0]!;
    chapter.chapter_title = '<script>alert(1)</script> Design';
    chapter.contents[0]!.body.text =
      '<p onclick="alert(1)">ok</p><script>alert(2)</script><a href="javascript:alert(3)">link</a>';
    const item = chapter.sections[0]!.contents[0]!;
    item.body.image!.footnote = 'Note<img src=x onerror=alert(1)>';
    item.body.image!.image_title = "Robert'); DROP TABLE works;--";
    chapter.sections[0]!.section_title = '<b>bold?</b>';
    const res = await edit({
      id,
      component_key: keyOf(current.components, 'c_article'),
      type: 'update',
      component: art,
      version: current.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await article(t, token, id)).components.find((c) => c.id === 'c_article')!;
    const ch = stored.contents[0]!.chapters![0]!;
    expect(ch.chapter_title).toBe('<script>alert(1)</script> Design');
    expect(ch.sections[0]!.section_title).toBe('<b>bold?</b>');
    expect(ch.contents[0]!.body.text).toBe('<p>ok</p>link');
    expect(ch.sections[0]!.contents[0]!.body.image!.footnote).toBe('Note');
    expect(ch.sections[0]!.contents[0]!.body.image!.image_title).toBe("Robert'); DROP TABLE works;--");

    const experts = clone(current.components.find((c) => c.id === 'c_experts')!);
    experts.contents[0]!.expert!.desc =
      '<p>Dr <a href="https://example.org/a">A</a> <a href="javascript:alert(1)">B</a><img src=x onerror=alert(1)></p>';
    experts.contents[0]!.expert!.name = '<img src=x onerror=alert(1)>';
    const r2 = await edit({
      id,
      component_key: keyOf(current.components, 'c_experts'),
      type: 'update',
      component: experts,
      version: current.version + 1,
    });
    expect(r2.statusCode, r2.body).toBe(200);
    const expert = (await article(t, token, id)).components.find((c) => c.id === 'c_experts')!.contents[0]!
      .expert!;
    expect(expert.desc).toBe(
      '<p>Dr <a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow">A</a> B</p>',
    );
    expect(expert.name).toBe('<img src=x onerror=alert(1)>');

    const banner = clone(current.components[0]!);
    banner.contents.find((c) => c.id === 'copyright')!.value = '<p>© Pharma<script>x</script></p>';
    banner.contents.find((c) => c.id === 'post_title')!.value = 'A <b>title</b> & more';
    const r3 = await edit({
      id,
      component_key: 1,
      type: 'update',
      component: banner,
      version: current.version + 2,
    });
    expect(r3.statusCode, r3.body).toBe(200);
    const storedBanner = (await article(t, token, id)).components[0]!;
    expect(storedBanner.contents.find((c) => c.id === 'copyright')!.value).toBe('<p>© Pharma</p>');
    expect(storedBanner.contents.find((c) => c.id === 'post_title')!.value).toBe('A <b>title</b> & more');
  });

  it('treats text-block values as rich text and the review code as plain text', async () => {
    const current = await article(t, token, id);
    let version = current.version;
    const update = async (componentId: string, value: string) => {
      const c = clone(current.components.find((x) => x.id === componentId)!);
      c.contents[0]!.value = value;
      const res = await edit({
        id,
        component_key: keyOf(current.components, componentId),
        type: 'update',
        component: c,
        version,
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().data.data.version;
      return (await article(t, token, id)).components.find((x) => x.id === componentId)!.contents[0]!.value;
    };
    expect(
      await update(
        'c_summary',
        '<p>OS <em>24·1</em></p><iframe src="https://evil.example"></iframe><p style="x">b</p>',
      ),
    ).toBe('<p>OS <em>24·1</em></p><p>b</p>');
    expect(await update('c_introduction', 'x < y & <img src=x onerror=alert(1)>')).toBe('x &lt; y &amp; ');
    expect(await update('c_review_code', '<b>CN</b>-2026 & <script>')).toBe('<b>CN</b>-2026 & <script>');
  });

  it('refuses addresses other than http(s) and our own files, naming the path', async () => {
    const current = await article(t, token, id);
    const bad: [(c: ArticleComponent) => void, string, RegExp][] = [
      [
        (c) => {
          c.contents[0]!.chapters![0]!.sections[0]!.contents[0]!.body.image!.url = 'javascript:alert(1)';
        },
        'c_article',
        /component\.contents\.0\.chapters\.0\.sections\.0\.contents\.0\.body\.image\.url/,
      ],
      [
        (c) => {
          c.contents[0]!.chapters![0]!.sections[0]!.contents[0]!.body.image!.url =
            'data:image/png;base64,AAAA';
        },
        'c_article',
        /body\.image\.url/,
      ],
      [
        (c) => {
          c.contents[0]!.chapters![0]!.sections[0]!.contents[0]!.body.image!.url = '//evil.example/x.png';
        },
        'c_article',
        /body\.image\.url/,
      ],
      [
        (c) => {
          c.contents[0]!.chapters![0]!.sections[0]!.contents[0]!.body.image!.url =
            '/api/files/abc/raw/../../x';
        },
        'c_article',
        /body\.image\.url/,
      ],
      [
        (c) => {
          c.contents[0]!.expert!.avatar = 'javascript:alert(1)';
        },
        'c_experts',
        /component\.contents\.0\.expert\.avatar/,
      ],
    ];
    for (const [change, componentId, message] of bad) {
      const c = clone(current.components.find((x) => x.id === componentId)!);
      change(c);
      const res = await edit({
        id,
        component_key: keyOf(current.components, componentId),
        type: 'update',
        component: c,
        version: current.version,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
    const ok = clone(current.components.find((x) => x.id === 'c_article')!);
    ok.contents[0]!.chapters![0]!.sections[0]!.contents[0]!.body.image!.url =
      'https://images.example/km.png?x=1';
    const res = await edit({
      id,
      component_key: keyOf(current.components, 'c_article'),
      type: 'update',
      component: ok,
      version: current.version,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('component_content: limits (code 10008)', () => {
  it('refuses a component over its limit, naming the kind and the limit', async () => {
    const id = await seedArticle(t, token);
    const { components, version } = await article(t, token, id);
    const over = (componentId: string, change: (c: ArticleComponent) => void) => {
      const c = clone(components.find((x) => x.id === componentId)!);
      change(c);
      return edit({
        id,
        component_key: keyOf(components, componentId),
        type: 'update',
        component: c,
        version,
      });
    };
    const cases: [Promise<Awaited<ReturnType<typeof edit>>>, RegExp][] = [
      [
        over('c_summary', (c) => {
          c.contents[0]!.value = 'x'.repeat(10_001);
        }),
        /summary limit is 10000 characters/,
      ],
      [
        over('c_editors_note', (c) => {
          c.contents[0]!.value = '字'.repeat(2501);
        }),
        // 2501 CJK characters (5002) plus the 13 of the title.
        /editors_note limit is 5000 characters.*has 5015 at editors_note/,
      ],
      [
        over('c_banner', (c) => {
          c.contents[0]!.value = 'b'.repeat(3001);
        }),
        /banner limit is 3000/,
      ],
      [
        over('c_review_code', (c) => {
          c.contents[0]!.value = 'r'.repeat(3001);
        }),
        /review_code limit is 3000/,
      ],
      [
        over('c_article', (c) => {
          c.contents[0]!.chapters![0]!.contents[0]!.body.text = `<p>${'y'.repeat(2001)}</p>`;
        }),
        /body limit is 2000 characters.*this one has 2001 at chapters\.0\.body\.0/,
      ],
      [
        over('c_article', (c) => {
          c.contents[0]!.chapters![0]!.sections[0]!.contents[0]!.body.text = '词'.repeat(1001);
        }),
        /body limit is 2000.*2002 at chapters\.0\.body\.1/,
      ],
      [
        over('c_chapter', (c) => {
          c.contents[0]!.chapter!.contents[0]!.body.text = 'z'.repeat(2001);
        }),
        // A standalone chapter component is held to the chapter limit as a whole (title 6 + body 2001).
        /chapter limit is 2000 characters.*has 2007 at chapter\./,
      ],
      [
        over('c_experts', (c) => {
          c.contents[0]!.expert!.desc = 'd'.repeat(1990);
          c.contents[0]!.expert!.information = 'i'.repeat(20);
        }),
        /personal_introductions limit is 2000/,
      ],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(10008);
      expect(res.json().msg).toMatch(message);
    }
    // Markup does not count: 2000 characters of text inside tags fit.
    const fits = await over('c_article', (c) => {
      c.contents[0]!.chapters![0]!.contents[0]!.body.text = `<p><strong>${'y'.repeat(2000)}</strong></p>`;
    });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('refuses a quote over its limit when added', async () => {
    const id = await seedArticle(t, token);
    const { version } = await article(t, token, id);
    const quote = component({
      id: 'q_long',
      component: 'quote',
      contents: [{ id: 'quote', type: 'text', value: 'q'.repeat(5001) }],
    });
    const res = await edit({ id, component_key: 2, type: 'add', component: quote, version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10008 });
    expect(res.json().msg).toMatch(/quote limit is 5000/);
  });
});

describe('component_content: add and delete', () => {
  it('adds a component at a position and refuses a second banner, a clash of ids and a place before the banner', async () => {
    const id = await seedArticle(t, token);
    const { components, version } = await article(t, token, id);
    const quote = component({
      id: 'q_1',
      component: 'quote',
      title: 'Quote',
      contents: [{ id: 'quote', type: 'text', value: 'A quote' }],
    });
    const res = await edit({ id, component_key: 3, type: 'add', component: quote, version });
    expect(res.statusCode, res.body).toBe(200);
    const after = await article(t, token, id);
    expect(after.components.map((c) => c.id)).toEqual([
      ...components.slice(0, 2).map((c) => c.id),
      'q_1',
      ...components.slice(2).map((c) => c.id),
    ]);
    const v = after.version;
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ id, component_key: 3, type: 'add', component: { ...quote }, version: v }, /already exists/],
      [
        { id, component_key: 1, type: 'add', component: { ...quote, id: 'q_2' }, version: v },
        /before the banner/,
      ],
      [
        { id, component_key: 2, type: 'add', component: { ...components[0]!, id: 'banner_2' }, version: v },
        /one banner/,
      ],
      [
        {
          id,
          component_key: after.components.length + 2,
          type: 'add',
          component: { ...quote, id: 'q_3' },
          version: v,
        },
        /out of range/,
      ],
    ];
    for (const [payload, message] of refusals) {
      const r = await edit(payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().msg).toMatch(message);
    }
    const atEnd = await edit({
      id,
      component_key: after.components.length + 1,
      type: 'add',
      component: { ...quote, id: 'q_end' },
      version: v,
    });
    expect(atEnd.statusCode, atEnd.body).toBe(200);
    expect((await article(t, token, id)).components.at(-1)!.id).toBe('q_end');
  });

  it('deletes a component and takes its kind out of select_optional_components when none is left', async () => {
    const id = await seedArticle(t, token);
    const { components, version, select_optional_components } = await article(t, token, id);
    expect(select_optional_components).toContain('summary');
    const res = await edit({ id, component_key: keyOf(components, 'c_summary'), type: 'delete', version });
    expect(res.statusCode, res.body).toBe(200);
    const after = await article(t, token, id);
    expect(after.components.map((c) => c.id)).not.toContain('c_summary');
    expect(after.select_optional_components).not.toContain('summary');
    expect(after.select_optional_components).toContain('statement');
  });

  it('keeps the kind selected while another component of it remains', async () => {
    const base = sampleComponents();
    const second = component({
      id: 'c_summary_2',
      component: 'summary',
      contents: [{ id: 'summary', type: 'text', value: 'Second' }],
    });
    const id = await seedArticle(t, token, { components: [...base, second] });
    const { components, version } = await article(t, token, id);
    await edit({ id, component_key: keyOf(components, 'c_summary'), type: 'delete', version });
    expect((await article(t, token, id)).select_optional_components).toContain('summary');
  });

  it('never deletes the banner or the article; images only in Tweets works; experts with their last expert', async () => {
    const img = component({
      id: 'c_image',
      component: 'image',
      contents: [
        {
          id: 'image',
          type: 'image',
          image: { id: 'i1', uniq_id: 'abcdefghijklmnopqrs', url: '/api/files/f1/raw' },
        },
      ],
    });
    const twoExperts = component({
      id: 'c_experts',
      component: 'personal_introductions',
      contents: [
        { id: 'e1', type: 'expert', expert: { id: 'e1', name: 'A' } },
        { id: 'e2', type: 'expert', expert: { id: 'e2', name: 'B' } },
      ],
    });
    const base = sampleComponents().filter((c) => c.id !== 'c_experts');
    for (const type of ['Tweets', 'PatientEducationPost'] as const) {
      const id = await seedArticle(t, token, { type, components: [...base, img, twoExperts] });
      let { components, version } = await article(t, token, id);
      for (const [componentId, message] of [
        ['c_banner', /banner component cannot be removed/],
        ['c_article', /article component cannot be removed/],
        ['c_experts', /remove the other experts first/],
      ] as const) {
        const res = await edit({
          id,
          component_key: keyOf(components, componentId),
          type: 'delete',
          version,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toMatch(message);
      }
      const image = await edit({ id, component_key: keyOf(components, 'c_image'), type: 'delete', version });
      expect(image.statusCode).toBe(type === 'Tweets' ? 200 : 400);
      ({ components, version } = await article(t, token, id));
      const experts = clone(components.find((c) => c.id === 'c_experts')!);
      experts.contents = experts.contents.slice(0, 1);
      expect(
        (
          await edit({
            id,
            component_key: keyOf(components, 'c_experts'),
            type: 'update',
            component: experts,
            version,
          })
        ).statusCode,
      ).toBe(200);
      const gone = await edit({
        id,
        component_key: keyOf(components, 'c_experts'),
        type: 'delete',
        version: version + 1,
      });
      expect(gone.statusCode, gone.body).toBe(200);
      const after = await article(t, token, id);
      expect(after.components.some((c) => c.component === 'personal_introductions')).toBe(false);
      expect(after.select_optional_components).not.toContain('personal_introductions');
    }
  });
});

describe('POST /api/prowrite/v1/assembly', () => {
  it('reorders movable components and refuses anything but a permutation keeping banner and review code in place', async () => {
    const id = await seedArticle(t, token);
    const { components, version } = await article(t, token, id);
    const ids = components.map((c) => c.id);
    const swapped = [...ids];
    [swapped[1], swapped[2]] = [swapped[2]!, swapped[1]!];
    const sort = (order: string[], v = version) =>
      send('POST', '/api/prowrite/v1/assembly', token, { id, publication_components: order, version: v });
    const refusals: [string[], RegExp][] = [
      [ids.slice(1), /exactly once/],
      [[...ids.slice(0, -1), ids[1]!], /exactly once/],
      [[...ids.slice(0, -1), 'nope'], /exactly once/],
      [[ids[1]!, ids[0]!, ...ids.slice(2)], /banner component cannot be moved/],
      [[...ids.slice(0, -2), ids.at(-1)!, ids.at(-2)!], /review_code component cannot be moved/],
    ];
    for (const [order, message] of refusals) {
      const res = await sort(order);
      expect(res.statusCode, order.join()).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
    const res = await sort(swapped);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.data.outline.map((o: { component: string }) => o.component)
        .slice(1, 3),
    ).toEqual(['introduction', 'editors_note']);
    expect((await article(t, token, id)).components.map((c) => c.id)).toEqual(swapped);
    expect((await sort(ids)).statusCode).toBe(409);
    const bad = await send('POST', '/api/prowrite/v1/assembly', token, {
      id,
      publication_components: ids,
      version,
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/prowrite/v1/saving/components', () => {
  it('stores the theme colour and removes components of kinds switched off', async () => {
    const id = await seedArticle(t, token);
    const before = await article(t, token, id);
    expect(before.theme_color).toBe('#277ECA');
    const selection = before.select_optional_components.filter(
      (k) => k !== 'statement' && k !== 'editors_note',
    );
    const res = await send('POST', '/api/prowrite/v1/saving/components', token, {
      id,
      select_optional_components: selection,
      theme_color: '#8d81eb',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data.version).toBe(before.version + 1);
    const after = await article(t, token, id);
    expect(after.theme_color).toBe('#8D81EB');
    expect(after.select_optional_components).toEqual(selection);
    expect(after.components.map((c) => c.component)).not.toContain('statement');
    expect(after.components.map((c) => c.component)).not.toContain('editors_note');
    expect(after.components).toHaveLength(before.components.length - 2);
  });

  it('refuses unknown kinds, colours outside the palettes and malformed bodies', async () => {
    const id = await seedArticle(t, token);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id, select_optional_components: ['banner'] }, /may hold only/],
      [{ id, select_optional_components: ['poster'] }, /select_optional_components/],
      [{ id, select_optional_components: [], theme_color: '#123456' }, /not one of the template colours/],
      [{ id, select_optional_components: [], theme_color: 'red' }, /theme_color/],
      [{ id }, /select_optional_components/],
      [{ id, select_optional_components: [], x: 1 }, /x|Unrecognized/i],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/prowrite/v1/saving/components', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
  });
});

describe('undo: POST /api/prowrite/v2/withdraw and /close/revocation', () => {
  it('restores the state before an update, a delete and a sort, newest first', async () => {
    const id = await seedArticle(t, token);
    const original = await article(t, token, id);
    const withdraw = () => send('POST', '/api/prowrite/v2/withdraw', token, { id });
    const k = (id2: string, list: ArticleComponent[]) => keyOf(list, id2);

    // update
    const summary = clone(original.components.find((c) => c.id === 'c_summary')!);
    summary.contents[0]!.value = 'Changed';
    expect(
      (
        await edit({
          id,
          component_key: k('c_summary', original.components),
          type: 'update',
          component: summary,
          version: original.version,
        })
      ).statusCode,
    ).toBe(200);
    // delete
    let now = await article(t, token, id);
    expect(
      (
        await edit({
          id,
          component_key: k('c_statement', now.components),
          type: 'delete',
          version: now.version,
        })
      ).statusCode,
    ).toBe(200);
    // sort
    now = await article(t, token, id);
    const order = now.components.map((c) => c.id);
    [order[1], order[2]] = [order[2]!, order[1]!];
    expect(
      (
        await send('POST', '/api/prowrite/v1/assembly', token, {
          id,
          publication_components: order,
          version: now.version,
        })
      ).statusCode,
    ).toBe(200);
    const sorted = await article(t, token, id);
    expect(sorted.revocation).toBe(3);

    const undoSort = await withdraw();
    expect(undoSort.statusCode, undoSort.body).toBe(200);
    expect(undoSort.json().data.data).toMatchObject({ version: sorted.version + 1, revocation: 2 });
    expect(undoSort.json().data.data.components.map((c: ArticleComponent) => c.id)).toEqual(
      now.components.map((c) => c.id),
    );

    const undoDelete = (await withdraw()).json().data.data;
    expect(undoDelete.components.map((c: ArticleComponent) => c.id)).toContain('c_statement');
    expect(undoDelete.select_optional_components).toContain('statement');
    expect(undoDelete.revocation).toBe(1);

    const undoUpdate = (await withdraw()).json().data.data;
    expect(undoUpdate.revocation).toBe(0);
    const restored = await article(t, token, id);
    expect(restored.components).toEqual(original.components);
    expect(restored.select_optional_components).toEqual(original.select_optional_components);
    expect(restored.version).toBe(sorted.version + 3);

    const nothing = await withdraw();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().msg).toMatch(/no change to undo/);
    expect((await article(t, token, id)).version).toBe(restored.version);
  });

  it('restores the theme colour, and forgets the history on close/revocation', async () => {
    const id = await seedArticle(t, token);
    const before = await article(t, token, id);
    await send('POST', '/api/prowrite/v1/saving/components', token, {
      id,
      select_optional_components: before.select_optional_components,
      theme_color: '#1B2C39',
    });
    await send('POST', '/api/prowrite/v1/saving/components', token, {
      id,
      select_optional_components: before.select_optional_components,
      theme_color: '#EA4335',
    });
    expect((await article(t, token, id)).revocation).toBe(2);
    const undo = (await send('POST', '/api/prowrite/v2/withdraw', token, { id })).json().data.data;
    expect(undo.theme_color).toBe('#1B2C39');
    const close = await send('POST', '/api/prowrite/v2/close/revocation', token, { id });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().data.data).toMatchObject({ revocation: 0, version: undo.version });
    expect((await send('POST', '/api/prowrite/v2/withdraw', token, { id })).statusCode).toBe(409);
    expect((await article(t, token, id)).theme_color).toBe('#1B2C39');
  });

  it('records nothing for a change that changes nothing (the template setting after a delete)', async () => {
    const id = await seedArticle(t, token);
    const before = await article(t, token, id);
    const del = await edit({
      id,
      component_key: keyOf(before.components, 'c_summary'),
      type: 'delete',
      version: before.version,
    });
    expect(del.json().data.data).toMatchObject({ version: before.version + 1, revocation: 1 });
    const { select_optional_components } = await article(t, token, id);
    // The editor's follow-up call with the list it computed itself.
    const setting = await send('POST', '/api/prowrite/v1/saving/components', token, {
      id,
      select_optional_components,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().data.data).toMatchObject({ version: before.version + 1, revocation: 1 });
    const same = (await article(t, token, id)).components.find((c) => c.id === 'c_statement')!;
    const noop = await edit({
      id,
      component_key: keyOf((await article(t, token, id)).components, 'c_statement'),
      type: 'update',
      component: same,
      version: before.version + 1,
    });
    expect(noop.json().data.data).toMatchObject({ version: before.version + 1, revocation: 1 });
    const undo = (await send('POST', '/api/prowrite/v2/withdraw', token, { id })).json().data.data;
    expect(undo.components).toEqual(before.components);
    expect(undo.revocation).toBe(0);
  });

  it('keeps the last 30 states', async () => {
    const id = await seedArticle(t, token);
    let { components, version } = await article(t, token, id);
    const key = keyOf(components, 'c_summary');
    for (let i = 0; i < 33; i++) {
      const summary = {
        ...components[key - 1]!,
        contents: [{ id: 'summary', type: 'text' as const, value: `v${i}` }],
      };
      const res = await edit({ id, component_key: key, type: 'update', component: summary, version });
      expect(res.statusCode).toBe(200);
      version = res.json().data.data.version;
    }
    ({ components } = await article(t, token, id));
    expect((await article(t, token, id)).revocation).toBe(30);
    let last: { components: ArticleComponent[] } | undefined;
    for (let i = 0; i < 30; i++)
      last = (await send('POST', '/api/prowrite/v2/withdraw', token, { id })).json().data.data;
    // 33 edits, 30 undone: the value written by the third edit.
    expect(last!.components[key - 1]!.contents[0]!.value).toBe('v2');
    expect((await send('POST', '/api/prowrite/v2/withdraw', token, { id })).statusCode).toBe(409);
  });
});

describe('while generating, decks, and malformed undo calls', () => {
  it('answers 409 while the article is being generated', async () => {
    const id = await seedArticle(t, token, { process: 'inProgress' });
    const { components } = await article(t, token, id);
    const res = await edit({ id, component_key: 2, type: 'delete', version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/still being generated/);
    expect(components.length).toBeGreaterThan(0);
    expect((await send('POST', '/api/prowrite/v2/withdraw', token, { id })).statusCode).toBe(409);
    expect(
      (
        await send('POST', '/api/prowrite/v1/saving/components', token, {
          id,
          select_optional_components: [],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses undo bodies with unknown or missing fields', async () => {
    for (const url of ['/api/prowrite/v2/withdraw', '/api/prowrite/v2/close/revocation']) {
      expect((await send('POST', url, token, {})).statusCode).toBe(400);
      expect((await send('POST', url, token, { id: 'x', more: 1 })).statusCode).toBe(400);
      expect((await send('POST', url, token, { id: 'missing' })).statusCode).toBe(404);
    }
  });

  it('keeps a body item added inside a chapter with its id', async () => {
    const id = await seedArticle(t, token);
    const { components, version } = await article(t, token, id);
    const art = clone(components.find((c) => c.id === 'c_article')!);
    art.contents[0]!.chapters![0]!.contents.push(bodyText('b_new', '<p>New paragraph</p>'));
    const res = await edit({
      id,
      component_key: keyOf(components, 'c_article'),
      type: 'update',
      component: art,
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await article(t, token, id)).components.find((c) => c.id === 'c_article')!;
    expect(stored.contents[0]!.chapters![0]!.contents.map((b) => b.id)).toEqual(['b_design', 'b_new']);
  });
});
