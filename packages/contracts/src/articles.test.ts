import { describe, expect, it } from 'vitest';
import {
  articleComponentSchema,
  articleTemplateNumber,
  COMPONENT_CHAR_LIMITS,
  componentLimitIssue,
  componentTextLength,
  defaultThemeColour,
  editComponentBodySchema,
  randomId,
  tweetsPalette,
} from './articles';

const summary = (value: string) =>
  articleComponentSchema.parse({
    id: 'c1',
    component: 'summary',
    title: '总结',
    contents: [{ id: 'summary', type: 'text', value }],
  });

describe('article components', () => {
  it('fills defaults so a sparse component is complete', () => {
    const c = summary('abc');
    expect(c.animation).toBe(false);
    expect(c.contents[0]?.value).toBe('abc');
  });

  it('measures text with non-ASCII as 2 and ignores markup', () => {
    expect(componentTextLength(summary('<p>ab</p>'))).toBe(2 + 4);
  });

  it('reports the first broken limit, naming the kind', () => {
    expect(componentLimitIssue(summary('x'.repeat(COMPONENT_CHAR_LIMITS.summary)))).toMatchObject({
      kind: 'summary',
    });
    expect(componentLimitIssue(summary('x'.repeat(100)))).toBeNull();
  });

  it('holds a body inside an article to the body limit', () => {
    const article = articleComponentSchema.parse({
      id: 'a',
      component: 'article',
      contents: [
        {
          id: 'article',
          type: 'article',
          chapters: [{ idx: 0, contents: [{ id: 'b', body: { text: '中'.repeat(1001) } }] }],
        },
      ],
    });
    expect(componentLimitIssue(article)).toMatchObject({ kind: 'body', limit: 2000, length: 2002 });
  });

  it('rejects a string where contents must be a list', () => {
    expect(articleComponentSchema.safeParse({ id: 'x', component: 'quote', contents: 'no' }).success).toBe(
      false,
    );
  });

  it('rejects unknown fields on edits', () => {
    const r = editComponentBodySchema.safeParse({
      id: 'w',
      component_key: 1,
      type: 'delete',
      version: 1,
      x: 1,
    });
    expect(r.success).toBe(false);
  });
});

describe('templates and themes', () => {
  it('maps template names to the spec numbers', () => {
    expect(articleTemplateNumber('tweets_template2')).toBe(3);
    expect(articleTemplateNumber('tweets_template3')).toBe(2);
    expect(articleTemplateNumber('unknown')).toBe(1);
  });

  it('derives a palette from any theme colour', () => {
    expect(defaultThemeColour('Tweets', 'tweets_template1')).toBe('#277ECA');
    expect(tweetsPalette('#277ECA').tweetBgColor).toMatch(/^#[0-9A-F]{6}$/);
    expect(tweetsPalette('bad').titleFontColor).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('randomId', () => {
  it('has the requested length and alphabet', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomId(19)).toHaveLength(19);
  });
});
