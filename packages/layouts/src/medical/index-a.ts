import type { LayoutDeclaration } from '../model';

/** Engineer A's medical layouts: covers, sections, trial designs, grouped text, comparisons, closing. */
export const medicalLayoutsA: LayoutDeclaration[] = [];
