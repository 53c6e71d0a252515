import { makeTheme } from './make-theme';

/*
 * Medical templates: real, distinct colour sets now; their own background artwork comes with the
 * medical-layout issue (until then they use the shared geometric artwork in their colours).
 */

/** Teal and aqua (stored colours 4CA6B2, 37CBD0) with a green accent. */
export const medicalTemplate1Theme = makeTheme('medical_template1', 'Medical template 1', {
  primary: '#4CA6B2',
  secondary: '#37CBD0',
  accent: '#46C28E',
  dark: '#16434A',
  tint: '#E8F5F6',
  highlight: '#009964',
});

/** Violet and slate (stored colours 6A65B9, 6D8AA2) with an amber accent. */
export const medicalTemplate2Theme = makeTheme('medical_template2', 'Medical template 2', {
  primary: '#6A65B9',
  secondary: '#6D8AA2',
  accent: '#FFB253',
  dark: '#2B2752',
  tint: '#EFEEF8',
  highlight: '#6A65B9',
});

/** Forest and mint (stored colour 46C28E) with a sky-blue accent (199AEA). */
export const medicalTemplate3Theme = makeTheme('medical_template3', 'Medical template 3', {
  primary: '#1F7A5C',
  secondary: '#46C28E',
  accent: '#199AEA',
  dark: '#12372B',
  tint: '#E9F6F0',
  highlight: '#009964',
});
