import { describe, expect, it } from 'vitest';
import { answerFromWebResults, type WebResult, webPassages } from './web-answer';

const results: WebResult[] = [
  { url: 'https://a.example/one', title: 'Weather today', snippet: 'Sunny with light wind.', engine: 'bing' },
  {
    url: 'https://b.example/two',
    title: 'KEYNOTE-189 survival update',
    snippet: 'Pembrolizumab plus chemotherapy improved overall survival in KEYNOTE-189 (HR 0.56).',
    engine: 'duckduckgo',
  },
  { url: 'https://c.example/three', title: 'No snippet', snippet: '  ', engine: null },
];

describe('answerFromWebResults', () => {
  it('quotes the best-matching snippets with citations of their results and says writing needs a model', () => {
    const a = answerFromWebResults({ question: 'Did pembrolizumab improve overall survival?', results });
    expect(a.citations).toEqual([
      {
        n: 1,
        file_id: '',
        page: 1,
        quote: results[1]!.snippet,
        url: 'https://b.example/two',
        title: 'KEYNOTE-189 survival update',
      },
    ]);
    expect(a.text).toMatch(/^Writing an answer from web results needs a language model/);
    expect(a.text).toContain('improved overall survival in KEYNOTE-189 (HR 0.56). [1]');
    expect(a.steps[0]).toEqual({
      kind: 'retrieved',
      text: [
        '3 web results:',
        '1. Weather today — https://a.example/one',
        '2. KEYNOTE-189 survival update — https://b.example/two',
        '3. No snippet — https://c.example/three',
      ].join('\n'),
    });
  });

  it('falls back to the service order when no snippet shares a word with the question, in its language', () => {
    const a = answerFromWebResults({ question: '帕博利珠单抗的疗效如何？', results, quotes: 1 });
    expect(a.citations.map((c) => c.url)).toEqual(['https://a.example/one']);
    expect(a.text).toMatch(/^根据网络搜索结果撰写回答需要大语言模型/);
  });

  it('says plainly when there is nothing to quote', () => {
    const a = answerFromWebResults({ question: 'anything', results: [results[2]!] });
    expect(a.citations).toEqual([]);
    expect(a.text).toBe('The web search found no results for this question.');
  });

  it('gives only results with a snippet to a model, with their address', () => {
    expect(webPassages(results).map((p) => p.url)).toEqual([
      'https://a.example/one',
      'https://b.example/two',
    ]);
  });
});
