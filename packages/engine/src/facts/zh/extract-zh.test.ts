import { describe, expect, it } from 'vitest';
import { extractFacts } from '../extract-facts';
import { docFromText } from '../testing/doc-from-text';
import { verifyProvenance } from '../verify-provenance';

/** A 中华医学杂志-style abstract: full-width punctuation, 1:1 with "∶", 例, 95%CI with "：" and "～". */
const WIDE = `# 替格瑞洛对比氯吡格雷治疗急性冠状动脉综合征的多中心随机对照试验

## 摘要

目的：评价替格瑞洛治疗急性冠状动脉综合征患者的有效性和安全性。

方法：本研究为多中心、随机、双盲、安慰剂对照试验（临床试验注册号：ChiCTR2000031234）。共纳入240例患者，按1∶1随机分为试验组和对照组，每组120例。试验组给予替格瑞洛90 mg，每日2次；对照组给予安慰剂。主要疗效指标为治疗12周时的临床有效率。次要终点包括全因死亡率、再住院率和不良事件发生率。

结果：试验组有效率为85.0%（102/120），对照组为70.8%（85/120），差异有统计学意义（P=0.008）。两组相比，OR=2.34，95%CI：1.24～4.41。

结论：替格瑞洛可显著提高急性冠状动脉综合征患者的临床有效率，且安全性良好。

关键词：替格瑞洛；急性冠状动脉综合征；随机对照试验

## 引言

既往PLATO研究（NCT00391872）共纳入18624例患者，按1:1随机分组，HR=0.84，95%CI：0.77～0.92。
`;

/** Half-width punctuation, 名, drug-named groups with (n=…), "分别为", a hazard ratio with "至" and p<. */
const NARROW = `# 奥帕西司特治疗心力衰竭的随机对照研究

摘要 目的:评价奥帕西司特的疗效。

方法:本试验为开放标签、随机对照研究。396名受试者以2:1的比例随机分配至奥帕西司特组(n=264)或常规治疗组(n=132)。以首次心力衰竭住院或心血管死亡时间为主要终点,次要终点为安全性和耐受性。

结果:奥帕西司特组与常规治疗组的中位首次心力衰竭住院或心血管死亡时间分别为11.5个月和8.3个月,风险比(HR)为0.72(95%置信区间:0.58至0.90),p<0.001。

结论:奥帕西司特可延长首次心力衰竭住院或心血管死亡时间。
`;

