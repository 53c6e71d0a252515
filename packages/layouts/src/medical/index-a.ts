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
import { hcpPptA034 } from './hcp-ppt-a-034';
import { hcpPptA036 } from './hcp-ppt-a-036';
import { hcpPptA037 } from './hcp-ppt-a-037';
import { hcpPptA038 } from './hcp-ppt-a-038';
import { hcpPptB004 } from './hcp-ppt-b-004';
import { hcpPptB005 } from './hcp-ppt-b-005';

/** Engineer A's medical layouts: covers, sections, trial designs, grouped text, comparisons, closing. */
export const medicalLayoutsA: LayoutDeclaration[] = [
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
];
