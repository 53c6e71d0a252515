import type { LayoutDeclaration } from '../model';
import { chapterTitle001 } from './chapter-title-001';
import { clinicalTrial001 } from './clinical-trial-001';
import { closingSlide001 } from './closing-slide-001';
import { coverSlide001 } from './cover-slide-001';
import { coverSlide001Alt } from './cover-slide-001-alt';
import { sectionSlide001 } from './section-slide-001';
import { sectionSlide002 } from './section-slide-002';
import { sectionSlide003 } from './section-slide-003';
import { sectionSlide004 } from './section-slide-004';
import { sectionSlide005 } from './section-slide-005';
import { sectionSlide006 } from './section-slide-006';
import { sectionSlide007 } from './section-slide-007';
import { slideContent001 } from './slide-content-001';
import { slideTable001 } from './slide-table-001';
import { tableOfTheContents001 } from './table-of-the-contents-001';
import { titleBody001 } from './title-body-001';
import { titleOnly001 } from './title-only-001';

/** The general family, in deck order. */
export const generalLayouts: LayoutDeclaration[] = [
  coverSlide001,
  coverSlide001Alt,
  tableOfTheContents001,
  chapterTitle001,
  sectionSlide001,
  sectionSlide002,
  sectionSlide003,
  sectionSlide004,
  sectionSlide005,
  sectionSlide006,
  sectionSlide007,
  slideContent001,
  slideTable001,
  titleOnly001,
  titleBody001,
  clinicalTrial001,
  closingSlide001,
];
