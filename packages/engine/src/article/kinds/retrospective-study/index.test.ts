import type { ArticleComponent } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { emptyFacts, trialFacts } from '../../../writer/testing/trial-facts';
import { allTexts, expectValidArticle } from '../../testing/article-checks';
import type { KindWriteInput } from '../kind-writer';
import { retrospectiveStudyWriter } from './index';
import { CASE_CONTROL_STUDY, COHORT_STUDY, JAMA_STYLE_STUDY, studySource } from './testing/studies';
import { zhShare } from './testing/zh-share';

const write = (over: Partial<KindWriteInput>): ArticleComponent[] => [
  ...retrospectiveStudyWriter({ facts: [], template: 'retrospective_template1', outLang: 'zh-cn', ...over }),
];
const textOf = (list: ArticleComponent[]) =>
  allTexts(list)
    .map((t) => t.text)
    .join('\n');
const banner = (list: ArticleComponent[], id: string) =>
  list.find((c) => c.component === 'banner')!.contents.find((c) => c.id === id)!.value;

describe('retrospectiveStudyWriter: a retrospective cohort study with adjusted hazard ratios', () => {
  const cohort = studySource(COHORT_STUDY, 'cohort-1');

  it('writes the components in order, valid, every number sourced (zh-cn and en)', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = write({ facts: [cohort], outLang });
      expect(list.map((c) => c.component)).toEqual([
        'banner',
        'introduction',
        'article',
        'summary',
        'references',
        'statement',
      ]);
      expectValidArticle(list);
    }
  });

  it('zh-cn: names the design, data source, period, matching, the adjusted and unadjusted HRs and limitations', () => {
    const list = write({ facts: [cohort] });
    expect(banner(list, 'post_subtitle')).toBe('回顾性队列研究');
    const text = textOf(list);
    expect(text).toContain('该研究是一项回顾性队列研究。');
    expect(text).toContain('研究数据来源于“Danish National Patient Registry”。');
    expect(text).toContain('研究期间为2010年至2018年（原文：“between January 2010 and December 2018”）。');
    expect(text).toContain('倾向性评分匹配');
    expect(text).toContain('暴露因素为“statin use”，对照为“non-users”。');
    expect(text).toContain('校正风险比（aHR）为0.72（95%置信区间：0.60–0.86；P<0.001）');
    expect(text).toContain('以下效应估计在原文中未注明为校正结果：');
    expect(text).toContain('风险比（HR）为0.65（95%置信区间：0.55–0.77）');
    expect(text).toContain('原文：“First, residual confounding by healthy-user effects');
    expect(text).toContain('观察性研究的结果反映的是暴露与结局之间的关联');
    expect(zhShare(list)).toBeGreaterThan(0.6);
  });

  it('en: the same facts in English, the authors’ sentences as printed', () => {
    const list = write({ facts: [cohort], outLang: 'en' });
    expect(banner(list, 'post_subtitle')).toBe('Retrospective cohort study');
    const text = textOf(list);
    expect(text).toContain('The study was a retrospective cohort study.');
    expect(text).toContain('Data came from the Danish National Patient Registry.');
    expect(text).toContain('Exposure: statin use; comparison: non-users.');
    expect(text).toContain('adjusted hazard ratio (aHR) 0.72 (95% CI 0.60–0.86; p<0.001)');
    expect(text).toContain('Our study has several limitations.');
  });
});

