import {
  BODY_FONT_MAX,
  BODY_FONT_MIN,
  type Box,
  type ColourRef,
  type ContentKind,
  DEFAULT_TABLE_WIDTH,
  FOOTER_MOVE_MS,
  LOADED_DELAYS_MS,
  type LayoutDeclaration,
  type LayoutElement,
  MAX_HEIGHTS,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  TABLE_WIDTHS,
  type TextBoxBase,
  THEME_COLOUR_TOKENS,
  TITLE_FONT_SIZES,
  TYPING_MS_RANGE,
  type TemplateElement,
} from '../model';
import { validateCollapsible } from './validate-collapsible';

/** Which content kinds each bound element can show. */
const BINDABLE: Record<'text' | 'image' | 'table' | 'repeat', ContentKind[]> = {
  text: ['text', 'text_arr', 'array', 'list', 'text_group'],
  image: ['image'],
  table: ['table'],
  repeat: ['list', 'array', 'text_group', 'image'],
};

const EPS = 1e-6;

function inside(box: Box, dx = 0, dy = 0): boolean {
  const x = box.x + dx;
  const y = box.y + dy;
  return (
    x >= -EPS &&
    y >= -EPS &&
    x + box.w <= SLIDE_WIDTH + EPS &&
    y + box.h <= SLIDE_HEIGHT + EPS &&
    box.w > 0 &&
    box.h > 0
  );
}

function checkColour(ref: ColourRef | undefined, where: string, errors: string[]) {
  if (ref === undefined) return;
  const ok = ref.startsWith('#')
    ? /^#[0-9a-fA-F]{6}$/.test(ref)
    : (THEME_COLOUR_TOKENS as readonly string[]).includes(ref);
  if (!ok) errors.push(`${where}: colour "${ref}" is neither a theme token nor #RRGGBB`);
}

function checkTextBox(el: TextBoxBase, where: string, errors: string[], dx = 0, dy = 0) {
  const s = el.style;
  const grown = { ...el.box, h: Math.max(el.box.h, el.maxHeight ?? 0) };
  if (!inside(grown, dx, dy)) errors.push(`${where}: box leaves the 960x540 slide`);
  if (el.role === 'title') {
    if (!(TITLE_FONT_SIZES as readonly number[]).includes(s.fontSize)) {
      errors.push(`${where}: title font ${s.fontSize} is not one of ${TITLE_FONT_SIZES.join(', ')}`);
    }
  } else if (s.fontSize < BODY_FONT_MIN || s.fontSize > BODY_FONT_MAX) {
    errors.push(`${where}: ${el.role} font ${s.fontSize} is outside ${BODY_FONT_MIN}..${BODY_FONT_MAX}`);
  }
  const min = s.minFontSize ?? s.fontSize;
  if (min > s.fontSize || min < BODY_FONT_MIN)
    errors.push(`${where}: min font ${min} must be ${BODY_FONT_MIN}..${s.fontSize}`);
  if (el.maxHeight !== undefined && !(MAX_HEIGHTS as readonly number[]).includes(el.maxHeight)) {
    errors.push(`${where}: max height ${el.maxHeight} is not one of the spec's (${MAX_HEIGHTS.join(', ')})`);
  }
  const pad = 2 * (el.padding ?? 0);
  const oneLine = min * (s.lineHeight ?? 1.3);
  if (Math.max(el.box.h, el.maxHeight ?? 0) - pad + EPS < oneLine)
    errors.push(`${where}: box cannot hold one line`);
  if (el.fitWidth && (el.fitWidth.min > el.fitWidth.max || el.fitWidth.max > SLIDE_WIDTH - el.box.x - dx)) {
    errors.push(`${where}: fitWidth range is invalid or leaves the slide`);
  }
  checkColour(s.colour, where, errors);
  checkColour(el.fill, where, errors);
}

function checkTemplate(t: TemplateElement, where: string, errors: string[], dx: number, dy: number) {
  switch (t.kind) {
    case 'itemText':
    case 'staticText':
      checkTextBox(t, where, errors, dx, dy);
      if (t.overflow === 'split') errors.push(`${where}: a repeated item cannot split`);
      break;
    case 'itemImage':
    case 'shape':
      if (!inside(t.box, dx, dy)) errors.push(`${where}: box leaves the 960x540 slide`);
      if (t.kind === 'shape') {
        checkColour(t.fill, where, errors);
        checkColour(t.stroke, where, errors);
      }
      break;
    case 'line':
      for (const p of [t.from, t.to]) {
        if (!inside({ x: p.x, y: p.y, w: EPS, h: EPS }, dx, dy))
          errors.push(`${where}: line end leaves the slide`);
      }
      checkColour(t.stroke, where, errors);
      break;
  }
}