describe('Chinese papers (facts/zh)', () => {
  it('reads a full-width structured abstract, each value with a quote found on its page', () => {
    const doc = docFromText(WIDE);
    const facts = extractFacts(doc);
    expect(facts.registry_id?.value).toBe('ChiCTR2000031234');
    expect(facts.n_randomized?.value).toBe(240);
    expect(facts.ratio?.value).toBe('1:1');
    expect(facts.blinding?.value).toBe('double-blind');
    expect(facts.arms.map((a) => [a.name.value, a.n?.value, a.plan?.value])).toEqual([
      ['试验组', 120, '替格瑞洛90 mg，每日2次'],
      ['对照组', 120, '安慰剂'],
    ]);
    expect(facts.primary_endpoint?.value).toBe('治疗12周时的临床有效率');
    expect(facts.secondary_endpoints.map((e) => e.value)).toEqual([
      '全因死亡率',
      '再住院率',
      '不良事件发生率',
    ]);
    expect(facts.primary_result?.arms.map((a) => [a.arm, a.value, a.unit, a.n, a.N])).toEqual([
      ['试验组', 85, '%', 102, 120],
      ['对照组', 70.8, '%', 85, 120],
    ]);
    expect(facts.primary_result?.effect).toMatchObject({
      measure: 'OR',
      value: 2.34,
      ci_low: 1.24,
      ci_high: 4.41,
    });
    // The conclusion without its run-in label; its quote is the page's text, label and all.
    expect(facts.key_sentences.map((k) => [k.value, k.source.quote])).toEqual([
      [
        '替格瑞洛可显著提高急性冠状动脉综合征患者的临床有效率，且安全性良好。',
        '结论：替格瑞洛可显著提高急性冠状动脉综合征患者的临床有效率，且安全性良好。',
      ],
    ]);
    expect(verifyProvenance(doc, facts).failures).toEqual([]);
  });

  it('never takes the trial an introduction cites (its id, N, ratio or hazard ratio)', () => {
    const facts = extractFacts(docFromText(WIDE));
    expect(facts.registry_id?.value).not.toBe('NCT00391872');
    expect(facts.effects.map((e) => e.value)).toEqual([2.34]);
    expect(facts.hazard_ratios).toEqual([]);
    // A paper that states no ratio of its own does not take the cited trial's.
    const own = extractFacts(docFromText(WIDE.replace('按1∶1随机分为', '随机分为')));
    expect(own.ratio).toBeNull();
  });

  it('reads half-width punctuation, 名, (n=…) sizes, 分别为 and a time-to-event result', () => {
    const doc = docFromText(NARROW);
    const facts = extractFacts(doc);
    expect(facts.n_randomized?.value).toBe(396);
    expect(facts.ratio?.value).toBe('2:1');
    expect(facts.blinding?.value).toBe('open-label');
    expect(facts.arms.map((a) => [a.name.value, a.n?.value])).toEqual([
      ['奥帕西司特组', 264],
      ['常规治疗组', 132],
    ]);
    expect(facts.primary_endpoint?.value).toBe('首次心力衰竭住院或心血管死亡时间');
    expect(facts.primary_result?.arms.map((a) => [a.arm, a.value, a.unit])).toEqual([
      ['奥帕西司特组', 11.5, 'months'],
      ['常规治疗组', 8.3, 'months'],
    ]);
    expect(facts.hazard_ratios.map((h) => [h.value, h.ci_low, h.ci_high, h.p])).toEqual([
      [0.72, 0.58, 0.9, '<0.001'],
    ]);
    expect(verifyProvenance(doc, facts).failures).toEqual([]);
  });

  it('reads a sentence broken by a paragraph break at a line end, and CI with "-" and negative values', () => {
    const text = [
      '# 糖化血红蛋白研究',
      '',
      '方法：共纳入160例2型糖尿病患者，按3:1随机分为观察组（120例）和对照',
      '',
      '组（40例）。主要终点为第26周糖化血红蛋白较基线的变化。',
      '',
      '结果：观察组和对照组的第26周糖化血红蛋白较基线的变化分别为-0.7个百分点和-0.2个百分点（均数差=-0.5，90% CI：-0.9-',
      '',
      '-0.1，P=0.01）。',
    ].join('\n');
    const doc = docFromText(text);
    const facts = extractFacts(doc);
    expect(facts.arms.map((a) => [a.name.value, a.n?.value])).toEqual([
      ['观察组', 120],
      ['对照组', 40],
    ]);
    expect(facts.effects.map((e) => [e.measure, e.value, e.ci_low, e.ci_high, e.ci_level, e.p])).toEqual([
      ['MD', -0.5, -0.9, -0.1, 90, '0.01'],
    ]);
    expect(facts.primary_result?.arms.map((a) => [a.arm, a.value, a.unit])).toEqual([
      ['观察组', -0.7, 'percentage points'],
      ['对照组', -0.2, 'percentage points'],
    ]);
    expect(verifyProvenance(doc, facts).failures).toEqual([]);
  });

  it("reads arm sizes listed with 分别为 in the arms' order", () => {
    const doc = docFromText(
      '# 试验\n\n方法：共筛选1214例患者，最终759例患者按1∶1比例随机进入奥帕西司特组与甲氨蝶呤组，分别为380例和379例。\n',
    );
    const facts = extractFacts(doc);
    expect(facts.arms.map((a) => [a.name.value, a.n?.value])).toEqual([
      ['奥帕西司特组', 380],
      ['甲氨蝶呤组', 379],
    ]);
    expect(facts.n_randomized?.value).toBe(759);
    expect(verifyProvenance(doc, facts).failures).toEqual([]);
  });

  it('leaves an English paper to the English readers', () => {
    const facts = extractFacts(
      docFromText('# Trial\n\nWe randomly assigned 240 patients in a 1:1 ratio. 试验组 is a Chinese word.\n'),
    );
    expect(facts.arms.map((a) => a.name.value)).not.toContain('试验组');
  });
});
