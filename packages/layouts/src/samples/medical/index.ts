import type { LayoutSample } from '../build';
import { medicalSamplesA } from './a-index';
import { medicalSamplesB } from './b-index';

/** zh/en samples of every medical layout, by layout id. */
export const medicalSamples: Readonly<Record<string, LayoutSample>> = {
  ...medicalSamplesA,
  ...medicalSamplesB,
};
