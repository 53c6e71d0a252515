import { makeTheme } from './make-theme';

/** The general template: navy and sky blue with an amber accent (stored colours 2A5A9B, 199AEA, FFB253, 1B2C39). */
export const generalTheme = makeTheme('general', 'General', {
  primary: '#2A5A9B',
  secondary: '#199AEA',
  accent: '#FFB253',
  dark: '#1B2C39',
  tint: '#EAF1FA',
  highlight: '#0066CC',
});