describe('retrospectiveStudyWriter: a case-control study with adjusted odds ratios', () => {
  const cc = studySource(CASE_CONTROL_STUDY, 'cc-1');

  it('states the design and both aORs, each with its interval, and the single limitation', () => {
    for (const outLang of ['zh-cn', 'en'] as const) expectValidArticle(write({ facts: [cc], outLang }));
    const zh = textOf(write({ facts: [cc] }));
    expect(zh).toContain('病例对照研究');
    expect(zh).toContain('校正比值比（aOR）为1.45（95%置信区间：1.10–1.91；P=0.008）');
    expect(zh).toContain('校正比值比（aOR）为1.05（95%置信区间：0.80–1.38）');
    expect(zh).toContain('研究数据来源于电子健康记录。');
    expect(zh).toContain('研究对比较组进行了匹配。');
    expect(zh).toContain(
      '原文：“A major limitation of this study is that over-the-counter use was not recorded.”',
    );
    const en = textOf(write({ facts: [cc], outLang: 'en' }));
    expect(en).toContain('adjusted odds ratio (aOR) 1.45 (95% CI 1.10–1.91; p=0.008)');
  });
});

describe('retrospectiveStudyWriter: a JAMA-style structured abstract', () => {
  const jama = studySource(JAMA_STYLE_STUDY, 'jama-1');

  it('reads the design, source, period, matching, active comparator and the HR adjusted after its interval', () => {
    for (const outLang of ['zh-cn', 'en'] as const) expectValidArticle(write({ facts: [jama], outLang }));
    const zh = textOf(write({ facts: [jama] }));
    expect(zh).toContain('研究数据来源于“Optum Clinformatics Data Mart”。');
    expect(zh).toContain('研究期间为2013年至2020年');
    expect(zh).toContain('研究采用倾向性评分匹配');
    expect(zh).toContain('暴露因素为“SGLT2 inhibitors use”，对照为“GLP-1 receptor agonists use”。');
    expect(zh).toContain('主要结局为原文：“incident gout”');
    expect(zh).toContain('校正风险比（aHR）为0.69（95%置信区间：0.56–0.84）');
    expect(zh).toContain('发病率比（IRR）为0.64');
    // The run-in heading is not part of the quoted conclusion.
    expect(zh).toContain(
      '原文：“In this cohort study, SGLT2 inhibitor use was associated with a lower risk of gout.”',
    );
  });
});

describe('retrospectiveStudyWriter: a trial chosen for this kind', () => {
  const trial = { fileId: 'file-alpha', fileName: 'alpha.pdf', facts: trialFacts() };

  it('says it is a trial, states its randomisation and results, and uses no observational wording', () => {
    for (const outLang of ['zh-cn', 'en'] as const) {
      const list = write({ facts: [trial], outLang });
      expectValidArticle(list);
      const text = textOf(list);
      for (const word of [
        '队列研究',
        '病例对照',
        '横断面',
        '校正',
        '观察性研究的结果',
        'cohort',
        'case-control',
        'adjusted',
        'Observational results',
      ])
        expect(text, `${outLang}: ${word}`).not.toContain(word);
    }
    const zh = textOf(write({ facts: [trial] }));
    expect(zh).toContain('来源文件报告的是一项临床试验，而非回顾性或观察性研究');
    expect(zh).toContain('临床试验');
    expect(zh).toContain('共600例患者随机分组。');
    expect(zh).toContain('治疗组与对照组');
  });
});

describe('retrospectiveStudyWriter: sources with nothing to analyse', () => {
  it('writes the banner and an article saying so; a given title is kept', () => {
    const list = write({
      facts: [{ fileId: 'e', fileName: 'empty.pdf', facts: emptyFacts() }],
      title: '我的标题',
    });
    expect(list.map((c) => c.component)).toEqual(['banner', 'article']);
    expectValidArticle(list);
    expect(banner(list, 'post_title')).toBe('我的标题');
    expect(textOf(list)).toContain('未能从来源文件中提取到可用于撰写研究分析的信息');
  });

  it('is deterministic and honours the optional component selection', () => {
    const cohort = studySource(COHORT_STUDY, 'cohort-1');
    expect(write({ facts: [cohort] })).toEqual(write({ facts: [cohort] }));
    const list = write({ facts: [cohort], optionalComponents: ['references'] });
    expect(list.map((c) => c.component)).toEqual(['banner', 'article', 'references']);
  });
});
