import { describe, expect, it } from 'vitest';
import { articleTexts } from '../check-work/placed-text';
import { trialFacts } from '../writer/testing/trial-facts';
import { writeArticle } from './write-article';

describe('patient posts name treatments without quoting the source', () => {
  it('calls an arm the glossary cannot name by its role, in every text of the post', () => {
    const base = trialFacts('f');
    const rename = ['basic intervention with booklet', 'sham stimulation of the cortex'];
    const facts = {
      ...base,
      arms: base.arms.map((a, i) => ({ ...a, name: { ...a.name, value: rename[i] ?? a.name.value } })),
    };
    const post = writeArticle({
      type: 'PatientEducationPost',
      facts: [{ fileId: 'f', fileName: 'a.pdf', facts }],
      template: 'patient_education_tweets_template1',
      outLang: 'zh-cn',
    });
    const texts = articleTexts(post).filter((t) => t.role !== 'citation');
    for (const t of texts) {
      expect(t.text, t.where).not.toMatch(/原文|“[^”\p{Script=Han}]*”/u);
      expect(t.text, t.where).not.toMatch(/basic intervention|sham stimulation/);
    }
    expect(texts.map((t) => t.text).join('\n')).toMatch(/试验治疗|对照治疗/);
  });

  it('says patients were put in a group named as a group, not that they used it', () => {
    const base = trialFacts('f');
    const rename = ['investigational (lattice-tip)', 'control'];
    const facts = {
      ...base,
      arms: base.arms.map((a, i) => ({ ...a, name: { ...a.name, value: rename[i] ?? a.name.value } })),
    };
    const text = articleTexts(
      writeArticle({
        type: 'PatientEducationPost',
        facts: [{ fileId: 'f', fileName: 'a.pdf', facts }],
        template: 'patient_education_tweets_template1',
        outLang: 'zh-cn',
      }),
    )
      .map((t) => t.text)
      .join('\n');
    expect(text).toMatch(/名患者分在对照组/);
    expect(text).not.toMatch(/使用试验组|使用对照组|lattice-tip/);
  });
});
