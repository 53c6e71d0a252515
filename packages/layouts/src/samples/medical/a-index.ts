import type { LayoutSample } from '../build';

/** zh/en samples of engineer A's medical layouts, by layout id. */
export const medicalSamplesA: Readonly<Record<string, LayoutSample>> = {};
