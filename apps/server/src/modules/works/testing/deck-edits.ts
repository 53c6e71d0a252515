import type { Slide } from '@prowrite/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/test-app';
import { auth } from './works-test-kit';

/** The detail fields a slide save needs. */
type DeckDetail = { slide_list: Slide[]; version: number };

/**
 * Saves `text` as the generated deck's chapter title (slide `chapter_title_001`), as the board saves a slide:
 * against the detail's version. The answer is the caller's to check.
 */
export function saveChapterTitle(
  t: TestApp,
  token: string,
  workId: string,
  work: DeckDetail,
  text: string,
): Promise<LightMyRequestResponse> {
  const slide = work.slide_list.find((s) => s.slide_id === 'chapter_title_001');
  if (!slide) throw new Error('the deck has no chapter_title_001 slide');
  return t.app.inject({
    method: 'POST',
    url: '/api/prowrite/v1/slide',
    headers: auth(token),
    payload: {
      id: workId,
      slide_num: slide.slide_num,
      version: work.version,
      slide_data: {
        ...slide,
        content: slide.content.map((c) => (c.id === 'chapter_title' ? { ...c, text } : c)),
      },
    },
  });
}
