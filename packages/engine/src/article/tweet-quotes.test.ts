import type { Facts } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { checkWork } from '../check-work/check-work';
import { articleTexts } from '../check-work/placed-text';
import { trialFacts } from '../writer/testing/trial-facts';
import { section, textItem } from './drafts';
import { primaryNotReadSentence } from './hcp-results';
import { para } from './paragraph';
import { allTexts, expectValidArticle } from './testing/article-checks';
import { capTweetQuotes, quoteCount } from './tweet-quotes';
import { writeArticle } from './write-article';

const at = (quote: string) => ({ file_id: 'f', page: 1, quote });

describe('quoteCount', () => {
  it('counts marked quotes and quoted sentences, not words quoted inside a composed sentence', () => {
    expect(quoteCount('原文：“The drug worked in most patients.”', 'zh-cn')).toBe(1);
    expect(quoteCount('次要终点：原文：“a b c”；原文：“quality of life score”。', 'zh-cn')).toBe(2);
    expect(
      quoteCount('共600例患者随机分组，分别接受“cryoballoon ablation with catheters”或安慰剂。', 'zh-cn'),
    ).toBe(0);
    expect(quoteCount('“Drug X”组为9.6个月。', 'zh-cn')).toBe(0);
    expect(quoteCount('"Drug X prolonged survival."', 'en')).toBe(1);
    expect(quoteCount('Drug X (n=400): 10 mg daily.', 'en')).toBe(0);
  });
});

describe('capTweetQuotes', () => {
  it('keeps composed text and the first quote of a section, and drops a lead-in left alone', () => {
    const s = section('人群', [
      textItem([
        para('主要入选标准：'),
        para('年龄≥18岁。'),
        para('原文：“Patients had measurable disease at baseline.”'),
        para('患者基线特征：'),
        para('原文：“Median age was 61 years and 58% were men.”'),
      ]),
    ])!;
    const [chapter] = capTweetQuotes([{ title: '设计', sections: [s] }], 'zh-cn');
    const texts = chapter!.sections[0]!.items.flatMap((i) =>
      i.kind === 'text' ? i.paras.map((p) => p.text) : [],
    );
    expect(texts).toEqual([
      '主要入选标准：',
      '年龄≥18岁。',
      '原文：“Patients had measurable disease at baseline.”',
    ]);
  });

  it('drops a section and a chapter with nothing left', () => {
    const s = section('结论', [
      textItem([para('The authors concluded:'), para('Original: "甲乙丙。" and Original: "丁。"')]),
    ])!;
    expect(capTweetQuotes([{ title: 'Conclusions', sections: [s] }], 'en')).toEqual([]);
  });
});

/** A cluster trial whose arms, factors, baseline and conclusions are known only by English sentences. */
function clusterFacts(): Facts {
  const base = trialFacts('f');
  const count = 'In this cluster randomized trial in drug shops, 42 of 82 selected shops were randomized.';
  return {
    ...base,
    n_randomized: { value: 82, source: at(count) },
    ratio: null,
    phase: null,
    blinding: null,
    primary_result: null,
    hazard_ratios: [],
    medians: [],
    tables: [],
    figures: [],
    arms: [
      {
        label: 'A',
        name: { value: 'intervention', source: at(count) },
        plan: {
          value: 'text message reminders about what advice to provide to customers',
          source: at(count),
        },
        n: null,
      },
      { label: 'B', name: { value: 'control', source: at(count) }, plan: null, n: null },
    ],
    stratification_factors: [
      {
        value: 'location in urban or rural wards',
        source: at('Shops were stratified by location in urban or rural wards.'),
      },
    ],
    patients_basic_info: [
      {
        value: 'Total number of dispensers 53 59 Male (%) 10 (20%)',
        source: at('Total number of dispensers 53 59 Male (%) 10 (20%)'),
      },
    ],
    secondary_endpoints: [
      // Clipped by the extractor: names nothing, in no language.
      { value: 'evaluation of', source: at('The secondary objectives included evaluation of') },
      {
        value: 'knowledge of dispensing advice among shop staff',
        source: at('Secondary outcomes were knowledge of dispensing advice among shop staff.'),
      },
    ],
    key_sentences: [
      {
        value: 'Conclusions: Text message reminders improved dispenser knowledge.',
        source: at('Conclusions: Text message reminders improved dispenser knowledge.'),
      },
      {
        value: 'However, patients in the intervention arm did not have higher adherence.',
        source: at('However, patients in the intervention arm did not have higher adherence.'),
      },
    ],
  };
}

const write = (facts: Facts, outLang: 'zh-cn' | 'en') =>
  writeArticle({
    type: 'Tweets',
    facts: [{ fileId: 'f', fileName: 'f.pdf', facts }],
    template: 'tweets_template1',
    outLang,
  });

/** Each tweet's (section's) body lines, by where the checker places them. */
const articleParas = (facts: Facts, outLang: 'zh-cn' | 'en') => {
  const list = write(facts, outLang);
  expectValidArticle(list);
  const bySection = new Map<string, string[]>();
  for (const t of articleTexts(list)) {
    const at = /chapters\.\d+\.sections\.\d+(?=\.contents)/.exec(t.where)?.[0];
    if (at) bySection.set(at, [...(bySection.get(at) ?? []), ...t.text.split('\n')]);
  }
  return [...bySection.values()];
};

describe('a Tweets thread on a cluster trial known mostly by English sentences', () => {
  it('says clusters were randomised, never counts them as patients', () => {
    for (const lang of ['zh-cn', 'en'] as const) {
      const texts = allTexts(write(clusterFacts(), lang))
        .map((t) => t.text)
        .join('\n');
      expect(texts).not.toMatch(/82\s*(?:例|名)?\s*(?:患者|patients)|N=82/);
      expect(texts).toMatch(lang === 'zh-cn' ? /整群随机/ : /cluster-randomised/);
    }
  });

  it('has at most one quote in each tweet, no arm described by a quote alone, no table rows as baseline', () => {
    for (const lang of ['zh-cn', 'en'] as const) {
      const sections = articleParas(clusterFacts(), lang);
      expect(sections.length).toBeGreaterThan(0);
      for (const s of sections) {
        const lines = s;
        expect(lines.reduce((n, l) => n + quoteCount(l, lang), 0)).toBeLessThanOrEqual(1);
      }
      const all = sections.flat().join('\n');
      expect(all).not.toContain('dispensers 53 59');
      expect(all).not.toContain('However, patients');
      expect(all).not.toMatch(/次要终点：。|evaluation of/);
      if (lang === 'zh-cn') {
        expect(all).not.toContain('text message reminders');
        expect(all).not.toContain('location in urban');
        expect(all).not.toContain('knowledge of dispensing advice');
      }
    }
  });
});

describe('a Tweets thread whose primary endpoint only the source can name and has no result', () => {
  it('quotes the endpoint once, says no number was read, and the checker finds it said', () => {
    const facts: Facts = {
      ...clusterFacts(),
      primary_endpoint: {
        value: 'proportion of customers given correct dispensing advice by shop staff',
        source: at(
          'The primary outcome was the proportion of customers given correct dispensing advice by shop staff.',
        ),
      },
    };
    const list = write(facts, 'zh-cn');
    const texts = articleTexts(list)
      .map((t) => t.text)
      .join('\n');
    expect(texts.split('proportion of customers').length - 1).toBe(1);
    expect(texts).toContain(primaryNotReadSentence('zh-cn'));
    expect(checkWork({ lang: 'zh-cn', components: list, facts: [facts], sourceTexts: [] }).primary).toBe(
      'not reported by the sources',
    );
  });
});
