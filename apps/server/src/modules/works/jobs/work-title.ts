import { type ArticleComponent, MAX_WORK_NAME, type Slide } from '@prowrite/contracts';

const clean = (text: string | undefined) =>
  (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The title a generated work gives itself, to name it in "my works" when the user gave no name (several
 * works from one paper would otherwise all carry the paper's title): a deck's cover title, an article's
 * headline (the banner's title line). Empty when it has none; cut at a word to the name limit.
 */
export function ownTitle(work: { slides?: Slide[]; components?: ArticleComponent[] }): string {
  let title = '';
  const cover = work.slides?.[0];
  if (cover)
    title = clean(cover.content.find((c) => c.id === 'presentation_title' || c.id === 'title')?.text);
  const banner = work.components?.find((c) => c.component === 'banner');
  if (!title && banner) title = clean(banner.contents.find((c) => c.id === 'post_title')?.value);
  if (Array.from(title).length <= MAX_WORK_NAME) return title;
  const cut = Array.from(title)
    .slice(0, MAX_WORK_NAME - 1)
    .join('');
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_WORK_NAME / 2 ? cut.slice(0, space) : cut}…`;
}
