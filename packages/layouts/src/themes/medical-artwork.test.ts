import { describe, expect, it } from 'vitest';
import { medicalTemplate1Theme, medicalTemplate2Theme, medicalTemplate3Theme } from './medical';
import { generalTheme } from './general';

const decode = (url: string) => atob(url.slice(url.indexOf(',') + 1));
const medical = [medicalTemplate1Theme, medicalTemplate2Theme, medicalTemplate3Theme];
const KINDS = ['cover', 'section', 'content', 'closing'] as const;

describe('medical template artwork', () => {
  it('draws each template its own motif: molecules, waves, grids', () => {
    const [t1, t2, t3] = medical.map((t) => decode(t.backgrounds.cover.image));
    expect(t1).toMatch(/<polygon points="[^"]+" fill="none"/); // hexagonal rings
    expect(t2).toMatch(/<path d="M[^"]* Q/); // wave curves
    expect(t3).toMatch(/<path d="M[^"]* H[^"]* V/); // grid plus marks
  });

  it('differs from the general artwork and between templates for every background kind', () => {
    for (const kind of KINDS) {
      const images = [generalTheme, ...medical].map((t) => t.backgrounds[kind].image);
      expect(new Set(images).size, kind).toBe(4);
    }
  });

  it('is plain 960 x 540 SVG in the theme colours, with no scripts, links or external images', () => {
    for (const theme of medical) {
      for (const kind of KINDS) {
        const svg = decode(theme.backgrounds[kind].image);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="960" height="540"/);
        expect(svg).toContain(theme.colours.primary);
        expect(svg).not.toMatch(/<script|href|<image|NaN|undefined/i);
        expect(/^[\x20-\x7E]*$/.test(svg)).toBe(true);
      }
    }
  });
});
