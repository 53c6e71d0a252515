/** The design space every layout is declared in: 960 x 540 px (16:9). PPTX maps 960 px to 10 in. */
export const SLIDE_WIDTH = 960;
export const SLIDE_HEIGHT = 540;
/** 96 px per inch: 960 px = 10 in, 540 px = 5.625 in, as the PPTX writer places shapes. */
export const PX_PER_INCH = 96;

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
