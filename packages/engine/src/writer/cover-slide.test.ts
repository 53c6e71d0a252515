import { describe, expect, it } from 'vitest';
import { trialFacts } from './testing/trial-facts';
import { writeDeck } from './write-deck';

const LONG_TITLE =
  'A multicentre trial of an investigational agent against placebo in adults with advanced disease who had received previous treatment, with long-term follow-up of survival, quality of life and safety outcomes in every participating centre';

describe('cover title in Chinese output', () => {
  it('builds the title from the design facts, never from the file name', () => {
    const base = trialFacts('f');
    const facts = { ...base, title: { value: LONG_TITLE, source: base.title!.source } };
    for (const template of ['general', 'medical_template1']) {
      const cover = writeDeck({
        facts: [{ fileId: 'f', fileName: 'some-file-name.pdf', facts }],
        template,
        outLang: 'zh-cn',
      })[0]!;
      const title = cover.content.find((c) => c.id === 'presentation_title')?.text ?? '';
      expect(title).not.toContain('some-file-name');
      expect(title).toMatch(/临床研究主要结果$|研究主要结果$/);
      expect(cover.provenance?.some((p) => p.content_id === 'presentation_title')).toBe(true);
    }
  });
});
