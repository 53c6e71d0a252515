export * from './general';
export { medicalLayouts } from './medical';
export * from './model';
export { getLayout, layoutRegistry, listLayouts, registerLayout } from './registry';
export { detectLang } from './render/content';
export { EM_PER_UNIT, glyphUnits, textUnits, textWidthPx } from './render/glyph-width';
export { ellipsise, lineText, type WrapOptions, wrapRuns } from './render/measure';
export {
  pickVariant,
  type ResolveSlideOptions,
  resolveSlide,
  UnknownLayoutError,
} from './render/resolve-slide';
export { splitSlide } from './render/split-slide';
export { cellSpan, columnCount, columnWidth } from './render/table-geometry';
export * from './samples';
export * from './themes';
export { type ThemeForSlideFlags, themeForSlide } from './themes/theme-for-slide';
export { COMPANY_BAND_BOX } from './render/company-band';
export { contentSchemaFor } from './validate/content-schema';
export { type CutText, cutTexts, cutWhere } from './validate/cut-texts';
export { emptyDesignedBoxes } from './validate/empty-boxes';
export { validateDeclaration } from './validate/validate-declaration';
export { type ContentValidation, validateSlideContent } from './validate/validate-slide';
