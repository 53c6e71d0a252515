import type { TemplateId, Theme } from '../model';
import { generalTheme } from './general';
import { medicalTemplate1Theme, medicalTemplate2Theme, medicalTemplate3Theme } from './medical';

export { buildBackgrounds, svgDataUrl } from './artwork';
export { generalTheme } from './general';
export { makeTheme, THEME_FONTS, type Palette } from './make-theme';
export { medicalTemplate1Theme, medicalTemplate2Theme, medicalTemplate3Theme } from './medical';

export const themes: ReadonlyMap<TemplateId, Theme> = new Map<TemplateId, Theme>([
  ['general', generalTheme],
  ['medical_template1', medicalTemplate1Theme],
  ['medical_template2', medicalTemplate2Theme],
  ['medical_template3', medicalTemplate3Theme],
]);

/** The theme of a template id; unknown ids get the general theme. */
export function getTheme(id: string): Theme {
  return themes.get(id as TemplateId) ?? generalTheme;
}
