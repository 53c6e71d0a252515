import { describe, expect, it } from 'vitest';
import { trialFacts } from '../../../writer/testing/trial-facts';
import { writeArticle } from '../../write-article';
import type { KindWriteInput } from '../kind-writer';
import { writePatientEducationPost } from './patient-education-post-writer';

const input = (over: Partial<KindWriteInput> = {}): KindWriteInput => ({
  facts: [{ fileId: 'file-alpha', fileName: 'alpha.pdf', facts: trialFacts(), sha1: 'abc' }],
  template: 'patient_education_tweets_template1',
  outLang: 'zh-cn',
  ...over,
});

describe('writePatientEducationPost', () => {
  it('writes exactly what the article writer writes for PatientEducationPost', () => {
    for (const over of [{}, { outLang: 'en' as const, idSeed: 'work-2' }, { optionalComponents: [] }]) {
      const i = input(over);
      expect(JSON.stringify([...writePatientEducationPost(i)])).toBe(
        JSON.stringify(writeArticle({ type: 'PatientEducationPost', ...i })),
      );
    }
  });
});
