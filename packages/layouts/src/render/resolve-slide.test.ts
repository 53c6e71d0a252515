import type { Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { element, LOGO, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { generalTheme, medicalTemplate2Theme } from '../themes';
import { getLayout } from '../registry';
import { resolveSlide, UnknownLayoutError } from './resolve-slide';

describe('resolveSlide', () => {
  it('returns the 960 x 540 slide with background, fonts and the layout animation facts', () => {
    const r = resolve(sample('cover_slide_001', 'zh'));
    expect(r).toMatchObject({ width: 960, height: 540, layoutId: 'cover_slide_001', lang: 'zh' });
    expect(r.background.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(r.fonts).toMatchObject({ latin: 'Arial', eastAsian: 'Microsoft YaHei' });
    expect(r.animation).toEqual({ loadedDelayMs: 1200, footerMoveMs: 800 });
  });

  it('is pure: same answer twice, input untouched', () => {
    const slide = sample('clinical_trial_001', 'en');
    const before = structuredClone(slide);
    const a = resolve(slide);
    const b = resolve(slide);
    expect(a).toEqual(b);
    expect(slide).toEqual(before);
  });

  it('throws a named error for an unknown layout', () => {
    const slide = { ...sample('cover_slide_001', 'en'), slide_id: 'hcp_ppt_z_999' };
    expect(() => resolve(slide)).toThrow(UnknownLayoutError);
    expect(() => resolve(slide)).toThrow(/hcp_ppt_z_999/);
  });

  it('resolves colours through the theme', () => {
    const general = textEl(resolve(sample('section_slide_001', 'en')), 'header');
    const medical = textEl(
      resolve(sample('section_slide_001', 'en'), { theme: medicalTemplate2Theme }),
      'header',
    );
    expect(general.colour).toBe(generalTheme.colours.title);
    expect(medical.colour).toBe(medicalTemplate2Theme.colours.title);
    expect(general.colour).not.toBe(medical.colour);
  });

  it('drops the logo when blank or not a loadable address, places it from the theme otherwise', () => {
    const slide = sample('section_slide_001', 'en');
    expect(element(resolve(slide, { enterpriseLogo: '' }), 'logo')).toBeUndefined();
    expect(element(resolve(slide, { enterpriseLogo: '   ' }), 'logo')).toBeUndefined();
    expect(element(resolve(slide, { enterpriseLogo: 'javascript:alert(1)' }), 'logo')).toBeUndefined();
    const logo = element(resolve(slide), 'logo');
    expect(logo).toMatchObject({ kind: 'image', role: 'logo', src: LOGO, box: generalTheme.logo.content });
  });

  it('shows at most three references, links only to http(s), file ids for previews', () => {
    const slide: Slide = {
      ...sample('section_slide_001', 'en'),
      reference: [
        { article_title: 'One', id: 'f1', sha1: '', type: 'pdf', article_url: '' },
        { article_title: 'Two', id: '', sha1: '', type: 'web', article_url: 'javascript:alert(1)' },
        { article_title: '', id: '', sha1: '', type: 'web', article_url: 'https://example.org/3' },
        { article_title: 'Four', id: 'f4', sha1: '', type: 'pdf', article_url: '' },
      ],
    };
    const refs = element(resolve(slide), 'references');
    if (refs?.kind !== 'references') throw new Error('no references');
    expect(refs.items.map((i) => i.label)).toEqual(['[1] One', '[2] Two', '[3] https://example.org/3']);
    expect(refs.items[0]).toMatchObject({ fileId: 'f1' });
    expect(refs.items[1]!.href).toBeUndefined();
    expect(refs.items[2]!.href).toBe('https://example.org/3');
    expect(element(resolve({ ...slide, reference: [] }), 'references')).toBeUndefined();
  });

  it('cuts a long reference title to one line', () => {
    const slide: Slide = {
      ...sample('section_slide_001', 'zh'),
      reference: [
        { article_title: '很长的标题'.repeat(80), id: 'f', sha1: '', type: 'pdf', article_url: '' },
      ],
    };
    const refs = element(resolve(slide), 'references');
    if (refs?.kind !== 'references') throw new Error('no references');
    expect(refs.items[0]!.label.endsWith('…')).toBe(true);
  });

  it('shows the page number given, else the slide number', () => {
    const slide = { ...sample('section_slide_002', 'en'), slide_num: 7 };
    expect(textEl(resolve(slide), 'page_number').text).toBe('7');
    expect(textEl(resolve(slide, { pageNumber: 12 }), 'page_number').text).toBe('12');
  });

  it('falls back to empty text for missing content and keeps the box for editing', () => {
    const slide = withContent(sample('title_body_001', 'en'), 'text_1', null);
    const body = textEl(resolve(slide), 'body');
    expect(body.text).toBe('');
    expect(body.paragraphs).toEqual([]);
    expect(body.source).toEqual({ contentId: 'text_1' });
  });

  it('ignores content of the wrong type instead of failing', () => {
    const slide = withContent(sample('title_body_001', 'en'), 'text_1', {
      id: 'text_1',
      type: 'table',
      json: { headers: ['x'], rows: [] },
    });
    expect(textEl(resolve(slide), 'body').text).toBe('');
  });

  it('keeps highlight segments as coloured runs and lets only safe colours through', () => {
    const slide = withContent(sample('section_slide_004', 'en'), 'highlight', {
      id: 'highlight',
      type: 'highlight',
      text_arr: [
        { text: 'Plain ' },
        { text: 'marked', highlight: true },
        { text: ' red', color: '#f00' },
        { text: ' evil', color: 'red;background:url(javascript:alert(1))' },
      ],
    });
    const runs = textEl(resolve(slide), 'statement').paragraphs.flatMap((p) =>
      p.lines.flatMap((l) => l.runs),
    );
    expect(runs.find((r) => r.text.includes('marked'))).toMatchObject({
      colour: generalTheme.colours.highlight,
      bold: true,
    });
    expect(runs.find((r) => r.text.includes('red'))?.colour).toBe('#FF0000');
    expect(runs.find((r) => r.text.includes('evil'))?.colour).toBeUndefined();
  });

  it('uses the language of the content for fixed labels, or the one asked for', () => {
    const zh = resolve(withContent(sample('table_of_the_contents_001', 'zh'), 'Title', null));
    const en = resolve(withContent(sample('table_of_the_contents_001', 'en'), 'Title', null));
    expect(textEl(zh, 'heading').text).toBe('目录');
    expect(textEl(en, 'heading').text).toBe('Contents');
    const forced = resolve(withContent(sample('table_of_the_contents_001', 'zh'), 'Title', null), {
      lang: 'en',
    });
    expect(textEl(forced, 'heading').text).toBe('Contents');
  });

  it('gives typing speeds by role and none to fixed chrome', () => {
    const r = resolve(sample('section_slide_001', 'en'));
    expect(textEl(r, 'header').typingMsPerChar).toBe(50);
    expect(textEl(r, 'body').typingMsPerChar).toBe(100);
    expect(textEl(r, 'page_number').typingMsPerChar).toBe(0);
  });

  it('resolves against a declaration passed in (galleries, layouts not registered yet)', () => {
    const slide = sample('title_only_001', 'en');
    const base = getLayout('title_only_001')!;
    const draft = {
      ...base,
      id: 'draft_layout',
      elements: [
        ...base.elements,
        {
          kind: 'shape' as const,
          key: 'extra',
          shape: 'rect' as const,
          box: { x: 0, y: 0, w: 10, h: 10 },
          fill: 'accent' as const,
        },
      ],
    };
    const r = resolveSlide(slide, { theme: generalTheme, layout: draft });
    expect(r.layoutId).toBe('draft_layout');
    expect(element(r, 'extra')).toMatchObject({ kind: 'shape', fill: generalTheme.colours.accent });
  });
});
