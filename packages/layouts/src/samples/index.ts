import type { LayoutSample } from './build';
import { clinicalTrial001Sample } from './general/clinical-trial';
import { slideContent001Sample, slideTable001Sample, titleBody001Sample } from './general/content';
import {
  chapterTitle001Sample,
  closingSlide001Sample,
  coverSlide001AltSample,
  coverSlide001Sample,
  tableOfTheContents001Sample,
  titleOnly001Sample,
} from './general/openers';
import {
  sectionSlide001Sample,
  sectionSlide002Sample,
  sectionSlide003Sample,
  sectionSlide004Sample,
  sectionSlide005Sample,
  sectionSlide006Sample,
  sectionSlide007Sample,
} from './general/sections';
import { medicalSamples } from './medical';

export { type LayoutSample, sampleFigure, sampleReferences } from './build';

/** A zh and an en sample slide per layout id (gallery, visual tests, resolver tests). */
export const layoutSamples: Readonly<Record<string, LayoutSample>> = {
  cover_slide_001: coverSlide001Sample,
  cover_slide_001_alt: coverSlide001AltSample,
  table_of_the_contents_001: tableOfTheContents001Sample,
  chapter_title_001: chapterTitle001Sample,
  section_slide_001: sectionSlide001Sample,
  section_slide_002: sectionSlide002Sample,
  section_slide_003: sectionSlide003Sample,
  section_slide_004: sectionSlide004Sample,
  section_slide_005: sectionSlide005Sample,
  section_slide_006: sectionSlide006Sample,
  section_slide_007: sectionSlide007Sample,
  slide_content_001: slideContent001Sample,
  slide_table_001: slideTable001Sample,
  title_only_001: titleOnly001Sample,
  title_body_001: titleBody001Sample,
  clinical_trial_001: clinicalTrial001Sample,
  closing_slide_001: closingSlide001Sample,
  ...medicalSamples,
};
