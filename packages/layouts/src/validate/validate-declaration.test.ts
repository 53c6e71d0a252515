import { describe, expect, it } from 'vitest';
import type { LayoutDeclaration, LayoutElement } from '../model';
import { getLayout } from '../registry';
import { validateDeclaration } from './validate-declaration';

const base = getLayout('section_slide_001')!;
const withElements = (extra: LayoutElement[], over: Partial<LayoutDeclaration> = {}): LayoutDeclaration => ({
  ...base,
  elements: [...base.elements, ...extra],
  ...over,
});

const text = (over: Partial<Extract<LayoutElement, { kind: 'text' }>>): LayoutElement => ({
  kind: 'text',
  key: 'probe',
  contentId: 'text_1',
  box: { x: 40, y: 100, w: 200, h: 40 },
  role: 'body',
  style: { fontSize: 14, colour: 'text' },
  overflow: 'clamp',
  ...over,
});

describe('validateDeclaration', () => {
  it('accepts a sound declaration', () => {
    expect(validateDeclaration(base)).toEqual([]);
  });

  it('finds elements bound to undeclared ids or to content of the wrong kind', () => {
    expect(validateDeclaration(withElements([text({ contentId: 'nope' })]))).toContain(
      'section_slide_001/probe: content id "nope" is not declared',
    );
    expect(validateDeclaration(withElements([text({ contentId: 'image' })]))).toContain(
      'section_slide_001/probe: a text cannot show image "image"',
    );
  });

  it('finds boxes off the slide, including the room a box may grow into and repeated items', () => {
    expect(validateDeclaration(withElements([text({ box: { x: 900, y: 100, w: 100, h: 40 } })]))[0]).toMatch(
      /leaves/,
    );
    expect(
      validateDeclaration(withElements([text({ box: { x: 40, y: 500, w: 100, h: 30 }, maxHeight: 60 })]))[0],
    ).toMatch(/leaves/);
    const repeat: LayoutElement = {
      kind: 'repeat',
      key: 'items',
      contentId: 'text_1',
      maxCount: 10,
      origin: { x: 40, y: 100 },
      step: { dx: 0, dy: 60 },
      template: [{ kind: 'shape', key: 'dot', shape: 'ellipse', box: { x: 0, y: 0, w: 10, h: 10 } }],
    };
    const errors = validateDeclaration(withElements([repeat]));
    expect(errors).toContain('section_slide_001/items: a repeat cannot show text "text_1"');
    expect(errors.some((e) => e.includes('items[8].dot: box leaves'))).toBe(true);
  });

  it('checks fonts, max heights and colours against the spec', () => {
    const errors = validateDeclaration(
      withElements([
        text({ key: 'a', style: { fontSize: 18, colour: 'text' } }),
        text({ key: 'b', role: 'title', style: { fontSize: 28, colour: 'text' } }),
        text({ key: 'c', maxHeight: 55 }),
        text({ key: 'd', style: { fontSize: 14, minFontSize: 8, colour: 'text' } }),
        text({ key: 'e', style: { fontSize: 14, colour: 'chartreuse' as never } }),
        text({ key: 'f', box: { x: 40, y: 100, w: 200, h: 8 } }),
        text({ key: 'g', overflow: 'split' }),
      ]),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'section_slide_001/a: body font 18 is outside 10..15',
        'section_slide_001/b: title font 28 is not one of 15, 26, 30, 34, 35, 37, 40',
        expect.stringMatching(/^section_slide_001\/c: max height 55/),
        'section_slide_001/d: min font 8 must be 10..14',
        'section_slide_001/e: colour "chartreuse" is neither a theme token nor #RRGGBB',
        'section_slide_001/f: box cannot hold one line',
        'section_slide_001/g: split needs array, list or text_group content, not text',
      ]),
    );
  });

  it('checks table widths, duplicate keys, unused content ids and animation facts', () => {
    const table: LayoutElement = {
      kind: 'table',
      key: 'tbl',
      contentId: 'text_1',
      x: 40,
      y: 100,
      width: 800,
      maxHeight: 300,
      overflow: 'split',
    };
    const errors = validateDeclaration(
      withElements([table, text({ key: 'header' })], {
        contentIds: [...base.contentIds, { id: 'unused', kind: 'text' }],
        animation: { ...base.animation, loadedDelayMs: 700 as never, footerMoveMs: 300 as never },
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'section_slide_001/tbl: a table cannot show text "text_1"',
        'section_slide_001/tbl: table width 800 is not a spec width',
        'section_slide_001: element key "header" used twice',
        'section_slide_001: content id "unused" is declared but no element shows it',
        'section_slide_001: loaded delay 700',
        'section_slide_001: footer move 300',
      ]),
    );
  });
});
