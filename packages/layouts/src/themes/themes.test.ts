import { describe, expect, it } from 'vitest';
import { STORED_THEME_COLOURS, THEME_COLOUR_TOKENS } from '../model';
import { getTheme, themes } from '.';

const decodeSvg = (url: string) => {
  expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
  return atob(url.slice(url.indexOf(',') + 1));
};

describe('themes', () => {
  it('has general and the three medical templates, unknown ids fall back to general', () => {
    expect([...themes.keys()]).toEqual([
      'general',
      'medical_template1',
      'medical_template2',
      'medical_template3',
    ]);
    expect(getTheme('medical_template3').id).toBe('medical_template3');
    expect(getTheme('no_such_template').id).toBe('general');
  });

  it('gives every token a #RRGGBB colour, with the spec text colours fixed', () => {
    for (const theme of themes.values()) {
      for (const token of THEME_COLOUR_TOKENS)
        expect(theme.colours[token], `${theme.id}.${token}`).toMatch(/^#[0-9A-F]{6}$/);
      expect(theme.colours.text).toBe('#262626');
      expect(theme.colours.textSecondary).toBe('#3D3D3D');
      expect(theme.colours.link).toBe('#0066CC');
      expect(theme.colours.positive).toBe('#009964');
    }
  });

  it('gives each template a distinct colour set', () => {
    const sets = [...themes.values()].map((t) =>
      [t.colours.primary, t.colours.secondary, t.colours.accent].join(),
    );
    expect(new Set(sets).size).toBe(sets.length);
  });

  it('draws 960 x 540 SVG artwork per background kind, in the theme colours', () => {
    for (const theme of themes.values()) {
      for (const kind of ['cover', 'content', 'section', 'closing'] as const) {
        const svg = decodeSvg(theme.backgrounds[kind].image);
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 960 540"/);
        expect(svg).toContain(theme.colours.primary);
        expect(svg).not.toMatch(/<script|href=/i);
      }
    }
  });

  it('sets Latin and East-Asian fonts with a CJK render fallback, and logo boxes on the slide', () => {
    for (const theme of themes.values()) {
      expect(theme.fonts).toMatchObject({ latin: 'Arial', eastAsian: 'Microsoft YaHei' });
      expect(theme.fonts.renderFallback[0]).toBe('Noto Sans CJK SC');
      for (const box of Object.values(theme.logo)) {
        expect(box.x + box.w).toBeLessThanOrEqual(960);
        expect(box.y + box.h).toBeLessThanOrEqual(540);
      }
    }
  });

  it('keeps the stored theme colours of the spec', () => {
    expect(STORED_THEME_COLOURS).toEqual([
      '199AEA',
      '1B2C39',
      '2A5A9B',
      '37CBD0',
      '46C28E',
      '4CA6B2',
      '6A65B9',
      '6D8AA2',
      'FFB253',
    ]);
  });
});
