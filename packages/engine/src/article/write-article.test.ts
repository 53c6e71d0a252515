import type { ArticleComponent, Facts, SourcedCitation } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import type { DeckSource } from '../writer/context';
import { emptyFacts, quoteOn, trialFacts } from '../writer/testing/trial-facts';
import { plainText } from './html';
import { allTexts, expectValidArticle, readingMeasures } from './testing/article-checks';
import { articleTitles } from './front-matter';
import {
  hasArticleContent,
  type WriteArticleInput,
  writeArticle,
  writeArticleComponents,
} from './write-article';

const source = (facts: Facts, fileId = 'file-alpha'): DeckSource => ({
  fileId,
  fileName: 'alpha.pdf',
  facts,
  sha1: 'abc123',
});

const input = (over: Partial<WriteArticleInput> = {}): WriteArticleInput => ({
  type: 'Tweets',
  facts: [source(trialFacts())],
  template: 'tweets_template1',
  outLang: 'zh-cn',
  ...over,
});

const kinds = (list: ArticleComponent[]) => list.map((c) => c.component);
const byKind = (list: ArticleComponent[], kind: string) => list.find((c) => c.component === kind)!;
const value = (c: ArticleComponent, id: string) => c.contents.find((x) => x.id === id)?.value ?? '';
const articleText = (list: ArticleComponent[]) =>
  allTexts([byKind(list, 'article')])
    .map((t) => t.text)
    .join('\n');
const chapters = (list: ArticleComponent[]) => byKind(list, 'article').contents[0]!.chapters!;