function checkElement(el: LayoutElement, layout: LayoutDeclaration, errors: string[], used: Set<string>) {
  const where = `${layout.id}/${el.key}`;
  const bind = (contentId: string, role: keyof typeof BINDABLE) => {
    used.add(contentId);
    const decl = layout.contentIds.find((c) => c.id === contentId);
    if (!decl) errors.push(`${where}: content id "${contentId}" is not declared`);
    else if (!BINDABLE[role].includes(decl.kind))
      errors.push(`${where}: a ${role} cannot show ${decl.kind} "${contentId}"`);
  };
  const showWhen = (id: string | undefined) => {
    if (id !== undefined && !layout.contentIds.some((c) => c.id === id)) {
      errors.push(`${where}: showWhen "${id}" is not a declared content id`);
    }
  };
  switch (el.kind) {
    case 'text': {
      bind(el.contentId, 'text');
      checkTextBox(el, where, errors);
      // Splitting moves whole entries to the next slide, so it needs content made of entries.
      const kind = layout.contentIds.find((c) => c.id === el.contentId)?.kind;
      if (el.overflow === 'split' && kind && !['array', 'list', 'text_group'].includes(kind)) {
        errors.push(`${where}: split needs array, list or text_group content, not ${kind}`);
      }
      break;
    }
    case 'staticText':
    case 'pageNumber':
      checkTextBox(el, where, errors);
      if (el.kind === 'staticText') showWhen(el.showWhen);
      if (el.overflow === 'split') errors.push(`${where}: fixed text cannot split`);
      break;
    case 'shape':
    case 'line':
      checkTemplate(el, where, errors, 0, 0);
      showWhen(el.showWhen);
      break;
    case 'image':
      bind(el.contentId, 'image');
      if (!inside(el.box)) errors.push(`${where}: box leaves the 960x540 slide`);
      break;
    case 'logo':
      if (el.box && !inside(el.box)) errors.push(`${where}: box leaves the 960x540 slide`);
      break;
    case 'references':
      if (!inside(el.box)) errors.push(`${where}: box leaves the 960x540 slide`);
      if (el.fontSize < BODY_FONT_MIN || el.fontSize > BODY_FONT_MAX)
        errors.push(`${where}: font out of range`);
      checkColour(el.colour, where, errors);
      break;
    case 'table': {
      bind(el.contentId, 'table');
      const width = el.width ?? DEFAULT_TABLE_WIDTH;
      if (!(TABLE_WIDTHS as readonly number[]).includes(width))
        errors.push(`${where}: table width ${width} is not a spec width`);
      if (!inside({ x: el.x, y: el.y, w: width, h: el.maxHeight }))
        errors.push(`${where}: table leaves the slide`);
      for (const f of [el.headerFontSize, el.cellFontSize]) {
        if (f !== undefined && (f < BODY_FONT_MIN || f > BODY_FONT_MAX))
          errors.push(`${where}: table font ${f} out of range`);
      }
      break;
    }
    case 'repeat': {
      bind(el.contentId, 'repeat');
      const columns = el.columns ?? el.maxCount;
      const rowStep = el.rowStep ?? { dx: 0, dy: 0 };
      if (el.maxCount < 1) errors.push(`${where}: maxCount must be at least 1`);
      // Every position up to maxCount must keep the template on the slide.
      for (let i = 0; i < el.maxCount; i++) {
        const dx = el.origin.x + (i % columns) * el.step.dx + Math.floor(i / columns) * rowStep.dx;
        const dy = el.origin.y + (i % columns) * el.step.dy + Math.floor(i / columns) * rowStep.dy;
        for (const t of el.template) checkTemplate(t, `${where}[${i}].${t.key}`, errors, dx, dy);
      }
      for (const t of el.template) {
        if ((t.kind === 'shape' || t.kind === 'line' || t.kind === 'staticText') && t.showWhen)
          showWhen(t.showWhen);
      }
      break;
    }
  }
}

/** Everything wrong with a declaration (empty when it is sound). */
export function validateDeclaration(layout: LayoutDeclaration): string[] {
  const errors: string[] = [];
  if (!/^[a-z0-9_]+$/.test(layout.id))
    errors.push(`${layout.id}: id must be lower-case letters, digits and _`);
  const ids = new Set<string>();
  for (const c of layout.contentIds) {
    if (ids.has(c.id)) errors.push(`${layout.id}: content id "${c.id}" declared twice`);
    ids.add(c.id);
  }
  const all = [...layout.elements, ...(layout.variants ?? []).flatMap((v) => v.elements)];
  // Keys are unique within what one slide resolves: the base elements plus one variant.
  for (const variant of [undefined, ...(layout.variants ?? [])]) {
    const keys = new Set<string>();
    for (const el of [...layout.elements, ...(variant?.elements ?? [])]) {
      if (keys.has(el.key)) errors.push(`${layout.id}: element key "${el.key}" used twice`);
      keys.add(el.key);
    }
  }
  const used = new Set<string>();
  for (const el of all) checkElement(el, layout, errors, used);
  for (const el of (layout.collapsible ?? []).flatMap((p) => p.replace ?? []))
    checkElement(el, layout, errors, used);
  errors.push(...validateCollapsible(layout));
  for (const v of layout.variants ?? []) {
    if (!ids.has(v.countOf)) errors.push(`${layout.id}/${v.id}: countOf "${v.countOf}" is not declared`);
    used.add(v.countOf);
  }
  for (const c of layout.contentIds) {
    if (!used.has(c.id))
      errors.push(`${layout.id}: content id "${c.id}" is declared but no element shows it`);
  }
  const a = layout.animation;
  if (!(LOADED_DELAYS_MS as readonly number[]).includes(a.loadedDelayMs))
    errors.push(`${layout.id}: loaded delay ${a.loadedDelayMs}`);
  if (!(FOOTER_MOVE_MS as readonly number[]).includes(a.footerMoveMs))
    errors.push(`${layout.id}: footer move ${a.footerMoveMs}`);
  for (const [k, ms] of Object.entries(a.typingMsPerChar)) {
    if (ms < TYPING_MS_RANGE.min || ms > TYPING_MS_RANGE.max)
      errors.push(`${layout.id}: typing ${k} ${ms} ms out of range`);
  }
  return errors;
}
