import { type ArticleComponent, articleComponentSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { componentNamedIn } from './component-names';

const component = (
  id: string,
  kind: string,
  title = '',
  extra: Record<string, unknown> = {},
): ArticleComponent =>
  articleComponentSchema.parse({ id, component: kind, component_name: kind, title, ...extra });

const chapter = (id: string, title: string) =>
  component(id, 'chapter', '', {
    contents: [{ id: 'c', type: 'chapter_01', chapter: { idx: 0, chapter_title: title } }],
  });

const zhArticle = [
  component('ban', 'banner'),
  component('note', 'editors_note', '编者按'),
  component('intro', 'introduction', '引言'),
  component('body', 'article'),
  component('sum', 'summary', '小结'),
  component('refs', 'references', '参考文献'),
];
const enArticle = [
  component('note', 'editors_note', "Editor's note"),
  component('intro', 'introduction', 'Introduction'),
  component('body', 'article'),
  component('sum', 'summary', 'Key points'),
  component('refs', 'references', 'References'),
];

describe('componentNamedIn', () => {
  it('finds a component by its title in the article’s language', () => {
    expect(componentNamedIn('缩短小结', zhArticle)).toEqual({ kind: 'one', id: 'sum' });
    expect(componentNamedIn('把编者按翻译成英文', zhArticle)).toEqual({ kind: 'one', id: 'note' });
    expect(componentNamedIn('Shorten the Key Points, please', enArticle)).toEqual({ kind: 'one', id: 'sum' });
    expect(componentNamedIn('shorten the editor’s note', enArticle)).toEqual({ kind: 'one', id: 'note' });
  });

  it('finds a component by what its kind is called in English or Chinese, whatever the article’s language', () => {
    expect(componentNamedIn('把结论缩短', zhArticle)).toEqual({ kind: 'one', id: 'sum' });
    expect(componentNamedIn('shorten the summary', zhArticle)).toEqual({ kind: 'one', id: 'sum' });
    expect(componentNamedIn('translate the key results into Chinese', enArticle)).toEqual({
      kind: 'one',
      id: 'sum',
    });
    expect(componentNamedIn('缩短引言', enArticle)).toEqual({ kind: 'one', id: 'intro' });
    expect(componentNamedIn('shorten the introduction', enArticle)).toEqual({ kind: 'one', id: 'intro' });
    expect(componentNamedIn('精简正文', zhArticle)).toEqual({ kind: 'one', id: 'body' });
  });

  it('matches whole words only in Latin script', () => {
    // "intro" inside "introductory", "article" inside "articles'" prose must not name a component.
    expect(componentNamedIn('make the introductory sentence shorter', enArticle)).toEqual({ kind: 'none' });
    expect(componentNamedIn('shorten it', enArticle)).toEqual({ kind: 'none' });
  });

  it('an own title outranks a kind’s name (a chapter titled “Conclusions” over the summary)', () => {
    const withChapter = [...enArticle, chapter('ch', 'Conclusions')];
    expect(componentNamedIn('shorten the conclusions', withChapter)).toEqual({ kind: 'one', id: 'ch' });
  });

  it('takes the part said first when two are named alike (“the summary of the article”)', () => {
    expect(componentNamedIn('shorten the summary of the article', enArticle)).toEqual({
      kind: 'one',
      id: 'sum',
    });
    expect(componentNamedIn('把正文的结论缩短', zhArticle)).toEqual({ kind: 'one', id: 'body' });
  });

  it('names several components that fit equally as ambiguous', () => {
    const two = [...enArticle, component('q1', 'quote'), component('q2', 'quote')];
    expect(componentNamedIn('shorten the quote', two)).toEqual({ kind: 'ambiguous', ids: ['q1', 'q2'] });
  });

  it('tells a marked part that fits none from a message naming no part', () => {
    expect(componentNamedIn('shorten the methods section', enArticle)).toEqual({
      kind: 'unknown',
      name: 'methods',
    });
    expect(componentNamedIn('把方法学部分缩短', zhArticle)).toEqual({ kind: 'unknown', name: '方法学' });
    expect(componentNamedIn('把讨论缩短', zhArticle)).toEqual({ kind: 'unknown', name: '讨论' });
    // Pointing at the selection, or naming a fact to add, is not a component name.
    expect(componentNamedIn('shorten this section', enArticle)).toEqual({ kind: 'none' });
    expect(componentNamedIn('把这段缩短', zhArticle)).toEqual({ kind: 'none' });
    expect(componentNamedIn('add the secondary endpoints', enArticle)).toEqual({ kind: 'none' });
    expect(componentNamedIn('添加次要终点', zhArticle)).toEqual({ kind: 'none' });
  });
});