describe('writeArticle: Tweets', () => {
  it('writes every component in order, valid, within limits, every number sourced (zh and en)', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = writeArticle(input({ outLang }));
      expect(kinds(list)).toEqual([
        'banner',
        'editors_note',
        'introduction',
        'article',
        'summary',
        'references',
        'statement',
        'personal_introductions',
        'review_code',
      ]);
      expectValidArticle(list);
    }
  });

  it('banner: title from the acronym, subtitle from the design, the experimental drug, empty copyright', () => {
    const zh = byKind(writeArticle(input()), 'banner');
    expect(value(zh, 'post_title')).toBe('文献速递｜ALPHA-1研究结果解读');
    expect(value(zh, 'post_subtitle')).toBe('一项随机、双盲、安慰剂对照的3期临床试验（N=600）');
    expect(value(zh, 'drug_name')).toBe('“Drug X”');
    expect(value(zh, 'copyright')).toBe('');
    const en = byKind(writeArticle(input({ outLang: 'en' })), 'banner');
    expect(value(en, 'post_title')).toBe('Literature update | The ALPHA-1 trial');
    expect(value(en, 'post_subtitle')).toBe(
      'A randomised, double-blind, placebo-controlled, phase 3 trial (N=600)',
    );
    expect(value(byKind(writeArticle(input({ title: 'My own title' })), 'banner'), 'post_title')).toBe(
      'My own title',
    );
  });

  it('chapters: design, efficacy, safety, conclusions, cycling chapter_01..04, in medical Chinese', () => {
    const list = writeArticle(input());
    const ch = chapters(list);
    expect(ch.map((c) => c.chapter_title)).toEqual(['研究背景与设计', '疗效结果', '安全性', '结论']);
    expect(ch.map((c) => c.type)).toEqual(['chapter_01', 'chapter_02', 'chapter_03', 'chapter_04']);
    const text = articleText(list);
    expect(text).toContain(
      '共600例患者按2:1的比例随机分组，分别接受“Drug X”（n=400）或安慰剂（n=200）治疗。',
    );
    // The primary result leads the efficacy chapter: arm values, the effect with CI and p.
    expect(text).toContain(
      '中位无进展生存期：“Drug X”组为9.6个月，安慰剂组为5.1个月；风险比（HR）为0.62（95%置信区间：0.51–0.75；P<0.0001），差异具有统计学意义。',
    );
    expect(text).toContain(
      '两组总生存期的风险比（HR）为0.80（95%置信区间：0.66–0.97；P=0.02），差异具有统计学意义。',
    );
    // A column header the glossary cannot name is the source's words, marked (decision 0074).
    expect(text).toContain('中性粒细胞减少：“Drug X” 48 (12%)；安慰剂组 4 (2%)。');
    // The conclusion is written in Chinese from the primary result; the authors' English sentence is its source.
    expect(text).toContain(
      '主要终点（无进展生存期）组间差异具有统计学意义：风险比（HR）为0.62（95%置信区间：0.51–0.75；P<0.0001）。',
    );
    expect(text).not.toContain('Interpretation: Drug X should be considered');
    const provenance = byKind(list, 'article').provenance ?? [];
    const link = provenance.find((p) => p.quote.includes('Interpretation: Drug X should be considered'));
    expect(link?.text).toMatch(/^主要终点（无进展生存期）组间差异具有统计学意义/);
    expect(chapters(list)[1]!.sections[0]!.section_title).toBe('主要终点结果');
  });

  it('places the efficacy figure as a source image with title, prefix and footnote', () => {
    const list = writeArticle(input());
    const items = chapters(list)[1]!.sections.flatMap((s) => s.contents);
    const image = items.find((i) => i.body.image)?.body.image;
    expect(image).toMatchObject({
      url: '/api/files/file-alpha/figures/0',
      image_source: 'file_source',
      fid: 'file-alpha',
      page_number: 2,
      image_prefix: '图1',
      image_title: 'Figure 1 Kaplan-Meier estimates of progression-free survival',
      image_type: 'image',
      sha1: 'abc123',
    });
    expect(plainText(image!.footnote)).toContain('原文第2页');
  });

  it('records provenance with content paths for every number', () => {
    const article = byKind(writeArticle(input()), 'article');
    const hr = article.provenance!.find((p) => p.text.includes('0.62') && p.quote.includes('0·62'));
    expect(hr).toMatchObject({
      file_id: 'file-alpha',
      page: 2,
      content_id: 'chapters.1.sections.0.contents.0',
    });
    expect(hr!.quote).toContain('0·62');
  });

  it('is deterministic: the same input gives the same ids; another seed other ids', () => {
    const a = writeArticle(input());
    expect(writeArticle(input())).toEqual(a);
    const b = writeArticle(input({ idSeed: 'work-2' }));
    expect(b.map((c) => c.id)).not.toEqual(a.map((c) => c.id));
    expect(b.map((c) => c.contents.map((x) => x.value))).toEqual(
      a.map((c) => c.contents.map((x) => x.value)),
    );
  });

  it('the generator yields the same components one at a time, banner first', () => {
    const gen = writeArticleComponents(input());
    const first = gen.next();
    expect(first.done).toBe(false);
    expect(first.value?.component).toBe('banner');
    expect([first.value, ...gen]).toEqual(writeArticle(input()));
  });

  it('articleTitles: the post title and subtitle without writing the article', () => {
    expect(articleTitles(source(trialFacts()), 'PatientEducationPost', 'zh-cn')).toEqual({
      title: 'ALPHA-1研究告诉了我们什么？',
      subtitle: '一项有600名患者参加的临床研究',
    });
    expect(articleTitles(source(emptyFacts()), 'Tweets', 'en')).toEqual({
      title: 'Literature update | alpha.pdf',
      subtitle: '',
    });
  });

  it('writes only the optional components asked for; banner and article always', () => {
    expect(kinds(writeArticle(input({ optionalComponents: ['summary'] })))).toEqual([
      'banner',
      'article',
      'summary',
    ]);
    expect(kinds(writeArticle(input({ optionalComponents: [] })))).toEqual(['banner', 'article']);
  });

  it('fixed components: statement per language, one empty expert, empty review code', () => {
    const list = writeArticle(input());
    expect(plainText(value(byKind(list, 'statement'), 'statement'))).toContain('仅供医疗卫生专业人士参考');
    expect(plainText(value(byKind(list, 'statement'), 'statement'))).toContain('不能替代药品说明书');
    const en = writeArticle(input({ outLang: 'en' }));
    expect(plainText(value(byKind(en, 'statement'), 'statement'))).toContain(
      'For reference by healthcare professionals only',
    );
    const expert = byKind(list, 'personal_introductions').contents[0]!.expert!;
    expect(expert).toMatchObject({ name: '', information: '', desc: '', avatar: '' });
    expect(value(byKind(list, 'review_code'), 'review_code')).toBe('');
  });
});

