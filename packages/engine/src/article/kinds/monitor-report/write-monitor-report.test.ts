import type { ArticleComponent } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { letterCounts } from '../../../check-work/language';
import { truncation } from '../../../check-work/truncation';
import type { OutLang } from '../../../writer/labels';
import { allTexts, expectValidArticle } from '../../testing/article-checks';
import type { KindWriteInput } from '../kind-writer';
import { groupByTrial, monitorReportWriter, newSources } from './index';
import { alphaFollowUpSource, alphaSource, betaSource, noResultSource } from './testing/monitor-sources';

const LANGS: OutLang[] = ['zh-cn', 'en'];

const input = (over: Partial<KindWriteInput> = {}): KindWriteInput => ({
  facts: [alphaSource(), betaSource(), noResultSource()],
  template: 'monitor_report_template1',
  outLang: 'zh-cn',
  ...over,
});

const write = (i: KindWriteInput) => [...monitorReportWriter(i)];
const kinds = (list: ArticleComponent[]) => list.map((c) => c.component);
const byKind = (list: ArticleComponent[], kind: string) => list.find((c) => c.component === kind)!;
const value = (c: ArticleComponent, id: string) => c.contents.find((x) => x.id === id)?.value ?? '';
const textOf = (list: ArticleComponent[], kind?: string) =>
  allTexts(kind ? [byKind(list, kind)] : list)
    .map((t) => t.text)
    .join('\n');
const chapters = (list: ArticleComponent[]) => byKind(list, 'article').contents[0]!.chapters!;
const zhShare = (text: string) => {
  const { own, other } = letterCounts(text, 'zh-cn');
  return own / (own + other);
};

describe('newSources', () => {
  it('keeps the sources whose sha1 no earlier report covered; a source without sha1 is new', () => {
    const noHash = { ...betaSource(), sha1: undefined };
    const facts = [alphaSource(), noHash, noResultSource()];
    const covered = [
      { sha1: 'sha-alpha', fileName: 'renamed.pdf' },
      { sha1: 'sha-other', fileName: 'x.pdf' },
    ];
    // The hash is compared without regard to case: alpha's is stored upper-case.
    expect(newSources(input({ facts, covered })).map((s) => s.fileId)).toEqual([
      'file-beta',
      'file-editorial',
    ]);
    expect(newSources(input({ facts })).map((s) => s.fileId)).toEqual([
      'file-alpha',
      'file-beta',
      'file-editorial',
    ]);
    expect(newSources(input({ facts: [] }))).toEqual([]);
  });

  it('a file given twice (same sha1) is one paper', () => {
    const list = write(input({ facts: [betaSource(), { ...betaSource(), fileId: 'file-beta-again' }] }));
    expectValidArticle(list);
    expect(value(byKind(list, 'banner'), 'post_subtitle')).toBe('本期新增一篇文献');
    expect(byKind(list, 'references').contents[0]!.values).toHaveLength(1);
  });

  it('groups papers of one registry number (spacing and case aside) as one trial', () => {
    const groups = groupByTrial([alphaSource(), betaSource(), alphaFollowUpSource(), noResultSource()]);
    expect(groups.map((g) => g.map((s) => s.fileId))).toEqual([
      ['file-alpha', 'file-alpha-5y'],
      ['file-beta'],
      ['file-editorial'],
    ]);
  });
});

