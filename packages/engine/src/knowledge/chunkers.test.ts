import { describe, expect, it } from 'vitest';
import { chunkDense } from './chunk-dense';
import { chunkSemantic, sentencesOf } from './chunk-semantic';
import type { KnowledgeBlock } from './chunk-types';
import { blocksFromText } from './source-blocks';
import { tokenCount } from './token-count';

const sentence = (i: number) => `Sentence number ${i} says that the patients in arm ${i} improved.`;

function paragraph(first: number, count: number): string {
  return Array.from({ length: count }, (_, i) => sentence(first + i)).join(' ');
}

describe('chunkDense', () => {
  it('cuts windows of at most maxTokens that overlap by about overlapTokens, covering every word', () => {
    const text = paragraph(0, 60);
    const chunks = chunkDense([{ page: 3, text, kind: 'paragraph' }], { maxTokens: 50, overlapTokens: 10 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.tokens).toBeLessThanOrEqual(50);
      expect(tokenCount(chunk.text)).toBeLessThanOrEqual(52);
      expect(text).toContain(chunk.text);
      expect(chunk.page).toBe(3);
    }
    for (let i = 1; i < chunks.length; i += 1) {
      const prevTail = (chunks[i - 1]?.text ?? '').slice(-20);
      expect(chunks[i]?.text).toContain(prevTail.trim().split(' ').slice(-1)[0]);
    }
    expect(chunks.at(-1)?.text.endsWith('improved.')).toBe(true);
  });

  it('never cuts inside a CJK character and keeps pages of the first block', () => {
    const blocks: KnowledgeBlock[] = [
      { page: 1, text: '知识库支持中文检索。'.repeat(30), kind: 'paragraph' },
      { page: 2, text: '第二页的内容。'.repeat(30), kind: 'paragraph' },
    ];
    const chunks = chunkDense(blocks, { maxTokens: 40, overlapTokens: 5 });
    expect(chunks.every((c) => !c.text.includes('\uFFFD'))).toBe(true);
    expect(chunks[0]?.page).toBe(1);
    expect(chunks.at(-1)?.page).toBe(2);
    for (const c of chunks) expect(blocks.some((b) => b.text.includes(c.quote))).toBe(true);
  });

  it('gives no chunk for empty text', () => {
    expect(chunkDense([])).toEqual([]);
    expect(chunkDense([{ page: null, text: '   ', kind: 'paragraph' }])).toEqual([]);
  });
});

describe('chunkSemantic', () => {
  it('never splits a sentence, and a chunk never crosses a heading', () => {
    const blocks: KnowledgeBlock[] = [
      { page: 1, text: 'Methods', kind: 'heading' },
      { page: 1, text: paragraph(0, 30), kind: 'paragraph' },
      { page: 2, text: 'Results', kind: 'heading' },
      { page: 2, text: paragraph(100, 3), kind: 'paragraph' },
    ];
    const chunks = chunkSemantic(blocks, { maxTokens: 60, overlapTokens: 0 });
    const allSentences = [...sentencesOf(paragraph(0, 30)), ...sentencesOf(paragraph(100, 3))];
    for (const chunk of chunks) {
      const body = chunk.text.replace(/^(Methods|Results)\n/, '');
      for (const part of sentencesOf(body)) expect(allSentences).toContain(part);
      expect(chunk.tokens).toBeLessThanOrEqual(60 + tokenCount('Methods\n'));
    }
    const results = chunks.filter((c) => c.heading === 'Results');
    expect(results).toHaveLength(1);
    expect(results[0]?.text.startsWith('Results\n')).toBe(true);
    expect(results[0]?.page).toBe(2);
    expect(chunks.filter((c) => c.heading === 'Methods').length).toBeGreaterThan(1);
  });

  it('packs whole paragraphs while they fit', () => {
    const blocks = blocksFromText(`${sentence(1)}\n\n${sentence(2)}\n\n${sentence(3)}`);
    const chunks = chunkSemantic(blocks, { maxTokens: 500, overlapTokens: 0 });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.text).toBe(`${sentence(1)}\n\n${sentence(2)}\n\n${sentence(3)}`);
    expect(chunks[0]?.quote).toBe(sentence(1));
  });

  it('keeps a table row whole even when it is longer than the limit', () => {
    const row = `| ${Array.from({ length: 40 }, (_, i) => `cell value ${i}`).join(' | ')} |`;
    const blocks = blocksFromText(`| a | b |\n|---|---|\n${row}\n| c | d |`);
    expect(blocks.map((b) => b.kind)).toEqual(['table-row', 'table-row', 'table-row']);
    const chunks = chunkSemantic(blocks, { maxTokens: 20, overlapTokens: 0 });
    const long = chunks.find((c) => c.text.includes('cell value 0'));
    expect(long?.text).toContain('cell value 39');
    expect(long?.text.split('\n')).toHaveLength(1);
  });

  it('splits CJK paragraphs at full stops', () => {
    expect(sentencesOf('第一句。第二句！第三句？')).toEqual(['第一句。', '第二句！', '第三句？']);
  });
});

describe('blocksFromText', () => {
  it('reads Markdown headings, paragraphs and tables', () => {
    expect(blocksFromText('# Title\n\nLine one\nline two\n\n## Part\ntext', 1)).toEqual([
      { page: 1, text: 'Title', kind: 'heading' },
      { page: 1, text: 'Line one\nline two', kind: 'paragraph' },
      { page: 1, text: 'Part', kind: 'heading' },
      { page: 1, text: 'text', kind: 'paragraph' },
    ]);
  });
});

describe('chunkSemantic on run-on text', () => {
  it('cuts text with no sentence end for pages into windows instead of one giant chunk', () => {
    const runOn = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkSemantic([{ page: 1, text: runOn, kind: 'paragraph' }], {
      maxTokens: 20,
      overlapTokens: 0,
    });
    expect(chunks.length).toBeGreaterThan(100);
    // Windows of the limit (counted per word; the joined text may count a token or two more).
    for (const chunk of chunks) expect(chunk.tokens).toBeLessThanOrEqual(24);
    expect(
      chunks
        .map((c) => c.text)
        .join(' ')
        .split(/\s+/),
    ).toEqual(runOn.split(' '));
  });
});