describe('writeArticle: edge cases', () => {
  it('no figures: no images; figures not cropped (no url) are left out too', () => {
    for (const figures of [[], trialFacts().figures.map((f) => ({ ...f, url: '' }))]) {
      const list = writeArticle(input({ facts: [source({ ...trialFacts(), figures })] }));
      expectValidArticle(list);
      expect(
        chapters(list)
          .flatMap((c) => c.sections.flatMap((s) => s.contents))
          .some((i) => i.body.image),
      ).toBe(false);
    }
  });

  it('no hazard ratios: efficacy from the medians; no medians either: the primary endpoint', () => {
    const noHr = writeArticle(input({ facts: [source({ ...trialFacts(), hazard_ratios: [] })] }));
    expectValidArticle(noHr);
    expect(articleText(noHr)).toContain('“Drug X”组和安慰剂组的中位总生存期分别为24.1个月和20.3个月。');
    expect(articleText(noHr)).not.toContain('风险比');
    const nothing = writeArticle(
      input({ facts: [source({ ...trialFacts(), hazard_ratios: [], medians: [] })] }),
    );
    expectValidArticle(nothing);
    // A primary endpoint without a result: named, and said to have no number in the sources.
    expect(articleText(nothing)).toContain('主要终点为无进展生存期；来源文献中未能读取到该终点的数值结果。');
    const patient = writeArticle(
      input({
        type: 'PatientEducationPost',
        facts: [source({ ...trialFacts(), hazard_ratios: [], medians: [] })],
      }),
    );
    expectValidArticle(patient);
  });

  it('empty facts: banner and an article saying there is no content; hasArticleContent is false', () => {
    expect(hasArticleContent(emptyFacts())).toBe(false);
    expect(hasArticleContent(trialFacts())).toBe(true);
    for (const type of ['Tweets', 'PatientEducationPost'] as const) {
      const list = writeArticle(input({ type, facts: [source(emptyFacts())] }));
      expect(kinds(list)).toEqual(['banner', 'article']);
      expectValidArticle(list);
      expect(articleText(list)).toContain('未能从来源文件中提取到');
      expect(value(list[0]!, 'post_title')).toBe('alpha.pdf');
    }
    expect(kinds(writeArticle(input({ facts: [] })))).toEqual(['banner', 'article']);
  });

  it('hostile text from sources is escaped in rich text and never becomes markup', () => {
    // No digits: the quotes of the fixture do not print them, and the writer would (rightly) flag them.
    const hostile = '<script>alert("x")</script><img src=x onerror=alert("y")> & "quoted"';
    const f = trialFacts();
    const facts: Facts = {
      ...f,
      arms: f.arms.map((a, i) =>
        i === 0 ? { ...a, name: { ...a.name, value: `${a.name.value} ${hostile}` } } : a,
      ),
      key_sentences: [{ value: `Conclusion: ${hostile}.`, source: f.key_sentences[0]!.source }],
      inclusion_criteria: [{ value: hostile, source: f.inclusion_criteria[0]!.source }],
    };
    for (const type of ['Tweets', 'PatientEducationPost'] as const) {
      const list = writeArticle(input({ type, facts: [source(facts)] }));
      expectValidArticle(list);
      // Rich-text fields: every component's text entries but the banner's (plain text fields).
      const html = JSON.stringify(
        list.flatMap((c) =>
          c.contents.flatMap((x) => [
            ...(c.component === 'banner' ? [] : [x.value ?? '']),
            ...(x.chapters ?? []).flatMap((ch) =>
              ch.sections.flatMap((s) => s.contents.map((i) => i.body.text)),
            ),
          ]),
        ),
      );
      // Rich text: escaped entities only, no tag from the source.
      expect(html).not.toMatch(/<script|<img/);
      if (type === 'Tweets') expect(html).toContain('&lt;script&gt;');
      // Banner fields are plain text: the source wording kept as text (quoted as the source's words in
      // Chinese output; left out of a patient post, which shows patients no source words), never wrapped in markup.
      expect(value(list[0]!, 'drug_name')).toBe(type === 'Tweets' ? `“Drug X ${hostile}”` : '');
    }
  });

  it('control characters and line breaks in source names never reach plain fields', () => {
    const f = trialFacts();
    const arms = f.arms.map((a, i) =>
      i === 0 ? { ...a, name: { ...a.name, value: 'Drug\u0000 X\n\tnew' } } : a,
    );
    const list = writeArticle(input({ facts: [source({ ...f, arms })] }));
    expectValidArticle(list);
    expect(value(list[0]!, 'drug_name')).toBe('“Drug X new”');
  });

  it('long sources: body items within 2000, the whole article within 20000, cut at sentence ends', () => {
    const long = (n: number) =>
      Array.from(
        { length: n },
        () => `Another sentence of a very long eligibility paragraph about patients.`,
      ).join(' ');
    const sources = Array.from({ length: 12 }, (_, i) => {
      const f = trialFacts(`file-${i}`);
      const page1 = (quote: string) => quoteOn(`file-${i}`, 1, quote);
      return source(
        {
          ...f,
          inclusion_criteria: Array.from({ length: 3 }, () => ({
            value: long(40),
            source: page1('Eligible patients were adults aged 18 years or older with measurable disease.'),
          })),
        },
        `file-${i}`,
      );
    });
    const list = writeArticle(input({ facts: sources }));
    const article = byKind(list, 'article');
    expectValidArticle(list);
    for (const item of chapters(list).flatMap((c) => c.sections.flatMap((s) => s.contents))) {
      const text = plainText(item.body.text);
      if (text) expect(/[.。:：)”"…]$/.test(text), text.slice(-40)).toBe(true);
    }
    expect(byKind(list, 'references').contents[0]!.values).toHaveLength(12);
    expect(article.contents[0]!.chapters!.length).toBeGreaterThan(0);
  });

  it('several sources: sections name their trial; one reference per source', () => {
    const list = writeArticle(input({ facts: [source(trialFacts('a'), 'a'), source(trialFacts('b'), 'b')] }));
    expectValidArticle(list);
    expect(chapters(list)[0]!.sections[0]!.section_title).toBe('ALPHA-1｜研究设计');
    expect(byKind(list, 'references').contents[0]!.values).toHaveLength(2);
  });

  it('references: a Vancouver citation built from the citation facts', () => {
    const f = trialFacts();
    const line =
      'Drug X versus placebo in advanced disease (ALPHA-1): a randomised, double-blind, phase 3 trial';
    const citation: SourcedCitation = {
      value: {
        authors: ['Anne B. Smith', 'Carl Jones', 'Eva M. Lee', 'Tom Brown'],
        more_authors: false,
        title: line,
        journal: 'J Clin Trials',
        year: '2019',
        volume: '12',
        issue: '3',
        pages: '101–110',
        doi: '10.1000/jct.2019.42',
      },
      source: {
        file_id: 'file-alpha',
        page: 1,
        quote: 'J Clin Trials. 2019;12(3):101–110. DOI: 10.1000/jct.2019.42',
      },
      sources: [
        {
          file_id: 'file-alpha',
          page: 1,
          quote: 'J Clin Trials. 2019;12(3):101–110. DOI: 10.1000/jct.2019.42',
        },
      ],
    };
    const list = writeArticle(input({ facts: [source({ ...f, citation })] }));
    expectValidArticle(list);
    expect(byKind(list, 'references').contents[0]!.values).toEqual([
      `Smith AB, Jones C, Lee EM, et al. ${line}. J Clin Trials. 2019;12(3):101–110. doi:10.1000/jct.2019.42`,
    ]);
    expect(plainText(value(byKind(list, 'introduction'), 'introduction'))).toContain(
      '《J Clin Trials》于2019年发表了',
    );
  });
});

describe('writeArticle: PatientEducationPost', () => {
  it('a different chapter plan in plain words, valid, every number sourced (zh and en)', () => {
    const zh = writeArticle(input({ type: 'PatientEducationPost' }));
    expectValidArticle(zh);
    expect(chapters(zh).map((c) => c.chapter_title)).toEqual([
      '这是一项什么样的研究？',
      '患者接受了什么治疗？',
      '研究发现了什么？',
      '这对您意味着什么？',
    ]);
    const text = articleText(zh);
    // "Drug X" has no Chinese name: patients read the arm's role, never English.
    expect(text).toContain('使用试验治疗的患者中，一半人在9.6个月时病情仍没有加重。');
    expect(text).toContain('400名患者使用试验治疗，200名患者使用安慰剂。');
    const en = writeArticle(input({ type: 'PatientEducationPost', outLang: 'en' }));
    expectValidArticle(en);
    expect(articleText(en)).toContain(
      'With Drug X, half of the patients had no worsening of their disease after 9.6 months.',
    );
  });

  it('no hazard ratios, intervals, p values or tables in the text', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const text = allTexts(writeArticle(input({ type: 'PatientEducationPost', outLang })))
        .map((t) => t.text)
        .join('\n');
      expect(text).not.toMatch(/\bHR\b|\bCI\b|95%|置信区间|风险比|\bp\s*[<=]|P[<=]|\bPFS\b|\bOS\b|\|/);
      expect(text).not.toContain('48 (12%)');
    }
  });

  it('shorter sentences and fewer abbreviations than the Tweets article of the same facts', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const skip = ['statement', 'editors_note'];
      const hcp = readingMeasures(allTexts(writeArticle(input({ outLang })), skip));
      const lay = readingMeasures(
        allTexts(writeArticle(input({ type: 'PatientEducationPost', outLang })), skip),
      );
      expect(lay.meanSentence).toBeLessThan(hcp.meanSentence);
      expect(lay.abbreviationsPer1000).toBeLessThan(hcp.abbreviationsPer1000);
    }
  });
});
