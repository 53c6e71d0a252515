import type { LayoutDeclaration } from '../model';

/** Engineer B's medical layouts: figure, bullet/text and table slides. */
export const medicalLayoutsB: LayoutDeclaration[] = [];
