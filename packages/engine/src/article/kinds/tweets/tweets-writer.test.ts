import { describe, expect, it } from 'vitest';
import { trialFacts } from '../../../writer/testing/trial-facts';
import { writeArticle } from '../../write-article';
import type { KindWriteInput } from '../kind-writer';
import { writeTweets } from './tweets-writer';

const input = (over: Partial<KindWriteInput> = {}): KindWriteInput => ({
  facts: [{ fileId: 'file-alpha', fileName: 'alpha.pdf', facts: trialFacts(), sha1: 'abc' }],
  template: 'tweets_template2',
  outLang: 'zh-cn',
  ...over,
});

describe('writeTweets', () => {
  it('writes exactly what the article writer writes for Tweets (ids, texts, provenance)', () => {
    for (const over of [
      {},
      { outLang: 'en' as const, idSeed: 'work-1', title: 'My post' },
      { optionalComponents: ['summary' as const] },
    ]) {
      const i = input(over);
      expect(JSON.stringify([...writeTweets(i)])).toBe(
        JSON.stringify(writeArticle({ type: 'Tweets', ...i })),
      );
    }
  });

  it('is not the patient post (the type is fixed)', () => {
    const i = input();
    expect(JSON.stringify([...writeTweets(i)])).not.toBe(
      JSON.stringify(writeArticle({ type: 'PatientEducationPost', ...i })),
    );
  });
});
