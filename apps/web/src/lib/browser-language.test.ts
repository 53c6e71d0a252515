import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language';

const offered = ['zh-cn', 'en', 'ja', 'es', 'fr', 'de'] as const;

describe('browserLanguage', () => {
  it('takes the first wanted language the app offers', () => {
    expect(browserLanguage(['en-US', 'zh-CN'], offered)).toBe('en');
    expect(browserLanguage(['de-CH', 'en'], offered)).toBe('de');
    expect(browserLanguage(['ko-KR', 'fr-FR'], offered)).toBe('fr');
  });

  it('reads every Chinese tag as zh-cn', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans-CN', 'zh_TW', 'ZH-hk'])
      expect(browserLanguage([tag], offered)).toBe('zh-cn');
  });

  it('is null when nothing wanted is offered or nothing is wanted', () => {
    expect(browserLanguage(['ko', 'ru'], offered)).toBeNull();
    expect(browserLanguage([], offered)).toBeNull();
    expect(browserLanguage([' ', ''], offered)).toBeNull();
  });
});
