import type { ArticleComponent } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/ids';
import { fileParses, files, works } from '../../../db/schema';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { makeMp4, makeWebm } from '../../media/testing/media-fixtures';
import { auth, createWork, seedParsedFile, teamOf, wrongToken } from '../testing/works-test-kit';
import {
  article,
  component,
  image,
  injector,
  sampleComponents,
  seedArticle,
} from '../testing/articles-test-kit';

let t: TestApp;
let send: ReturnType<typeof injector>;
let token: string;
let member: string;
let foreign: string;
let fileId: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1d1f50000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  t = await createTestApp();
  send = injector(t);
  token = t.admin.token;
  foreign = (await createTeamWithAdmin(t, 'Foreign Team')).token;
  const { teamId } = await teamOf(t, token);
  await send('POST', '/api/admin/users', token, {
    email: 'member@test.local',
    name: 'Member',
    password: 'password-123',
    team_id: teamId,
    role: 'member',
  });
  member = await loginAs(t.app, 'member@test.local', 'password-123');
  fileId = await seedParsedFile(t, token);
});
afterAll(async () => {
  await t.close();
});

const STORED = {
  png: { name: 'picture.png', mime: 'image/png' },
  txt: { name: 'notes.txt', mime: 'text/plain' },
  mp4: { name: 'clip.mp4', mime: 'video/mp4' },
  webm: { name: 'clip.webm', mime: 'video/webm' },
} as const;

/** A stored file of the caller's team with the given bytes (an upload without the upload route). */
async function storedFile(
  owner: string,
  bytes: Buffer,
  kind: 'png' | 'txt' | 'mp4' | 'webm',
): Promise<string> {
  const { teamId, userId } = await teamOf(t, owner);
  const { sha1 } = await t.services.storage.put(bytes);
  const id = newId();
  await t.database.db.insert(files).values({
    id,
    teamId,
    ownerId: userId,
    name: STORED[kind].name,
    sha1,
    size: bytes.length,
    mime: STORED[kind].mime,
    kind,
    pages: null,
    parseStatus: 'success',
  });
  return id;
}

describe('POST /api/prowrite/v1/article for article types', () => {
  it('creates Tweets and patient-education works with the template’s colour and every optional component', async () => {
    const tweets = await createWork(t, token, {
      type: 'Tweets',
      file_ids: [fileId],
      select_template: 'tweets_template2',
    });
    const tw = await article(t, token, tweets);
    expect(tw).toMatchObject({
      theme_color: '#1DB992',
      select_optional_components: [
        'editors_note',
        'introduction',
        'summary',
        'references',
        'statement',
        'personal_introductions',
        'review_code',
      ],
      process: 'inProgress',
      components: [],
      revocation: 0,
    });
    const pep = await createWork(t, token, {
      type: 'PatientEducationPost',
      file_ids: [fileId],
      select_template: 'patient_education_tweets_template3',
      select_optional_components: ['summary', 'summary', 'references'],
    });
    const p = await article(t, token, pep);
    expect(p).toMatchObject({
      theme_color: '#FFB253',
      select_optional_components: ['summary', 'references'],
    });
    expect(
      (await send('GET', `/api/prowrite/v1/detail?id=${pep}`, token)).json().data.data.baseInfo,
    ).toMatchObject({
      type: 'PatientEducationPost',
      format: 'article',
    });
  });

  it('refuses a template of another type and unknown optional components', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'Tweets', select_template: 'general' }, /tweets_template1, .*tweets_template5 for Tweets/],
      [
        { type: 'Tweets', select_template: 'patient_education_tweets_template1' },
        /select_template must be one of/,
      ],
      [
        { type: 'PatientEducationPost', select_template: 'tweets_template1' },
        /patient_education_tweets_template1/,
      ],
      [
        { type: 'Tweets', select_template: 'tweets_template1', select_optional_components: ['banner'] },
        /may hold only/,
      ],
      [
        { type: 'Tweets', select_template: 'tweets_template1', select_optional_components: ['<script>'] },
        /not <script>/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/prowrite/v1/article', token, { file_ids: [fileId], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
  });
});

