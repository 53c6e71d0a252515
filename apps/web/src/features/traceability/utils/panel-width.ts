import type { FileKind } from '@prowrite/contracts';

/** Source preview panel sizes: min 415 px, max 67% of the window, 36% by default. */
export const PANEL_MIN_WIDTH = 415;
export const PANEL_MAX_RATIO = 0.67;
export const PANEL_DEFAULT_RATIO = 0.36;
/** Default width for Word documents (.docx sources; other sources take a share of the window). */
export const PANEL_DOCUMENT_WIDTH = 725;

/** Keeps a dragged width inside 415 px .. 67% of the window, and never wider than the window itself. */
export function clampPanelWidth(width: number, windowWidth: number): number {
  const max = windowWidth * PANEL_MAX_RATIO;
  const clamped = Math.max(PANEL_MIN_WIDTH, Math.min(width, max));
  return Math.round(Math.min(clamped, windowWidth));
}

/** 36% of the window, or 725 px for Word documents; clamped like a dragged width. */
export function defaultPanelWidth(windowWidth: number, kind?: FileKind): number {
  const wanted = kind === 'docx' ? PANEL_DOCUMENT_WIDTH : windowWidth * PANEL_DEFAULT_RATIO;
  return clampPanelWidth(wanted, windowWidth);
}

/** The width after dragging the left edge from `startX` to `x` (the panel grows to the left). */
export function draggedWidth(startWidth: number, startX: number, x: number, windowWidth: number): number {
  return clampPanelWidth(startWidth + (startX - x), windowWidth);
}
