import { type ArticleComponent, articleComponentSchema } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids';
import { fileParses, files, works } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { multipartBody, type MultipartPart } from '../../files/testing/multipart-body';
import { teamOf } from '../../works/testing/works-test-kit';

export const auth = (token: string) => ({ 'access-token': token });

export type SeedFigure = { caption: string; page: number; png: Buffer | null };

/**
 * A parsed PDF source whose document lists these figures, with their PNGs in storage, stored as the
 * `file.parse` job stores them (so media tests do not depend on the parser).
 */
export async function seedFigureSource(
  t: TestApp,
  token: string,
  options: { name?: string; figures: SeedFigure[] },
): Promise<string> {
  const { teamId, userId } = await teamOf(t, token);
  const id = newId();
  const name = options.name ?? 'trial.pdf';
  const figures = [];
  for (const [index, figure] of options.figures.entries()) {
    const stored = figure.png ? await t.services.storage.put(figure.png) : null;
    figures.push({
      page: figure.page,
      caption: figure.caption,
      box: null,
      png_sha1: stored?.sha1 ?? null,
      url: stored ? `/api/files/${id}/figures/${index}` : '',
    });
  }
  await t.database.db.insert(files).values({
    id,
    teamId,
    ownerId: userId,
    name,
    sha1: newId(40).toLowerCase(),
    size: 1000,
    mime: 'application/pdf',
    kind: 'pdf',
    pages: 10,
    parseStatus: 'success',
  });
  await t.database.db.insert(fileParses).values({
    fileId: id,
    teamId,
    engineVersion: 'test',
    document: {
      fileId: id,
      name,
      kind: 'pdf',
      title: '',
      pages: [],
      blocks: [],
      sections: [],
      tables: [],
      figures,
      references: [],
    },
    facts: {},
  });
  return id;
}

/** A finished article work on these sources, with these components, inserted as the articles module stores one. */
export async function seedArticleWork(
  t: TestApp,
  token: string,
  options: { fileIds?: string[]; components?: ArticleComponent[]; outLang?: 'zh-cn' | 'en' } = {},
): Promise<string> {
  const { teamId, userId } = await teamOf(t, token);
  const id = newId();
  await t.database.db.insert(works).values({
    id,
    teamId,
    ownerId: userId,
    type: 'Tweets',
    name: 'Media test work',
    fileIds: options.fileIds ?? [],
    selectTemplate: 'tweets_template1',
    outLang: options.outLang ?? 'en',
    process: 'end',
    reportStatus: 1,
    components: options.components ?? [],
  });
  return id;
}

export async function setComponents(t: TestApp, workId: string, components: unknown[]): Promise<void> {
  await t.database.db.update(works).set({ components }).where(eq(works.id, workId));
}

/** Posts a multipart form with the session header. */
export function postMultipart(t: TestApp, url: string, parts: MultipartPart[], token: string) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
}

export type SseFrame = { event: string; data: unknown };

/** Parses a complete `text/event-stream` body into frames (comments skipped). */
export function parseSse(body: string): SseFrame[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      return { event, data: JSON.parse(data.join('\n')) };
    });
}

/** An image component as the insert dialog adds one (defaults filled by the contract). */
export function imageComponent(image: Record<string, unknown>): ArticleComponent {
  return articleComponentSchema.parse({
    id: newId(),
    component: 'image',
    contents: [{ id: 'image', type: 'image', image: { id: newId(), ...image } }],
  });
}
