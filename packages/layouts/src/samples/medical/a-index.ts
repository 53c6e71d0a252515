import type { LayoutSample } from '../build';
import {
  hcpPptA001Sample,
  hcpPptA002Sample,
  hcpPptA003Sample,
  hcpPptA004Sample,
  hcpPptA009Sample,
} from './a-openers';
import {
  hcpPptA006Sample,
  hcpPptA007Sample,
  hcpPptA008Sample,
  hcpPptA036Sample,
  hcpPptA037Sample,
  hcpPptA038Sample,
} from './a-text';
import { hcpPptA005Sample, hcpPptA034Sample, hcpPptB004Sample, hcpPptB005Sample } from './a-trials';

export { hcpPptA036NumberedSample } from './a-text';

/** zh/en samples of engineer A's medical layouts, by layout id. */
export const medicalSamplesA: Readonly<Record<string, LayoutSample>> = {
  hcp_ppt_a_001: hcpPptA001Sample,
  hcp_ppt_a_004: hcpPptA004Sample,
  hcp_ppt_a_002: hcpPptA002Sample,
  hcp_ppt_a_003: hcpPptA003Sample,
  hcp_ppt_a_005: hcpPptA005Sample,
  hcp_ppt_a_034: hcpPptA034Sample,
  hcp_ppt_b_004: hcpPptB004Sample,
  hcp_ppt_b_005: hcpPptB005Sample,
  hcp_ppt_a_036: hcpPptA036Sample,
  hcp_ppt_a_037: hcpPptA037Sample,
  hcp_ppt_a_038: hcpPptA038Sample,
  hcp_ppt_a_006: hcpPptA006Sample,
  hcp_ppt_a_007: hcpPptA007Sample,
  hcp_ppt_a_008: hcpPptA008Sample,
  hcp_ppt_a_009: hcpPptA009Sample,
};
