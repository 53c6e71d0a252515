import { describe, expect, it } from 'vitest';
import { docFromText } from '../testing/doc-from-text';
import { isChineseDocument } from './language';

describe('isChineseDocument', () => {
  it('is true for Chinese text with English drug names and numbers, false for English with Chinese names', () => {
    expect(isChineseDocument(docFromText('试验组给予 ticagrelor 90 mg，每日2次；对照组给予安慰剂。'))).toBe(
      true,
    );
    expect(
      isChineseDocument(
        docFromText('Wang Lei (王磊) and Li Na (李娜) randomly assigned 240 patients to two groups.'),
      ),
    ).toBe(false);
  });
});
