import type { LayoutDeclaration } from '../model';
import { hcpPptA001 } from './hcp-ppt-a-001';
import { hcpPptA002 } from './hcp-ppt-a-002';
import { hcpPptA003 } from './hcp-ppt-a-003';
import { hcpPptA004 } from './hcp-ppt-a-004';
import { hcpPptA005 } from './hcp-ppt-a-005';
import { hcpPptA006 } from './hcp-ppt-a-006';
import { hcpPptA007 } from './hcp-ppt-a-007';
import { hcpPptA008 } from './hcp-ppt-a-008';
import { hcpPptA009 } from './hcp-ppt-a-009';
import { hcpPptA013 } from './hcp-ppt-a-013';
import { hcpPptA014 } from './hcp-ppt-a-014';
import { hcpPptA015 } from './hcp-ppt-a-015';
import { hcpPptA016 } from './hcp-ppt-a-016';
import { hcpPptA017 } from './hcp-ppt-a-017';
import { hcpPptA018 } from './hcp-ppt-a-018';
import { hcpPptA019 } from './hcp-ppt-a-019';
import { hcpPptA020 } from './hcp-ppt-a-020';
import { hcpPptA021 } from './hcp-ppt-a-021';
import { hcpPptA022 } from './hcp-ppt-a-022';
import { hcpPptA023 } from './hcp-ppt-a-023';
import { hcpPptA024 } from './hcp-ppt-a-024';
import { hcpPptA025 } from './hcp-ppt-a-025';
import { hcpPptA026 } from './hcp-ppt-a-026';
import { hcpPptA027 } from './hcp-ppt-a-027';
import { hcpPptA028 } from './hcp-ppt-a-028';
import { hcpPptA029 } from './hcp-ppt-a-029';
import { hcpPptA030 } from './hcp-ppt-a-030';
import { hcpPptA034 } from './hcp-ppt-a-034';
import { hcpPptA036 } from './hcp-ppt-a-036';
import { hcpPptA037 } from './hcp-ppt-a-037';
import { hcpPptA038 } from './hcp-ppt-a-038';
import { hcpPptB004 } from './hcp-ppt-b-004';
import { hcpPptB005 } from './hcp-ppt-b-005';

/**
 * The medical family (hcp_ppt_*), registered after the general family, in gallery order: covers, sections,
 * trial designs, grouped text, comparisons and closing; then figure slides (013-018), bullet and text slides
 * (019-023) and tables (024-030).
 */
export const medicalLayouts: LayoutDeclaration[] = [
  hcpPptA001,
  hcpPptA004,
  hcpPptA002,
  hcpPptA003,
  hcpPptA005,
  hcpPptA034,
  hcpPptB004,
  hcpPptB005,
  hcpPptA036,
  hcpPptA037,
  hcpPptA038,
  hcpPptA006,
  hcpPptA007,
  hcpPptA008,
  hcpPptA009,
  // Figure, bullet/text and table slides.
  hcpPptA013,
  hcpPptA014,
  hcpPptA015,
  hcpPptA016,
  hcpPptA017,
  hcpPptA018,
  hcpPptA019,
  hcpPptA020,
  hcpPptA021,
  hcpPptA022,
  hcpPptA023,
  hcpPptA024,
  hcpPptA025,
  hcpPptA026,
  hcpPptA027,
  hcpPptA028,
  hcpPptA029,
  hcpPptA030,
];
