import type { ThemeFonts } from '@prowrite/layouts';

/** XML attribute escaping for the few values written here. */
export const attr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * pptxgenjs writes the run's `fontFace` as latin, ea and cs typeface alike. East-Asian text must use the
 * theme's East-Asian face (PowerPoint draws CJK with the ea face), so every `<a:ea>` gets it.
 */
export function setEastAsianFont(xml: string, fonts: ThemeFonts): string {
  return xml.replaceAll(`<a:ea typeface="${attr(fonts.latin)}"`, `<a:ea typeface="${attr(fonts.eastAsian)}"`);
}

const PARAGRAPH = /<a:p>([\s\S]*?)<\/a:p>/g;
const PARAGRAPH_PROPS = /<a:pPr\b[^>]*?(?:\/>|>[\s\S]*?<\/a:pPr>)/g;

/**
 * pptxgenjs repeats `<a:pPr>` before every run of a paragraph; the schema allows one, first. Later copies are
 * dropped (they only repeat the first one's spacing, or reset the bullet of a continued bullet paragraph).
 */
export function dedupeParagraphProps(xml: string): string {
  return xml.replace(PARAGRAPH, (whole, body: string) => {
    let seen = false;
    const fixed = body.replace(PARAGRAPH_PROPS, (pPr) => {
      if (seen) return '';
      seen = true;
      return pPr;
    });
    return fixed === body ? whole : `<a:p>${fixed}</a:p>`;
  });
}

/**
 * No hanging punctuation: PowerPoint and LibreOffice may let a closing mark such as "，" hang past the right
 * edge and pull the character before it up with it, where the resolver moved both to the next line. Off, the
 * viewer breaks like the resolver and no glyph crosses the box (decision 0068).
 */
export function noHangingPunctuation(xml: string): string {
  return xml.replace(/<a:pPr\b(?![^>]*\bhangingPunct=)/g, '<a:pPr hangingPunct="0"');
}

/** Arrow heads as large as the board draws them (PowerPoint's default "medium" head is smaller). */
export function sizeArrowHeads(xml: string): string {
  return xml.replaceAll('<a:tailEnd type="triangle"/>', '<a:tailEnd type="triangle" w="med" len="lg"/>');
}

/**
 * pptxgenjs writes the notes as one run holding newlines, which PowerPoint shows as one paragraph. Each line
 * becomes its own paragraph, with the theme's Latin and East-Asian faces on every run.
 */
export function notesParagraphs(xml: string, fonts: ThemeFonts, lang: string): string {
  return xml.replace(
    /<a:p><a:r><a:rPr lang="en-US" dirty="0"\/><a:t>([\s\S]*?)<\/a:t><\/a:r><a:endParaRPr lang="en-US" dirty="0"\/><\/a:p>/,
    (_whole, text: string) => {
      const face = `<a:latin typeface="${attr(fonts.latin)}"/><a:ea typeface="${attr(fonts.eastAsian)}"/>`;
      return text
        .split(/\r?\n/)
        .map((line) =>
          line
            ? `<a:p><a:r><a:rPr lang="${lang}" dirty="0">${face}</a:rPr><a:t>${line}</a:t></a:r></a:p>`
            : `<a:p><a:endParaRPr lang="${lang}" dirty="0"/></a:p>`,
        )
        .join('');
    },
  );
}