describe('monitorReportWriter: three sources, one covered', () => {
  const covered = [{ sha1: 'sha-editorial', fileName: 'editorial.pdf' }];

  it('writes banner, summary, article, references, statement: valid, within limits, every number sourced', () => {
    for (const outLang of LANGS) {
      const list = write(input({ outLang, covered }));
      expect(kinds(list)).toEqual(['banner', 'summary', 'article', 'references', 'statement']);
      expectValidArticle(list);
      // Whole sentences: nothing cut mid-sentence or with an ellipsis.
      for (const line of textOf(list).split('\n')) expect(truncation(line), line).toBeNull();
    }
  });

  it('banner: the report title and "two new papers"; the shared drug only when every new trial shares it', () => {
    const zh = byKind(write(input({ covered })), 'banner');
    expect(value(zh, 'post_title')).toBe('文献监测报告');
    expect(value(zh, 'post_subtitle')).toBe('本期新增两篇文献');
    expect(value(zh, 'drug_name')).toBe('');
    const en = byKind(write(input({ covered, outLang: 'en' })), 'banner');
    expect(value(en, 'post_title')).toBe('Literature monitoring report');
    expect(value(en, 'post_subtitle')).toBe('Two new papers in this report');
    const alphaOnly = byKind(write(input({ facts: [alphaSource()] })), 'banner');
    expect(value(alphaOnly, 'post_title')).toBe('“Drug X”文献监测报告');
    expect(value(alphaOnly, 'post_subtitle')).toBe('本期新增一篇文献');
    expect(value(byKind(write(input({ title: '竞品文献月报' })), 'banner'), 'post_title')).toBe(
      '竞品文献月报',
    );
  });

  it('summary: the count, the covered count, one line per new trial with its design and primary result', () => {
    const zh = textOf(write(input({ covered })), 'summary');
    expect(zh).toContain('本期新增两篇文献；另有一篇文献已在本系列往期报告中收录，本期不再重复介绍。');
    expect(zh).toContain(
      'ALPHA-1研究：随机、双盲、安慰剂对照的3期临床试验。中位无进展生存期：“Drug X”组为9.6个月，安慰剂组为5.1个月；风险比（HR）为0.62（95%置信区间：0.51–0.75；P<0.0001），差异具有统计学意义。',
    );
    expect(zh).toMatch(
      /BETA-2研究：随机、开放标签的2期临床试验。[^\n]*42\.2%（90例中38例）[^\n]*25\.6%（90例中23例）/,
    );
    expect(zh).toContain('2.12（95%置信区间：1.13–3.98；P=0.02）');
    expect(zh).not.toContain('Where next');
    const en = textOf(write(input({ covered, outLang: 'en' })), 'summary');
    expect(en).toContain(
      'Two papers are new in this report; one paper covered by earlier reports of this series is not presented again.',
    );
    expect(en).toMatch(/BETA-2: Randomised, open-label, phase 2 trial\. [^\n]*42\.2% \(38 of 90\)/);
  });

  it('one chapter per new trial with citation, design, result, safety and the conclusion as a marked quote; covered papers by name', () => {
    const list = write(input({ covered }));
    const ch = chapters(list);
    expect(ch.map((c) => c.chapter_title)).toEqual(['ALPHA-1研究', 'BETA-2研究', '往期已收录文献']);
    expect(ch[0]!.sections.map((s) => s.section_title)).toEqual([
      '文献信息',
      '研究设计',
      '主要结果',
      '安全性',
      '研究者结论',
    ]);
    // BETA-2 prints no safety table: no safety section is made up.
    expect(ch[1]!.sections.map((s) => s.section_title)).toEqual([
      '文献信息',
      '研究设计',
      '主要结果',
      '研究者结论',
    ]);
    const body = textOf(list, 'article');
    expect(body).toContain(
      '共600例患者按2:1的比例随机分组，分别接受“Drug X”（n=400）或安慰剂（n=200）治疗。',
    );
    expect(body).toContain('主要终点为无进展生存期。');
    expect(body).toContain(
      '研究人群（原文）：“Eligible patients were adults aged 18 years or older with measurable disease.”',
    );
    expect(body).toContain('分别接受“Drug Y”或标准治疗。');
    expect(body).toMatch(/中性粒细胞减少[：（]/);
    expect(body).toContain(
      '原文：“Interpretation: Drug X should be considered a new standard of care for advanced disease.”',
    );
    expect(body).toContain('Lancet Oncol. 2023;24:101–110.');
    // The covered editorial is named, not presented.
    expect(ch[2]!.sections[0]!.contents.map((c) => c.body.text).join('')).toContain(
      'Where next for treatment of advanced disease? An editorial',
    );
    const refs = byKind(list, 'references').contents[0]!.values!;
    expect(refs).toHaveLength(2);
  });

  it('Chinese output reads as Chinese outside citations and marked quotes', () => {
    const list = write(input({ covered }));
    const text = allTexts(list.filter((c) => c.component !== 'references'))
      .filter((t) => !t.path.endsWith('sections.0.contents.0') && !t.path.startsWith('chapters.2'))
      .map((t) => t.text)
      .join('\n');
    expect(zhShare(text)).toBeGreaterThan(0.8);
  });

  it('states no date or period no source prints', () => {
    for (const outLang of LANGS) {
      const text = textOf(write(input({ covered, outLang })));
      expect(text).not.toMatch(
        /第\s*\d+\s*周|\bweek\s+\d+|\d{4}年\d{1,2}月|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/i,
      );
    }
  });
});

