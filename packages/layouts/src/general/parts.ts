import {
  type AnimationFacts,
  type Box,
  type ContentIdDeclaration,
  type LayoutElement,
  type LocalText,
  type LogoElement,
  type OverflowPolicy,
  type PageNumberElement,
  type StaticTextElement,
  type TextElement,
  type TextRole,
  type TextStyle,
  TYPING_MS_PER_CHAR,
} from '../model';

/** Building blocks shared by the general layouts: boxes, text presets, the header and the footer. */

export function box(x: number, y: number, w: number, h: number): Box {
  return { x, y, w, h };
}

type TextOptions = Partial<Omit<TextElement, 'kind' | 'key' | 'contentId' | 'box' | 'style'>> & {
  role?: TextRole;
  overflow?: OverflowPolicy;
};

/** A text box bound to a content id (body role and shrink unless told). */
export function text(
  key: string,
  contentId: string,
  at: Box,
  style: TextStyle,
  opts: TextOptions = {},
): TextElement {
  return { kind: 'text', key, contentId, box: at, style, role: 'body', overflow: 'shrink', ...opts };
}

export function staticText(
  key: string,
  label: LocalText,
  at: Box,
  style: TextStyle,
  opts: Partial<Omit<StaticTextElement, 'kind' | 'key' | 'text' | 'box' | 'style'>> = {},
): StaticTextElement {
  return {
    kind: 'staticText',
    key,
    text: label,
    box: at,
    style,
    role: 'label',
    overflow: 'clamp',
    typing: 'none',
    ...opts,
  };
}

export const bodyStyle = (fontSize = 14, colour: TextStyle['colour'] = 'text'): TextStyle => ({
  fontSize,
  minFontSize: 10,
  colour,
  lineHeight: 1.45,
});

export function generalAnimation(over: Partial<AnimationFacts> = {}): AnimationFacts {
  return { loadedDelayMs: 1000, typingMsPerChar: { ...TYPING_MS_PER_CHAR }, footerMoveMs: 200, ...over };
}

/** The 26 px slide header: one line at 26, two lines once shrunk, bound to the layout's title id. */
export function headerTitle(contentId: string): TextElement {
  return text(
    'header',
    contentId,
    box(40, 22, 740, 50),
    { fontSize: 26, minFontSize: 18, colour: 'title', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
    { role: 'title', overflow: 'shrink' },
  );
}

export function headerAccent(): LayoutElement {
  return { kind: 'shape', key: 'header_accent', shape: 'rect', box: box(40, 76, 48, 4), fill: 'accent' };
}

export function contentLogo(): LogoElement {
  return { kind: 'logo', key: 'logo', placement: 'content' };
}

export const FOOTER_CONTENT_IDS: ContentIdDeclaration[] = [
  { id: 'footnote_left', kind: 'text', maxChars: 400, description: 'Left footnote: abbreviations, sources' },
  { id: 'footnote_right', kind: 'text', maxChars: 120, description: 'Right footnote: code or date' },
];

export function pageNumber(colour: TextStyle['colour'] = 'muted'): PageNumberElement {
  return {
    kind: 'pageNumber',
    key: 'page_number',
    box: box(880, 506, 40, 24),
    role: 'chrome',
    style: { fontSize: 10, colour, weight: 'bold', align: 'right', valign: 'middle' },
    overflow: 'clamp',
    typing: 'none',
  };
}

/** References above the footer, the footer rule, footnotes and the page number. */
export function footer(): LayoutElement[] {
  const note: TextStyle = { fontSize: 10, colour: 'muted', valign: 'middle', lineHeight: 1.2 };
  return [
    { kind: 'references', key: 'references', box: box(40, 462, 880, 36), fontSize: 10, colour: 'link' },
    {
      kind: 'line',
      key: 'footer_rule',
      shape: 'line',
      from: { x: 40, y: 501 },
      to: { x: 920, y: 501 },
      stroke: 'line',
      strokeWidth: 0.75,
    },
    text('footnote_left', 'footnote_left', box(40, 506, 520, 24), note, {
      role: 'chrome',
      overflow: 'clamp',
      typing: 'none',
    }),
    text(
      'footnote_right',
      'footnote_right',
      box(570, 506, 300, 24),
      { ...note, align: 'right' },
      {
        role: 'chrome',
        overflow: 'clamp',
        typing: 'none',
      },
    ),
    pageNumber(),
  ];
}

/** Header, accent, logo and footer: the frame of every general content slide. */
export function contentFrame(titleId: string): LayoutElement[] {
  return [headerTitle(titleId), headerAccent(), contentLogo(), ...footer()];
}

/** Fixed cover lines (the distribution note and the copyright placeholder). */
export const DISTRIBUTION_NOTE: LocalText = {
  zh: '仅供医疗卫生专业人士参考',
  en: 'For healthcare professionals only',
};
export const COPYRIGHT_NOTE: LocalText = {
  zh: '© Prowrite 版权所有，未经许可不得分发',
  en: '© Prowrite. All rights reserved. Not for distribution.',
};
