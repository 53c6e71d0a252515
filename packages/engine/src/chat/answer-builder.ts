import type { Provenance } from '@prowrite/contracts';

export type AnswerCitation = { n: number; file_id: string; page: number; quote: string };

/**
 * Builds an answer's markdown and its numbered citations together: `cite` gives the number of a source
 * (the same quote on the same page keeps its number), so every `[n]` in the text has exactly one citation.
 */
export class AnswerBuilder {
  private readonly parts: string[] = [];
  readonly citations: AnswerCitation[] = [];

  cite(source: Pick<Provenance, 'file_id' | 'page' | 'quote'>): string {
    const known = this.citations.find(
      (c) => c.file_id === source.file_id && c.page === source.page && c.quote === source.quote,
    );
    if (known) return `[${known.n}]`;
    const n = this.citations.length + 1;
    this.citations.push({ n, file_id: source.file_id, page: source.page, quote: source.quote });
    return `[${n}]`;
  }

  line(text: string): void {
    this.parts.push(text);
  }

  get text(): string {
    return this.parts.join('\n');
  }
}

/** Text quoted in markdown: a passage read from a source must not become markup (headings, links, tables). */
export function quoteForMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/([\\`*_{}[\]<>#|!~])/g, '\\$1');
}
