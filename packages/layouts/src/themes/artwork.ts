import type { ThemeBackgrounds } from '../model';

/**
 * Original, simple geometric background artwork (960 x 540 SVG), coloured per theme. Base64 data URLs so
 * the browser, Chromium exports and the PPTX writer can all use the same string.
 */

export interface ArtworkColours {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  dark: string;
}

const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">';

export function svgDataUrl(svg: string): string {
  // Artwork is ASCII only, so btoa (browser and Node) encodes it directly.
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

function cover(c: ArtworkColours): string {
  return [
    svgOpen,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${c.dark}"/><stop offset="1" stop-color="${c.primary}"/></linearGradient></defs>`,
    '<rect width="960" height="540" fill="url(#g)"/>',
    `<polygon points="620,0 960,0 960,540 460,540" fill="${c.secondary}" fill-opacity="0.35"/>`,
    `<polygon points="760,0 960,0 960,300" fill="${c.accent}" fill-opacity="0.55"/>`,
    `<circle cx="820" cy="400" r="150" fill="none" stroke="${c.background}" stroke-opacity="0.25" stroke-width="2"/>`,
    `<circle cx="820" cy="400" r="96" fill="none" stroke="${c.background}" stroke-opacity="0.18" stroke-width="2"/>`,
    `<rect x="0" y="528" width="960" height="12" fill="${c.accent}"/>`,
    '</svg>',
  ].join('');
}

function content(c: ArtworkColours): string {
  return [
    svgOpen,
    `<rect width="960" height="540" fill="${c.background}"/>`,
    `<polygon points="880,0 960,0 960,80" fill="${c.primary}" fill-opacity="0.9"/>`,
    `<polygon points="840,0 880,0 960,80 960,120" fill="${c.secondary}" fill-opacity="0.35"/>`,
    `<rect x="0" y="0" width="8" height="540" fill="${c.primary}"/>`,
    `<rect x="0" y="536" width="960" height="4" fill="${c.secondary}" fill-opacity="0.6"/>`,
    '</svg>',
  ].join('');
}

function section(c: ArtworkColours): string {
  return [
    svgOpen,
    `<rect width="960" height="540" fill="${c.primary}"/>`,
    `<circle cx="900" cy="80" r="240" fill="${c.secondary}" fill-opacity="0.35"/>`,
    `<circle cx="760" cy="520" r="160" fill="${c.dark}" fill-opacity="0.35"/>`,
    `<rect x="60" y="460" width="120" height="6" fill="${c.accent}"/>`,
    '</svg>',
  ].join('');
}

function closing(c: ArtworkColours): string {
  return [
    svgOpen,
    `<rect width="960" height="540" fill="${c.dark}"/>`,
    `<polygon points="0,0 420,0 260,540 0,540" fill="${c.primary}" fill-opacity="0.85"/>`,
    `<polygon points="420,0 470,0 310,540 260,540" fill="${c.accent}" fill-opacity="0.8"/>`,
    `<circle cx="860" cy="110" r="60" fill="none" stroke="${c.secondary}" stroke-width="3"/>`,
    '</svg>',
  ].join('');
}

export function buildBackgrounds(c: ArtworkColours): ThemeBackgrounds {
  return {
    cover: { colour: c.dark, image: svgDataUrl(cover(c)) },
    content: { colour: c.background, image: svgDataUrl(content(c)) },
    section: { colour: c.primary, image: svgDataUrl(section(c)) },
    closing: { colour: c.dark, image: svgDataUrl(closing(c)) },
  };
}
