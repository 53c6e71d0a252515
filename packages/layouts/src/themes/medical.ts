import { FIXED_TEXT_COLOURS, type Theme } from '../model';
import { buildMedicalBackgrounds, type MedicalMotif } from './medical-artwork';
import { makeTheme, type Palette } from './make-theme';

/**
 * Medical templates: each has its own colours (the medical templates' stored theme colours where they fit) and
 * its own original background artwork (template1 molecules, template2 waves, template3 grids).
 */
function medicalTheme(id: Theme['id'], name: string, palette: Palette, motif: MedicalMotif): Theme {
  const theme = makeTheme(id, name, palette);
  return {
    ...theme,
    backgrounds: buildMedicalBackgrounds(motif, {
      primary: palette.primary,
      secondary: palette.secondary,
      accent: palette.accent,
      background: FIXED_TEXT_COLOURS.white,
      dark: palette.dark,
    }),
  };
}

/** Teal and aqua (stored colours 4CA6B2, 37CBD0) with a green accent; molecule artwork. */
export const medicalTemplate1Theme = medicalTheme(
  'medical_template1',
  'Medical template 1',
  {
    primary: '#4CA6B2',
    secondary: '#37CBD0',
    accent: '#46C28E',
    dark: '#16434A',
    tint: '#E8F5F6',
    highlight: '#009964',
  },
  'molecules',
);

/** Violet and slate (stored colours 6A65B9, 6D8AA2) with an amber accent (FFB253); wave artwork. */
export const medicalTemplate2Theme = medicalTheme(
  'medical_template2',
  'Medical template 2',
  {
    primary: '#6A65B9',
    secondary: '#6D8AA2',
    accent: '#FFB253',
    dark: '#2B2752',
    tint: '#EFEEF8',
    highlight: '#6A65B9',
  },
  'waves',
);

/** Forest and mint (stored colour 46C28E) with a sky-blue accent (199AEA); grid artwork. */
export const medicalTemplate3Theme = medicalTheme(
  'medical_template3',
  'Medical template 3',
  {
    primary: '#1F7A5C',
    secondary: '#46C28E',
    accent: '#199AEA',
    dark: '#12372B',
    tint: '#E9F6F0',
    highlight: '#009964',
  },
  'grids',
);
