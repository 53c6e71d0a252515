import type { LayoutDeclaration } from '../model';
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

/** Engineer B's medical layouts: figure slides (013-018), bullet and text slides (019-023), tables (024-030). */
export const medicalLayoutsB: LayoutDeclaration[] = [
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
