import type { LayoutSample } from '../build';

/** zh/en samples of engineer B's medical layouts, by layout id. */
export const medicalSamplesB: Readonly<Record<string, LayoutSample>> = {};
