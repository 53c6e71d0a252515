import { describe, expect, it } from 'vitest';
import { clampPanelWidth, defaultPanelWidth, draggedWidth } from './panel-width';

describe('source panel width', () => {
  it('keeps dragged widths between 415 px and 67% of the window', () => {
    expect(clampPanelWidth(300, 1600)).toBe(415);
    expect(clampPanelWidth(600, 1600)).toBe(600);
    expect(clampPanelWidth(1500, 1600)).toBe(1072);
  });

  it('never exceeds a window narrower than the minimum', () => {
    expect(clampPanelWidth(600, 500)).toBe(415);
    expect(clampPanelWidth(600, 380)).toBe(380);
  });

  it('defaults to 36% of the window, or 725 px for Word documents', () => {
    expect(defaultPanelWidth(2000)).toBe(720);
    expect(defaultPanelWidth(2000, 'pdf')).toBe(720);
    expect(defaultPanelWidth(2000, 'docx')).toBe(725);
    // 36% of a small window is below the minimum; 725 px is above 67% of it.
    expect(defaultPanelWidth(1000)).toBe(415);
    expect(defaultPanelWidth(1000, 'docx')).toBe(670);
  });

  it('grows when the left edge is dragged left and shrinks when dragged right', () => {
    expect(draggedWidth(500, 800, 700, 1600)).toBe(600);
    expect(draggedWidth(500, 800, 900, 1600)).toBe(415);
    expect(draggedWidth(500, 800, -2000, 1600)).toBe(1072);
  });
});