describe('detail and list of an article', () => {
  it('answers the components, theme colour and undo count; the list counts components', async () => {
    const id = await seedArticle(t, token, { fileIds: [fileId] });
    const res = await send('GET', `/api/prowrite/v1/detail?id=${id}`, token);
    const data = res.json().data.data;
    expect(data.components.map((c: ArticleComponent) => c.id)).toEqual(sampleComponents().map((c) => c.id));
    expect(data).toMatchObject({ theme_color: '#277ECA', slide_list: [], revocation: 0, process: 'end' });
    const list = (await send('GET', '/api/prowrite/v1/report/list?pagesize=100&type=Tweets', token)).json()
      .data.data;
    expect(list.find((w: { id: string }) => w.id === id).slide_num).toBe(sampleComponents().length);
  });

  it('replays every component on the generation stream of a finished article, from Last-Event-ID', async () => {
    const id = await seedArticle(t, token, { fileIds: [fileId] });
    const read = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/prowrite/v1/generate/stream?id=${id}`,
        headers: { ...auth(token), ...headers },
      });
      expect(res.headers['content-type']).toMatch(/text\/event-stream/);
      return res.body
        .split('\n\n')
        .filter((b) => b.includes('event: '))
        .map((b) => ({
          event: /event: (\w+)/.exec(b)![1],
          id: /id: (\d+)/.exec(b)?.[1],
          data: JSON.parse(/data: (.*)/.exec(b)![1]!),
        }));
    };
    const all = await read();
    const components = all.filter((e) => e.event === 'component');
    expect(components.map((e) => e.data.component.id)).toEqual(sampleComponents().map((c) => c.id));
    expect(components.map((e) => e.id)).toEqual(sampleComponents().map((_, i) => String(i + 1)));
    expect(all.at(-1)).toMatchObject({ event: 'done', data: { report_status: 1 } });
    expect(all.some((e) => e.event === 'slide')).toBe(false);
    const resumed = (await read({ 'last-event-id': '8' })).filter((e) => e.event === 'component');
    expect(resumed.map((e) => e.id)).toEqual(['9', '10']);
  });
});

describe('section comments on articles', () => {
  it('takes a component id or an item id as the section, counts them per section and refuses others', async () => {
    const id = await seedArticle(t, token, { fileIds: [fileId] });
    for (const section of ['c_summary', 'b_pfs', 'img_km', 'e1', 'b_safety']) {
      const res = await send('POST', '/api/prowrite/v1/comment', token, {
        prowrite_id: id,
        section_id: section,
        content: `On ${section}`,
      });
      expect(res.statusCode, section).toBe(200);
    }
    await send('POST', '/api/prowrite/v1/comment', member, {
      prowrite_id: id,
      section_id: 'c_summary',
      content: 'Member note',
    });
    for (const section of ['nope', '1', 'summary']) {
      const res = await send('POST', '/api/prowrite/v1/comment', token, {
        prowrite_id: id,
        section_id: section,
        content: 'x',
      });
      expect(res.statusCode, section).toBe(404);
    }
    const stats = await send('GET', `/api/prowrite/v1/comment/stats?prowrite_id=${id}`, token);
    expect(stats.statusCode).toBe(200);
    const bySection = new Map(stats.json().data.data.map((s: { section_id: string }) => [s.section_id, s]));
    expect(bySection.get('c_summary')).toEqual({ section_id: 'c_summary', count: 2, unread: 1 });
    expect(bySection.get('b_pfs')).toEqual({ section_id: 'b_pfs', count: 1, unread: 0 });
    expect(bySection.size).toBe(5);
    // Opening the section reads it.
    const list = await send('GET', `/api/prowrite/v1/comment?prowrite_id=${id}&section_id=c_summary`, token);
    expect(list.json().data.data.map((c: { content: string }) => c.content)).toEqual([
      'Member note',
      'On c_summary',
    ]);
    const after = (await send('GET', `/api/prowrite/v1/comment/stats?prowrite_id=${id}`, token)).json().data
      .data;
    expect(after.find((s: { section_id: string }) => s.section_id === 'c_summary').unread).toBe(0);
    expect((await article(t, token, id)).comment_num).toBe(6);
    for (const bad of ['', '?prowrite_id=', `?prowrite_id=${id}&x=1`]) {
      expect((await send('GET', `/api/prowrite/v1/comment/stats${bad}`, token)).statusCode, bad).toBe(400);
    }
    expect((await send('GET', '/api/prowrite/v1/comment/stats?prowrite_id=missing', token)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/prowrite/v1/verify on an article', () => {
  it('checks every number per component (slide_num = component_key), leaving references and the review code out', async () => {
    const id = await seedArticle(t, token, { fileIds: [fileId] });
    const res = await send('GET', `/api/prowrite/v1/verify?id=${id}`, token);
    expect(res.statusCode).toBe(200);
    const result = res.json().data.data;
    const components = sampleComponents();
    expect(result.slides.map((s: { slide_num: number }) => s.slide_num)).toEqual(
      components.map((_, i) => i + 1),
    );
    expect(result.missing).toBe(0);
    expect(result.total).toBeGreaterThan(10);
    const at = (componentId: string) => result.slides[components.findIndex((c) => c.id === componentId)];
    expect(at('c_references').numbers).toEqual([]);
    expect(at('c_review_code').numbers).toEqual([]);
    // The banner's copyright year is not a fact.
    expect(at('c_banner').numbers.map((n: { text: string }) => n.text)).not.toContain('2026');
    const pfs = at('c_article').numbers.find((n: { text: string }) => n.text.startsWith('9·6'));
    expect(pfs).toMatchObject({ content_id: 'b_pfs', found: true, source: { file_id: fileId, page: 2 } });

    const { components: current, version } = await article(t, token, id);
    const summary = {
      ...current.find((c) => c.id === 'c_summary')!,
      contents: [{ id: 'summary', type: 'text', value: '<p>OS 99·9 months (n=600)</p>' }],
    };
    await send('POST', '/api/prowrite/v1/component_content', token, {
      id,
      component_key: current.findIndex((c) => c.id === 'c_summary') + 1,
      type: 'update',
      component: summary,
      version,
    });
    const again = (await send('GET', `/api/prowrite/v1/verify?id=${id}`, token)).json().data.data;
    const numbers = again.slides[current.findIndex((c) => c.id === 'c_summary')].numbers;
    expect(numbers).toEqual([
      {
        text: '99·9 months',
        content_id: 'summary',
        label: 'summary',
        kind: 'quantity',
        found: false,
        source: null,
      },
      expect.objectContaining({ text: '600', found: true }),
    ]);
    expect(again.missing).toBe(1);
  });
});

describe('POST /api/prowrite/v1/source/quote on an article', () => {
  it('takes article_index as a chapter idx and still searches every source', async () => {
    const other = await seedParsedFile(t, token, {
      name: 'other.txt',
      pages: ['Nothing relevant here at all.'],
    });
    const id = await seedArticle(t, token, { fileIds: [other, fileId] });
    for (const index of [undefined, 0, 1, 3, 19]) {
      const res = await send('POST', '/api/prowrite/v1/source/quote', token, {
        prowrite_id: id,
        query_text: 'Median progression-free survival was 9·6 months',
        ...(index === undefined ? {} : { article_index: index }),
      });
      expect(res.statusCode, String(index)).toBe(200);
      expect(res.json().data.data).toMatchObject({ source_id: fileId, page_idx: 2 });
    }
    const none = await send('POST', '/api/prowrite/v1/source/quote', token, {
      prowrite_id: id,
      query_text: 'zebra quantum',
      article_index: 0,
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('publishing an article and its public page', () => {
  it('serves the article without a login to the holder of the pair, without provenance', async () => {
    const id = await seedArticle(t, token, { fileIds: [fileId] });
    const res = await send('POST', '/api/prowrite/v1/publish', token, { id });
    expect(res.statusCode, res.body).toBe(200);
    const { ppt_id, reportId } = res.json().data.data;
    expect(reportId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await send('POST', '/api/prowrite/v1/publish', token, { id })).json().data.data).toEqual({
      ppt_id,
      reportId,
      expires_at: null,
      allow_download: false,
    });
    const pub = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/public/work?prowrite_id=${id}&token=${reportId}`,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const work = pub.json().data;
    expect(work).toMatchObject({
      name: 'ALPHA-1 article',
      type: 'Tweets',
      select_template: 'tweets_template1',
      theme_color: '#277ECA',
      creator: 'Administrator',
    });
    expect(Math.abs(work.created_at - Date.now() / 1000)).toBeLessThan(3600);
    expect(work.components).toHaveLength(sampleComponents().length);
    expect(work.components.some((c: ArticleComponent) => c.provenance)).toBe(false);
    const km = work.components.find((c: ArticleComponent) => c.id === 'c_article').contents[0].chapters[0]
      .sections[0].contents[0].body.image;
    expect(km.url).toBe(
      `/api/prowrite/v1/public/work/image?${new URLSearchParams({ prowrite_id: id, token: reportId, url: '/api/files/abc123/figures/0' })}`,
    );
  });

  it('answers 404 for a wrong pair, an unpublished article and a deck, 400 for a missing token', async () => {
    const id = await seedArticle(t, token);
    const unpublished = await seedArticle(t, token);
    const { reportId } = (await send('POST', '/api/prowrite/v1/publish', token, { id })).json().data.data;
    const deck = await createWork(t, token, { file_ids: [fileId] });
    await t.database.db.update(works).set({ process: 'end' }).where(eq(works.id, deck));
    const deckPair = (await send('POST', '/api/prowrite/v1/publish', token, { id: deck })).json().data.data;
    const wrong = [
      `prowrite_id=${id}&token=${wrongToken(reportId)}`,
      `prowrite_id=${unpublished}&token=${reportId}`,
      `prowrite_id=${deck}&token=${deckPair.reportId}`,
      `prowrite_id=${id}&token=${deckPair.reportId}`,
      `prowrite_id=nope&token=${reportId}`,
    ];
    for (const q of wrong) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/prowrite/v1/public/work?${q}` })).statusCode,
        q,
      ).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/prowrite/v1/public/work?prowrite_id=${id}` }))
        .statusCode,
    ).toBe(400);
  });

  it('serves only the images the published article shows, of its own team, and only bitmaps', async () => {
    const png = await storedFile(token, PNG, 'png');
    const unreferenced = await storedFile(token, Buffer.concat([PNG, Buffer.from([0])]), 'png');
    const text = await storedFile(token, Buffer.from('a source, not an image'), 'txt');
    const theirs = await storedFile(foreign, PNG, 'png');
    const [parse] = await t.database.db.select().from(fileParses).where(eq(fileParses.fileId, fileId));
    const { sha1 } = await t.services.storage.put(PNG);
    await t.database.db
      .update(fileParses)
      .set({
        document: {
          ...(parse!.document as object),
          figures: [{ page: 1, caption: 'Figure 1', png_sha1: sha1 }],
        },
      })
      .where(eq(fileParses.fileId, fileId));
    const components = sampleComponents(fileId);
    const withImages = components.map((c) =>
      c.id !== 'c_article'
        ? c
        : {
            ...c,
            contents: c.contents.map((entry) => ({
              ...entry,
              chapters: entry.chapters!.map((ch) => ({
                ...ch,
                sections: ch.sections.map((s) => ({
                  ...s,
                  contents: s.contents.map((item) => ({
                    ...item,
                    body: {
                      ...item.body,
                      image: image('img_fig', { url: `/api/files/${fileId}/figures/0` }),
                      images: [
                        image('img_png', { url: `/api/files/${png}/raw` }),
                        image('img_txt', { url: `/api/files/${text}/raw` }),
                        image('img_theirs', { url: `/api/files/${theirs}/raw` }),
                        image('img_missing_fig', { url: `/api/files/${fileId}/figures/9` }),
                      ],
                    },
                  })),
                })),
              })),
            })),
          },
    );
    const id = await seedArticle(t, token, { fileIds: [fileId], components: withImages });
    const { reportId } = (await send('POST', '/api/prowrite/v1/publish', token, { id })).json().data.data;
    const get = (url: string, pair = reportId) =>
      t.app.inject({
        method: 'GET',
        url: `/api/prowrite/v1/public/work/image?${new URLSearchParams({ prowrite_id: id, token: pair, url })}`,
      });

    for (const url of [`/api/files/${png}/raw`, `/api/files/${fileId}/figures/0`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    const refused = [
      `/api/files/${unreferenced}/raw`,
      `/api/files/${text}/raw`,
      `/api/files/${theirs}/raw`,
      `/api/files/${fileId}/figures/9`,
      `/api/files/${fileId}/raw`,
      'https://images.example/x.png',
      `/api/files/${png}/raw?x=1`,
    ];
    for (const url of refused) expect((await get(url)).statusCode, url).toBe(404);
    expect((await get(`/api/files/${png}/raw`, 'x'.repeat(32))).statusCode).toBe(404);
    const noUrl = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/public/work/image?prowrite_id=${id}&token=${reportId}`,
    });
    expect(noUrl.statusCode).toBe(400);
  });
});

describe('the public video route', () => {
  const MP4 = makeMp4({ seconds: 3, width: 320, height: 240, mdatBytes: 4000 });
  const videoComponent = (id: string, value: string, cover = '') =>
    component({
      id,
      component: 'video',
      contents: [
        {
          id: `${id}_v`,
          type: 'video',
          video: {
            value,
            video_info: { cover_url: cover, duration: 3, file_id: '', media: { duration: 3 } },
            source: { url: 'https://videos.example/page', icon: '', title: 'A clip' },
          },
        },
      ],
    });
  let id: string;
  let reportId: string;
  let mp4: string;
  let webm: string;
  let cover: string;
  let unreferenced: string;
  let unpublished: string;
  const WEBM = makeWebm({ seconds: 2, width: 160, height: 90 });
  const get = (url: string, headers: Record<string, string> = {}, pair = reportId, work = id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/public/work/video?${new URLSearchParams({ prowrite_id: work, token: pair, url })}`,
      headers,
    });

  beforeAll(async () => {
    mp4 = await storedFile(token, MP4, 'mp4');
    webm = await storedFile(token, WEBM, 'webm');
    cover = await storedFile(token, Buffer.concat([PNG, Buffer.from([1])]), 'png');
    unreferenced = await storedFile(token, Buffer.concat([MP4, Buffer.from([1])]), 'mp4');
    const components = [
      ...sampleComponents(fileId),
      videoComponent('c_video', `/api/files/${mp4}/raw`, `/api/files/${cover}/raw`),
      videoComponent('c_webm', `/api/files/${webm}/raw`),
      videoComponent('c_remote', 'https://videos.example/clip.mp4'),
    ];
    id = await seedArticle(t, token, { fileIds: [fileId], components });
    reportId = (await send('POST', '/api/prowrite/v1/publish', token, { id })).json().data.data.reportId;
    unpublished = await seedArticle(t, token, { fileIds: [fileId], components });
  });

  it('serves a referenced video whole, with its sniffed type, ranges offered and public caching', async () => {
    const res = await get(`/api/files/${mp4}/raw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(MP4.length));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(MP4)).toBe(true);
    const w = await get(`/api/files/${webm}/raw`);
    expect(w.statusCode).toBe(200);
    expect(w.headers['content-type']).toBe('video/webm');
    expect(w.rawPayload.equals(WEBM)).toBe(true);
  });

  it('answers a range with 206 and that part, a bad range with 416', async () => {
    const part = await get(`/api/files/${mp4}/raw`, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${MP4.length}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(MP4.subarray(0, 10))).toBe(true);
    const tail = await get(`/api/files/${mp4}/raw`, { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(MP4.subarray(MP4.length - 5))).toBe(true);
    for (const range of [`bytes=${MP4.length}-`, 'bytes=-0']) {
      const bad = await get(`/api/files/${mp4}/raw`, { range });
      expect(bad.statusCode, range).toBe(416);
      expect(bad.headers['content-range']).toBe(`bytes */${MP4.length}`);
    }
  });

  it('answers the same 404 for a wrong pair, an unpublished work and anything the work does not play', async () => {
    const url = `/api/files/${mp4}/raw`;
    const refused: [string, Promise<{ statusCode: number; body: string }>][] = [
      ['wrong token', get(url, {}, `${wrongToken(reportId)}`)],
      ['unpublished work', get(url, {}, reportId, unpublished)],
      ['unreferenced video of the team', get(`/api/files/${unreferenced}/raw`)],
      ['the cover (an image)', get(`/api/files/${cover}/raw`)],
      ['a remote video', get('https://videos.example/clip.mp4')],
      ['a figure', get(`/api/files/${fileId}/figures/0`)],
      ['a source file', get(`/api/files/${fileId}/raw`)],
      ['a near miss', get(`${url}?x=1`)],
    ];
    for (const [why, res] of refused) {
      const r = await res;
      expect(r.statusCode, why).toBe(404);
      expect(r.body, why).not.toContain(mp4);
    }
    // A range request is refused before any bytes are read.
    expect((await get(url, { range: 'bytes=0-9' }, 'y'.repeat(32))).statusCode).toBe(404);
  });

  it('serves a video whose file kind is not a video as 404 even when referenced', async () => {
    const png = await storedFile(token, Buffer.concat([PNG, Buffer.from([2])]), 'png');
    const work = await seedArticle(t, token, {
      components: [...sampleComponents(fileId), videoComponent('c_video', `/api/files/${png}/raw`)],
    });
    const pair = (await send('POST', '/api/prowrite/v1/publish', token, { id: work })).json().data.data
      .reportId;
    expect((await get(`/api/files/${png}/raw`, {}, pair, work)).statusCode).toBe(404);
  });

  it('points the public payload’s stored videos at the public video route, covers at the image route', async () => {
    const pub = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/public/work?prowrite_id=${id}&token=${reportId}`,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const videoOf = (cid: string) =>
      pub.json().data.components.find((c: ArticleComponent) => c.id === cid).contents[0].video;
    const q = (url: string) => new URLSearchParams({ prowrite_id: id, token: reportId, url }).toString();
    const video = videoOf('c_video');
    expect(video.value).toBe(`/api/prowrite/v1/public/work/video?${q(`/api/files/${mp4}/raw`)}`);
    expect(video.video_info.cover_url).toBe(
      `/api/prowrite/v1/public/work/image?${q(`/api/files/${cover}/raw`)}`,
    );
    expect(videoOf('c_webm').value).toBe(`/api/prowrite/v1/public/work/video?${q(`/api/files/${webm}/raw`)}`);
    expect(videoOf('c_remote').value).toBe('https://videos.example/clip.mp4');
    // What the payload says is what a visitor's browser then loads.
    const played = await t.app.inject({ method: 'GET', url: video.value, headers: { range: 'bytes=0-9' } });
    expect(played.statusCode).toBe(206);
    const shown = await t.app.inject({ method: 'GET', url: video.video_info.cover_url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
  });
});

describe('another team and the other work type', () => {
  it('answers 404 to another team on every article call', async () => {
    const id = await seedArticle(t, token, { fileIds: [fileId] });
    const { components, version } = await article(t, token, id);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/prowrite/v1/detail?id=${id}`],
      ['GET', `/api/prowrite/v1/generate/stream?id=${id}`],
      ['GET', `/api/prowrite/v1/verify?id=${id}`],
      ['GET', `/api/prowrite/v1/comment/stats?prowrite_id=${id}`],
      ['GET', `/api/prowrite/v1/comment?prowrite_id=${id}&section_id=c_summary`],
      ['POST', '/api/prowrite/v1/comment', { prowrite_id: id, section_id: 'c_summary', content: 'hello' }],
      [
        'POST',
        '/api/prowrite/v1/component_content',
        { id, component_key: 7, type: 'update', component: components[6], version },
      ],
      ['POST', '/api/prowrite/v1/component_content', { id, component_key: 7, type: 'delete', version }],
      [
        'POST',
        '/api/prowrite/v1/component_content',
        { id, component_key: 2, type: 'add', component: { ...components[6], id: 'x' }, version },
      ],
      [
        'POST',
        '/api/prowrite/v1/assembly',
        { id, publication_components: components.map((c) => c.id), version },
      ],
      ['POST', '/api/prowrite/v1/saving/components', { id, select_optional_components: [] }],
      ['POST', '/api/prowrite/v2/withdraw', { id }],
      ['POST', '/api/prowrite/v2/close/revocation', { id }],
      ['POST', '/api/prowrite/v1/source/quote', { prowrite_id: id, query_text: 'placebo' }],
      ['POST', '/api/prowrite/v1/publish', { id }],
      ['PUT', '/api/prowrite/v1/report/editName', { id, name: 'Hijacked' }],
      ['DELETE', `/api/prowrite/v1/article?id=${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await send(method as 'GET', url, foreign, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const after = await article(t, token, id);
    expect(after.version).toBe(version);
    expect(after.components).toEqual(components);
  });

  it('answers 400 to article calls on a deck and to slide saves on an article', async () => {
    const deck = await createWork(t, token, { file_ids: [fileId] });
    const deckCalls: [string, unknown][] = [
      ['/api/prowrite/v1/component_content', { id: deck, component_key: 1, type: 'delete', version: 1 }],
      ['/api/prowrite/v1/assembly', { id: deck, publication_components: [], version: 1 }],
      ['/api/prowrite/v1/saving/components', { id: deck, select_optional_components: [] }],
      ['/api/prowrite/v2/withdraw', { id: deck }],
      ['/api/prowrite/v2/close/revocation', { id: deck }],
    ];
    for (const [url, payload] of deckCalls) {
      const res = await send('POST', url, token, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg).toMatch(/for articles/);
    }
    const id = await seedArticle(t, token);
    const slide = await send('POST', '/api/prowrite/v1/slide', token, {
      id,
      slide_num: 1,
      slide_data: {},
      version: 2,
    });
    expect(slide.statusCode).toBe(400);
    const save = await send('PUT', '/api/prowrite/v1/save', token, { id, slide_data: [], version: 2 });
    expect(save.statusCode).toBe(400);
    expect((await article(t, token, id)).components).toHaveLength(sampleComponents().length);
  });
});
