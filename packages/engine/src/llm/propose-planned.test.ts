import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../source/source-document';
import { mergeProposals } from './propose-facts';
import { emptyFacts } from './testing/tiny-trial';

/** A protocol page written for this test: a planned size, objectives, and a count of those randomised. */
function protocol(): SourceDocument {
  const text = [
    'Primary objective: to compare remission at week 12 between kelutide and placebo.',
    'Secondary objective: to describe the safety of kelutide.',
    'A total of 240 participants will be randomised, which gives 90% power at a two-sided 5% level.',
    'In the pilot phase, 36 participants were randomised.',
  ].join('\n');
  return {
    fileId: 'file-protocol',
    name: 'protocol.pdf',
    kind: 'pdf',
    title: 'Kelutide protocol',
    pages: [{ number: 1, width: 595, height: 842, text }],
    blocks: [],
    sections: [],
    tables: [],
    figures: [],
    references: [],
  };
}

describe('LLM proposals of the planned size and the objectives', () => {
  it('accepts a planned size and objectives the page proves, with the page text as quotes', () => {
    const merged = mergeProposals(
      protocol(),
      emptyFacts(),
      {
        planned_n: { value: 240, quote: 'A total of 240 participants will be randomised', page: 1 },
        objectives: [
          {
            kind: 'primary',
            value: 'to compare remission at week 12 between kelutide and placebo',
            quote: 'Primary objective: to compare remission at week 12 between kelutide and placebo.',
            page: 1,
          },
          {
            kind: 'secondary',
            value: 'to describe the safety of kelutide',
            quote: 'Secondary objective: to describe the safety of kelutide.',
            page: 1,
          },
        ],
      },
      ['planned_n', 'objectives'],
    );
    expect(merged.facts.planned_n).toEqual({
      value: 240,
      source: { file_id: 'file-protocol', page: 1, quote: 'A total of 240 participants will be randomised' },
    });
    expect(merged.facts.objectives.map((o) => [o.kind, o.value, o.source.page])).toEqual([
      ['primary', 'to compare remission at week 12 between kelutide and placebo', 1],
      ['secondary', 'to describe the safety of kelutide', 1],
    ]);
  });

  it('drops a count of those randomised offered as the plan, an objective not in its quote, and repeats', () => {
    const merged = mergeProposals(
      protocol(),
      emptyFacts(),
      {
        planned_n: { value: 36, quote: 'In the pilot phase, 36 participants were randomised.', page: 1 },
        objectives: [
          {
            kind: 'primary',
            value: 'to show that kelutide lowers mortality',
            quote: 'Primary objective: to compare remission at week 12 between kelutide and placebo.',
            page: 1,
          },
          {
            kind: 'secondary',
            value: 'to describe the safety of kelutide',
            quote: 'Secondary objective: to describe the safety of kelutide.',
            page: 1,
          },
          {
            kind: 'secondary',
            value: 'to describe the safety of kelutide',
            quote: 'Secondary objective: to describe the safety of kelutide.',
            page: 1,
          },
        ],
      },
      ['planned_n', 'objectives'],
    );
    expect(merged.facts.planned_n).toBeNull();
    expect(merged.facts.objectives.map((o) => o.value)).toEqual(['to describe the safety of kelutide']);
    expect(merged.decisions.map((d) => [d.field, d.status, d.reason])).toEqual([
      ['planned_n', 'dropped', 'the quote does not state a planned number'],
      ['objectives[0]', 'dropped', expect.stringContaining('does not contain the objective')],
      ['objectives[1]', 'accepted', undefined],
      ['objectives[2]', 'dropped', 'the same value twice'],
    ]);
  });

  it('never replaces a planned size or objectives the rules found', () => {
    const facts = emptyFacts();
    const source = { file_id: 'file-protocol', page: 1, quote: '240 participants' };
    facts.planned_n = { value: 240, source };
    facts.objectives = [{ kind: 'primary', value: 'to compare remission', source }];
    const merged = mergeProposals(
      protocol(),
      facts,
      {
        planned_n: { value: 36, quote: 'A total of 240 participants will be randomised', page: 1 },
        objectives: [{ kind: 'secondary', value: 'to describe the safety of kelutide', quote: 'x', page: 1 }],
      },
      ['planned_n', 'objectives'],
    );
    expect(merged.facts.planned_n).toBe(facts.planned_n);
    expect(merged.facts.objectives).toBe(facts.objectives);
  });
});
