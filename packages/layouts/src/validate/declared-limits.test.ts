import { type ContentItem, measureText, type Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { GROUP_GAP_LINES, PARAGRAPH_GAP_LINES, TITLE_ROW_CHARS } from '../model';
import { splitSlide } from '../render/split-slide';
import { getLayout, listLayouts } from '../registry';
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

/** Endpoint-like English with short words, so a line ends close to its measure. */
const LIST_EN =
  'Change in systolic blood pressure at one year and rate of heart failure, stroke or death from any cause at two years. ';

/**
 * A declared line capacity tells the truth (decision 0077): the densest texts the writer's count allows show
 * whole at the floor size in Chinese and English. The writer counts an item's lines at `lineChars` and
 * PARAGRAPH_GAP_LINES before each paragraph after the first, so what it hands a list box never loses one.
 */
describe('declared line capacities show whole', () => {
  const declared = listLayouts().flatMap((layout) =>
    layout.contentIds.flatMap((c) => (c.lines ? [{ layout, id: c.id, lines: c.lines }] : [])),
  );

  it('covers the list boxes the writer fills', () => {
    const ids = declared.map((d) => `${d.layout.id}.${d.id}`);
    for (const id of [
      'clinical_trial_001',
      'hcp_ppt_a_005',
      'hcp_ppt_a_034',
      'hcp_ppt_b_004',
      'hcp_ppt_b_005',
    ])
      expect(ids).toContain(`${id}.secondary_endpoint`);
    expect(ids).toContain('hcp_ppt_a_034.ARM_A_treatment_plan');
  });

  /** Paragraphs of these line counts, each line `lineChars` long. */
  const texts = (source: string, lineChars: number, shape: number[]) =>
    shape.map((n) => upTo(source, n * lineChars)).join('\n');
  /** The allowed shapes that fill the box most: one-line paragraphs, one paragraph, a two-line one first. */
  const densest = (lines: number): number[][] => {
    const fits = (shape: number[]) =>
      shape.reduce((a, b) => a + b, 0) + PARAGRAPH_GAP_LINES * (shape.length - 1) <= lines + 1e-9;
    const shapes: number[][] = [];
    let ones: number[] = [1];
    while (fits([...ones, 1])) ones = [...ones, 1];
    shapes.push(ones, [Math.floor(lines)]);
    let twoFirst = [2];
    while (fits([...twoFirst, 1])) twoFirst = [...twoFirst, 1];
    if (fits(twoFirst) && twoFirst.length > 1) shapes.push(twoFirst);
    return shapes;
  };

  for (const { layout, id, lines } of declared.filter((d) => d.id !== 'text_group')) {
    const template = layout.family === 'general' ? 'general' : 'medical_template1';
    for (const lang of ['zh', 'en'] as const) {
      it(`${layout.id}.${id}: ${lines.lines} lines of ${lines.lineChars} (${lang})`, () => {
        const source = (lang === 'zh' ? ZH : LIST_EN).repeat(8);
        expect(measureText(upTo(source, lines.lineChars))).toBeGreaterThan(lines.lineChars - 10);
        const cut: string[] = [];
        for (const shape of densest(lines.lines)) {
          const text = texts(source, lines.lineChars, shape);
          const slide = withContent(sample(layout.id, lang), id, { id, type: 'text', text });
          for (const c of cutTexts(slide, { theme: getTheme(template) }))
            if (c.contentId === id) cut.push(`${shape.join('+')}: ${c.text}`);
        }
        expect(cut).toEqual([]);
      });
    }
  }

  it('a paragraph more than the capacity is left out (the check can fail)', () => {
    const layout = getLayout('hcp_ppt_b_004')!;
    const { lineChars } = layout.contentIds.find((c) => c.id === 'secondary_endpoint')!.lines!;
    const text = texts(LIST_EN, lineChars, [1, 1, 1]);
    const slide = withContent(sample(layout.id, 'en'), 'secondary_endpoint', {
      id: 'secondary_endpoint',
      type: 'text',
      text,
    });
    const cut = cutTexts(slide, { theme: getTheme('medical_template1') });
    expect(cut.map((c) => c.contentId)).toContain('secondary_endpoint');
  });
});

/**
 * Grouped text (criteria, design groups) declares its capacity on the text_group: a group title takes its
 * rows and GROUP_GAP_LINES before it (after the first), a bullet its lines at `lineChars` and
 * PARAGRAPH_GAP_LINES before it. The densest groups that count allows show on one slide (no continuation).
 */
describe('declared grouped-text capacities show on one slide', () => {
  const grouped = listLayouts().flatMap((layout) =>
    layout.contentIds.flatMap((c) =>
      c.kind === 'text_group' && c.lines ? [{ layout, lines: c.lines }] : [],
    ),
  );
  it('covers both grouped layouts the writer fills', () => {
    expect(grouped.map((g) => g.layout.id).sort()).toEqual(['hcp_ppt_a_019', 'slide_content_001']);
  });

  /** Groups of one title row and bullets of the given line counts, as many as the count allows. */
  const groupsOf = (
    source: string,
    title: string,
    lines: { lines: number; lineChars: number },
    shape: number[],
  ) => {
    const groups: { group_title: string; list: string[] }[] = [];
    let used = 0;
    let first = true;
    for (const bulletLines of shape) {
      const titleCost = (first ? 0 : GROUP_GAP_LINES) + 1;
      const open = groups.at(-1);
      const bullet = PARAGRAPH_GAP_LINES + bulletLines;
      // A new group when the last one has two bullets (titles are the costliest shape in a long list), else
      // the bullet joins the last group while it fits.
      if (!open || (open.list.length >= 2 && used + titleCost + bullet <= lines.lines + 1e-9)) {
        used += titleCost;
        groups.push({ group_title: title, list: [] });
        first = false;
      } else if (used + bullet > lines.lines + 1e-9) break;
      used += bullet;
      groups.at(-1)!.list.push(upTo(source, bulletLines * lines.lineChars));
    }
    return groups;
  };

  for (const { layout, lines } of grouped) {
    const template = layout.family === 'general' ? 'general' : 'medical_template1';
    for (const lang of ['zh', 'en'] as const) {
      it(`${layout.id}.text_group: ${lines.lines} lines of ${lines.lineChars} (${lang})`, () => {
        const source = (lang === 'zh' ? ZH : LIST_EN).repeat(8);
        const title = upTo(lang === 'zh' ? ZH : LIST_EN, TITLE_ROW_CHARS);
        const parts: string[] = [];
        for (const shape of [
          Array(40).fill(1),
          [2, 1, 1, 2, 1, 1, 2, 1, 1, 2],
          [Math.floor(lines.lines) - 1],
        ]) {
          const long_text = groupsOf(source, title, lines, shape);
          const slide = withContent(sample(layout.id, lang), 'text_group', {
            id: 'text_group',
            type: 'text_group',
            long_text,
          });
          const split = splitSlide(slide, { theme: getTheme(template) });
          if (split.length !== 1) parts.push(`${shape.join('+')}: ${split.length} slides`);
        }
        expect(parts).toEqual([]);
      });
    }
  }

  it('a bullet more than the capacity continues on a second slide (the check can fail)', () => {
    const layout = getLayout('slide_content_001')!;
    const lines = layout.contentIds.find((c) => c.id === 'text_group')!.lines!;
    const long_text = groupsOf(LIST_EN.repeat(8), 'Inclusion', lines, Array(40).fill(1));
    long_text.at(-1)!.list.push(upTo(LIST_EN.repeat(8), lines.lineChars));
    const slide = withContent(sample(layout.id, 'en'), 'text_group', {
      id: 'text_group',
      type: 'text_group',
      long_text,
    });
    expect(splitSlide(slide, { theme: getTheme('general') }).length).toBe(2);
  });
});
