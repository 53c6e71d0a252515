import { describe, expect, it } from 'vitest';
import { endpointPhraseEn } from '../article/endpoint-phrases-en';
import { extractFacts } from '../facts/extract-facts';
import { docFromText } from '../facts/testing/doc-from-text';
import { armNameEn, chineseFactsForOutput } from './chinese-facts-en';
import { sourceSentence } from './source-quote';

const PAPER = `# 试验

方法：共纳入240例患者，按1∶1随机分为泽洛司他组和依诺肝素组，每组120例。主要疗效指标为第8周临床缓解率。

结果：泽洛司他组第8周临床缓解率为45.0%（54/120），依诺肝素组为30.0%（36/120），P=0.02。
`;

describe('Chinese facts in English output', () => {
  it('reads group words and known drugs back into English and marks the rest once', () => {
    expect(armNameEn('试验组')).toBe('experimental group');
    expect(armNameEn('依诺肝素组')).toBe('enoxaparin group');
    expect(armNameEn('泽洛司他组')).toBeNull();
    const facts = chineseFactsForOutput(extractFacts(docFromText(PAPER)), 'en');
    expect(facts.arms.map((a) => a.name.value)).toEqual(['Original: "泽洛司他组"', 'enoxaparin group']);
    expect(facts.primary_endpoint?.value).toBe('clinical remission rate at week 8');
    expect(facts.primary_result?.arms.map((a) => a.arm)).toEqual([
      'Original: "泽洛司他组"',
      'enoxaparin group',
    ]);
    // The quotes stay the source's own words.
    expect(facts.primary_endpoint?.source.quote).toContain('第8周临床缓解率');
    expect(sourceSentence('Original: "泽洛司他组"', 'en')).toBe('Original: "泽洛司他组"');
  });

  it('leaves Chinese output and English sources as they are', () => {
    const facts = extractFacts(docFromText(PAPER));
    expect(chineseFactsForOutput(facts, 'zh-cn')).toBe(facts);
  });

  it('writes visits, day spans and rates of Chinese endpoints in English', () => {
    expect(endpointPhraseEn('第24周6分钟步行距离较基线的变化')).toBe(
      'change from baseline in 6-minute walk distance at week 24',
    );
    expect(endpointPhraseEn('28天全因死亡率')).toBe('28-day all-cause mortality');
    expect(endpointPhraseEn('首次心力衰竭住院或心血管死亡时间')).toBe(
      'time to first hospitalisation for heart failure or cardiovascular death',
    );
    expect(endpointPhraseEn('治疗12周时的临床有效率')).toBe('clinical response rate at 12 weeks');
  });
});
