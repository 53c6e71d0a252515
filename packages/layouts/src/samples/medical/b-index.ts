import type { LayoutSample } from '../build';
import {
  hcpPptA013Sample,
  hcpPptA014Sample,
  hcpPptA015Sample,
  hcpPptA016Sample,
  hcpPptA017Sample,
  hcpPptA018Sample,
} from './b-figures';
import {
  hcpPptA024Sample,
  hcpPptA025Sample,
  hcpPptA026Sample,
  hcpPptA027Sample,
  hcpPptA028Sample,
  hcpPptA029Sample,
  hcpPptA030Sample,
} from './b-tables';
import {
  hcpPptA019Sample,
  hcpPptA020Sample,
  hcpPptA021Sample,
  hcpPptA022Sample,
  hcpPptA023Sample,
} from './b-text';

/** zh/en samples of engineer B's medical layouts, by layout id. */
export const medicalSamplesB: Readonly<Record<string, LayoutSample>> = {
  hcp_ppt_a_013: hcpPptA013Sample,
  hcp_ppt_a_014: hcpPptA014Sample,
  hcp_ppt_a_015: hcpPptA015Sample,
  hcp_ppt_a_016: hcpPptA016Sample,
  hcp_ppt_a_017: hcpPptA017Sample,
  hcp_ppt_a_018: hcpPptA018Sample,
  hcp_ppt_a_019: hcpPptA019Sample,
  hcp_ppt_a_020: hcpPptA020Sample,
  hcp_ppt_a_021: hcpPptA021Sample,
  hcp_ppt_a_022: hcpPptA022Sample,
  hcp_ppt_a_023: hcpPptA023Sample,
  hcp_ppt_a_024: hcpPptA024Sample,
  hcp_ppt_a_025: hcpPptA025Sample,
  hcp_ppt_a_026: hcpPptA026Sample,
  hcp_ppt_a_027: hcpPptA027Sample,
  hcp_ppt_a_028: hcpPptA028Sample,
  hcp_ppt_a_029: hcpPptA029Sample,
  hcp_ppt_a_030: hcpPptA030Sample,
};