describe('monitorReportWriter: nothing new', () => {
  it('all covered: a short truthful report, no entry, no reference, the covered papers by name', () => {
    const facts = [alphaSource(), betaSource()];
    const covered = facts.map((s) => ({ sha1: s.sha1!, fileName: s.fileName }));
    for (const outLang of LANGS) {
      const list = write(input({ facts, covered, outLang }));
      expect(kinds(list)).toEqual(['banner', 'summary', 'article', 'statement']);
      expectValidArticle(list);
      const banner = byKind(list, 'banner');
      expect(value(banner, 'post_subtitle')).toBe(
        outLang === 'zh-cn' ? '自上期报告以来无新增文献' : 'No new literature since the last report',
      );
      const ch = chapters(list);
      expect(ch.map((c) => c.chapter_title)).toEqual(
        outLang === 'zh-cn'
          ? ['本期无新增文献', '往期已收录文献']
          : ['No new literature', 'Covered in earlier reports'],
      );
      const text = textOf(list);
      // No result, design or conclusion of an old paper is repeated.
      expect(text).not.toMatch(/0\.62|42\.2|随机分组|randomly assigned|Interpretation/);
      expect(text).toContain(outLang === 'zh-cn' ? 'ALPHA-1：' : 'ALPHA-1: ');
    }
  });

  it('no sources at all: says none was provided', () => {
    const list = write(input({ facts: [] }));
    expectValidArticle(list);
    expect(value(byKind(list, 'banner'), 'post_subtitle')).toBe('本期无新增文献');
    expect(textOf(list, 'summary')).toBe('本期概要\n本期未提供来源文献，因此没有可报告的新增文献。');
    expect(chapters(list).map((c) => c.chapter_title)).toEqual(['本期无新增文献']);
  });

  it('covered files outside the work are named by file name, or counted when the name holds an unsourced number', () => {
    const covered = [
      { sha1: 'sha-x', fileName: 'gamma-trial.pdf' },
      { sha1: 'sha-y', fileName: 'Smith 2021 final.pdf' },
    ];
    const list = write(input({ facts: [], covered }));
    expectValidArticle(list);
    const body = textOf(list, 'article');
    expect(body).toContain('gamma-trial');
    expect(body).not.toContain('2021');
    expect(body).toContain('另有一篇文献已在往期报告中收录，此处不逐一列出。');
  });
});

