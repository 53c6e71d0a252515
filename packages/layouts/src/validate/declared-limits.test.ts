import { type ContentItem, measureText, type Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { getLayout } from '../registry';
import { sample, withContent } from '../testing/fixtures';
import { getTheme } from '../themes';
import { cutTexts } from './cut-texts';

/**
 * A content id's declared maxChars tells the truth: a text that long (measureText units, CJK 2) shows whole in
 * its box at the floor font size, in Chinese and in English (decisions 0072, 0075). The trial charts' population
 * lines, arm names and plans were declared longer than their boxes hold; the writer kept under them.
 */

const ZH =
  '年龄18至75岁经组织学确诊的晚期非小细胞肺癌患者，既往未接受过系统治疗，体能状态评分为0或1分，且器官功能良好并签署知情同意书';
const EN =
  'Adults aged 18 to 75 years with histologically confirmed advanced non-small cell lung cancer, no prior systemic treatment, performance status 0 or 1 and adequate organ function';

/** The longest prefix of `text` within `limit` units; English ends at a word. */
function upTo(text: string, limit: number): string {
  let out = '';
  for (const ch of text) {
    if (measureText(out + ch) > limit) break;
    out += ch;
  }
  if (/^[\x20-\x7e]*$/.test(text) && out.length < text.length) out = out.replace(/\s+\S*$/, '');
  return out;
}

const CHECKED: Record<string, string[]> = {
  clinical_trial_001: ['patients_basic_info_1', 'ARM_A_treatment_name', 'ARM_A_treatment_plan'],
  hcp_ppt_a_005: ['patients_basic_info_1', 'ARM_A_treatment_name'],
  hcp_ppt_a_034: ['patients_basic_info_1', 'ARM_A_treatment_name'],
  hcp_ppt_b_004: ['patients_basic_info_1', 'ARM_A_treatment_name'],
};

describe('declared character limits show whole', () => {
  for (const [layoutId, ids] of Object.entries(CHECKED)) {
    const layout = getLayout(layoutId)!;
    const template = layout.family === 'general' ? 'general' : 'medical_template1';
    for (const lang of ['zh', 'en'] as const) {
      it(`${layoutId} (${lang})`, () => {
        const cut: string[] = [];
        for (const id of ids) {
          const limit = layout.contentIds.find((c) => c.id === id)!.maxChars!;
          const text = upTo(lang === 'zh' ? ZH : EN, limit);
          expect(measureText(text), `${id} test text`).toBeGreaterThan(limit - 12);
          const item: ContentItem = { id, type: 'text', text };
          const slide: Slide = withContent(sample(layoutId, lang), id, item);
          for (const c of cutTexts(slide, { theme: getTheme(template) }))
            if (c.contentId === id) cut.push(`${id} (${limit}): ${c.text}`);
        }
        expect(cut).toEqual([]);
      });
    }
  }
});
