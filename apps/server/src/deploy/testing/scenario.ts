import { expect } from 'vitest';
import { waitFor } from '../../test/wait-for';

/** One HTTP answer, whichever way it was sent (a real socket or app.inject). */
export type Answer = { status: number; json(): unknown; bytes: Buffer; headers: Record<string, string> };

/** Sends one request; `via` picks the process for a cluster (callers alternate). */
export type Send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; json?: unknown; upload?: { name: string; bytes: Buffer; type: string } },
) => Promise<Answer>;

type Envelope<T> = { code: number; msg: string; data: T };
type Json = Record<string, unknown>;

export type ScenarioResult = {
  deck: { slides: unknown[]; version: number; comments: number };
  article: { components: unknown[]; version: number; comments: number };
  pptxSlides: number;
};

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const res = await answer;
  expect(res.status, `${what}: ${res.bytes.toString().slice(0, 300)}`).toBe(200);
  return (res.json() as Envelope<T>).data;
}

/**
 * The product path a user takes, through the API only: log in, upload a paper, wait for parsing, create a
 * deck and an article, follow generation, edit each, comment on each, export the deck as PPTX. Answers
 * what the user ends with, with ids replaced by placeholders so two runs compare equal.
 */
export async function runScenario(
  send: Send,
  admin: { email: string; password: string },
  paper: { name: string; bytes: Buffer },
): Promise<ScenarioResult> {
  const login = await ok<{ access_token: string }>(
    send('POST', '/api/login/account', { json: { account: admin.email, password: admin.password } }),
    'login',
  );
  const token = login.access_token;
  const upload = await ok<{ id: string }>(
    send('POST', '/api/files/upload', { token, upload: { ...paper, type: 'application/pdf' } }),
    'upload',
  );
  const fileId = upload.id;
  await waitFor(
    async () => {
      const detail = await ok<Json>(send('GET', `/api/files/detail?id=${fileId}`, { token }), 'file detail');
      const status = JSON.stringify(detail).match(/"parse_status":"(\w+)"/)?.[1];
      if (status === 'error') throw new Error(`parsing failed: ${JSON.stringify(detail).slice(0, 300)}`);
      return status === 'success';
    },
    { timeoutMs: 180_000, intervalMs: 200, what: 'parsing of the paper' },
  );

  const create = (body: Json) =>
    ok<{ data: { id: string } }>(
      send('POST', '/api/prowrite/v1/article', { token, json: body }),
      'create work',
    );
  const deckId = (
    await create({ type: 'PPT', file_ids: [fileId], select_template: 'general', out_lang: 'en' })
  ).data.id;
  const articleId = (
    await create({ type: 'Tweets', file_ids: [fileId], select_template: 'tweets_template2', out_lang: 'en' })
  ).data.id;
  const detail = (id: string) =>
    ok<{ data: Json }>(send('GET', `/api/prowrite/v1/detail?id=${id}`, { token }), 'detail').then(
      (d) => d.data,
    );
  const generated = (id: string) =>
    waitFor(
      async () => {
        const d = await detail(id);
        return d.process === 'end' ? d : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 200, what: `generation of ${id}` },
    );
  const deck = await generated(deckId);
  const article = await generated(articleId);

  // Edit: the deck's first slide with a text item.
  const slides = deck.slide_list as Json[];
  expect(slides.length).toBeGreaterThan(0);
  const hasText = (c: Json) => typeof c.text === 'string' && c.text !== '';
  const slide = slides.find((s) => (s.content as Json[]).some(hasText)) ?? (slides[0] as Json);
  const content = slide.content as Json[];
  const target = content.findIndex(hasText);
  const edited = {
    ...slide,
    content: content.map((c, i) => (i === target ? { ...c, text: `${c.text} (edited)` } : c)),
  };
  await ok(
    send('POST', '/api/prowrite/v1/slide', {
      token,
      json: { id: deckId, slide_num: slide.slide_num, slide_data: edited, version: deck.version },
    }),
    'save slide',
  );
  const components = article.components as Json[];
  expect(components.length).toBeGreaterThan(1);
  // The article: drop its optional components (the user unticks them).
  await ok(
    send('POST', '/api/prowrite/v1/saving/components', {
      token,
      json: { id: articleId, select_optional_components: [] },
    }),
    'change the article components',
  );
  await ok(
    send('POST', '/api/prowrite/v1/comment', {
      token,
      json: { prowrite_id: deckId, section_id: String(slide.slide_num), content: 'Check this number' },
    }),
    'comment on the deck',
  );
  await ok(
    send('POST', '/api/prowrite/v1/comment', {
      token,
      json: { prowrite_id: articleId, section_id: String(components[0]?.id), content: 'Shorter, please' },
    }),
    'comment on the article',
  );

  const pptx = await send('POST', '/api/prowrite/v1/export', {
    token,
    json: { title: 'Deck', type: 'PPT', pro_write_id: deckId },
  });
  expect(pptx.status, pptx.bytes.toString().slice(0, 300)).toBe(200);
  expect(pptx.bytes.subarray(0, 2).toString()).toBe('PK');
  const pptxSlides = new Set(pptx.bytes.toString('latin1').match(/ppt\/slides\/slide\d+\.xml/g) ?? []).size;

  const finalDeck = await detail(deckId);
  const finalArticle = await detail(articleId);
  // Ids are random per run: the work and file ids become names; other ids (`id`/`uniq_id` values, and any
  // 32-character id) their order of first appearance, so references between parts still have to match.
  const anonymise = (value: unknown) => {
    let named = JSON.stringify(value)
      .replaceAll(fileId, '<file>')
      .replaceAll(deckId, '<deck>')
      .replaceAll(articleId, '<article>');
    const ids = new Set<string>();
    for (const m of named.matchAll(/"(?:id|uniq_id)":"([A-Za-z0-9_-]{8,64})"|"([A-Za-z0-9]{32})"/g)) {
      ids.add((m[1] ?? m[2]) as string);
    }
    [...ids].forEach((id, i) => {
      named = named.replaceAll(`"${id}"`, `"<id ${i + 1}>"`);
    });
    return JSON.parse(named);
  };
  return {
    deck: {
      slides: anonymise((finalDeck.slide_list as Json[]).map(({ comment_num, is_read_comment, ...s }) => s)),
      version: finalDeck.version as number,
      comments: finalDeck.comment_num as number,
    },
    article: {
      components: anonymise(finalArticle.components),
      version: finalArticle.version as number,
      comments: finalArticle.comment_num as number,
    },
    pptxSlides,
  };
}
