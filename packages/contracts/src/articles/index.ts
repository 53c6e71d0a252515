/**
 * Article works (Tweets, PatientEducationPost), one file per role: the stored shapes and their limits
 * (models), the text a component shows and its measured length (component-text), the HTTP calls (calls),
 * the theme colours and palettes (palettes).
 */
export * from './calls';
export * from './component-text';
export * from './infographic';
export * from './models';
export * from './palettes';