describe('monitorReportWriter: none covered, same trial twice, a paper without results', () => {
  it('none covered: every source is an entry and no covered list is written', () => {
    const list = write(input());
    expectValidArticle(list);
    expect(value(byKind(list, 'banner'), 'post_subtitle')).toBe('本期新增三篇文献');
    expect(chapters(list).map((c) => c.chapter_title)).toEqual([
      'ALPHA-1研究',
      'BETA-2研究',
      '第三篇新增文献',
    ]);
    expect(textOf(list)).not.toContain('往期');
  });

  it('a paper with no design or result: its citation and a sentence saying so, nothing invented', () => {
    for (const outLang of LANGS) {
      const list = write(input({ facts: [noResultSource()], outLang }));
      expectValidArticle(list);
      const ch = chapters(list);
      expect(ch).toHaveLength(1);
      const text = textOf(list, 'article');
      expect(text).toContain(
        outLang === 'zh-cn'
          ? '未能从该文献中提取到研究设计或结果信息，请查阅原文。'
          : 'No design or result could be extracted',
      );
      expect(textOf(list, 'summary')).not.toMatch(/随机|trial\./);
    }
  });

  it('two papers of one trial are one entry citing both, with the follow-up result', () => {
    for (const outLang of LANGS) {
      const list = write(input({ facts: [alphaSource(), alphaFollowUpSource()], outLang }));
      expectValidArticle(list);
      const ch = chapters(list);
      expect(ch.map((c) => c.chapter_title)).toEqual([outLang === 'zh-cn' ? 'ALPHA-1研究' : 'ALPHA-1']);
      expect(ch[0]!.sections[0]!.contents.map((c) => c.body.text).join('')).toContain('Five-year outcomes');
      expect(value(byKind(list, 'banner'), 'post_subtitle')).toBe(
        outLang === 'zh-cn' ? '本期新增两篇文献' : 'Two new papers in this report',
      );
      expect(textOf(list, 'summary')).toContain(outLang === 'zh-cn' ? '涉及一项研究' : 'from one trial');
      expect(byKind(list, 'references').contents[0]!.values).toHaveLength(2);
    }
  });

  it('a new paper of a trial whose earlier paper was covered says so', () => {
    const list = write(
      input({
        facts: [alphaSource(), alphaFollowUpSource()],
        covered: [{ sha1: 'sha-alpha', fileName: 'alpha-1.pdf' }],
      }),
    );
    expectValidArticle(list);
    const body = textOf(list, 'article');
    expect(body).toContain('本研究此前已有文献在本系列往期报告中收录，本期为该研究的新增文献。');
    expect(body).toContain('26.4');
    expect(chapters(list).map((c) => c.chapter_title)).toEqual(['ALPHA-1研究', '往期已收录文献']);
  });

  it.runIf(process.env.SHOW_REPORT)('prints a report (for reading)', () => {
    for (const outLang of LANGS)
      console.log(textOf(write(input({ outLang, covered: [{ sha1: 'sha-editorial', fileName: 'e.pdf' }] }))));
  });

  it('more trials than the contract allows chapters: the rest in one brief chapter, each trial a section', () => {
    const many = Array.from({ length: 24 }, (_, i) => {
      const s = betaSource();
      const reg = `NCT0765${String(4321 + i).padStart(4, '0')}`;
      return {
        ...s,
        fileId: `file-${i}`,
        sha1: `sha-${i}`,
        facts: {
          ...s.facts,
          registry_id: {
            value: reg,
            source: { ...s.facts.registry_id!.source, quote: `Registered as ${reg}.` },
          },
        },
      };
    });
    for (const outLang of LANGS) {
      const list = write(
        input({ facts: many, covered: [{ sha1: 'sha-old', fileName: 'old-paper.pdf' }], outLang }),
      );
      expectValidArticle(list);
      const ch = chapters(list);
      expect(ch).toHaveLength(20);
      expect(ch.at(-1)!.chapter_title).toBe(
        outLang === 'zh-cn' ? '往期已收录文献' : 'Covered in earlier reports',
      );
      expect(ch.at(-2)!.chapter_title).toBe(
        outLang === 'zh-cn' ? '其他新增文献（简要）' : 'Further new literature in brief',
      );
      // 18 trials in full, the other 6 in brief: every trial is presented.
      expect(ch.at(-2)!.sections).toHaveLength(6);
      expect(byKind(list, 'references').contents[0]!.values).toHaveLength(24);
    }
  });

  it('more trials than the article holds even in brief: the rest counted in a closing line, all referenced', () => {
    const many = Array.from({ length: 60 }, (_, i) => {
      const s = betaSource();
      const reg = `NCT0765${String(4321 + i).padStart(4, '0')}`;
      return {
        ...s,
        fileId: `file-${i}`,
        sha1: `sha-${i}`,
        facts: {
          ...s.facts,
          registry_id: {
            value: reg,
            source: { ...s.facts.registry_id!.source, quote: `Registered as ${reg}.` },
          },
        },
      };
    });
    const list = write(input({ facts: many, outLang: 'en' }));
    expectValidArticle(list);
    const ch = chapters(list);
    const brief = ch.at(-1)!;
    expect(brief.chapter_title).toBe('Further new literature in brief');
    const closing = brief.sections
      .at(-1)!
      .contents.map((c) => c.body.text)
      .join('');
    const word = /A further (\w+) trials are not listed here; see the references\./.exec(closing)?.[1] ?? '';
    const WORDS = [
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
      'fourteen',
      'fifteen',
      'sixteen',
      'seventeen',
      'eighteen',
      'nineteen',
      'twenty',
    ];
    const unlisted = WORDS.indexOf(word) + 2;
    expect(unlisted).toBeGreaterThan(1);
    // Every trial is in full, in brief, or counted: none leaves the report unsaid.
    expect(ch.length - 1 + brief.sections.length - 1 + unlisted).toBe(60);
    expect(byKind(list, 'references').contents[0]!.values).toHaveLength(60);
  });

  it('a primary endpoint clipped by extraction is not shown; its result is', () => {
    const s = betaSource();
    const clipped = {
      ...s,
      facts: {
        ...s.facts,
        primary_endpoint: {
          ...s.facts.primary_endpoint!,
          value: 'd to the control arm (two-sided P = 0.078',
        },
        primary_result: { ...s.facts.primary_result!, endpoint: 'd to the control arm (two-sided P = 0.078' },
      },
    };
    for (const outLang of LANGS) {
      const list = write(input({ facts: [clipped], outLang }));
      expectValidArticle(list);
      const text = textOf(list);
      expect(text).not.toContain('control arm (two-sided');
      expect(text).toContain('42.2');
    }
  });

  it('is deterministic and honours the selected optional components', () => {
    expect(write(input())).toEqual(write(input()));
    expect(kinds(write(input({ optionalComponents: ['statement', 'editors_note'] })))).toEqual([
      'banner',
      'article',
      'statement',
    ]);
  });
});
