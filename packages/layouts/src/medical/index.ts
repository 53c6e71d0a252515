import type { LayoutDeclaration } from '../model';
import { medicalLayoutsA } from './index-a';
import { medicalLayoutsB } from './index-b';

/** The medical family (hcp_ppt_*): both halves, registered after the general family. */
export const medicalLayouts: LayoutDeclaration[] = [...medicalLayoutsA, ...medicalLayoutsB];
