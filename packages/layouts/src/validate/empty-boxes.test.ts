import type { Slide } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { layoutSamples } from '../samples';
import { sample } from '../testing/fixtures';
import { emptyDesignedBoxes } from './empty-boxes';

const without = (slide: Slide, ...ids: string[]): Slide => ({
  ...slide,
  content: slide.content.filter((c) => !ids.includes(c.id)),
});

const sampleOf = (layoutId: string): Slide => sample(layoutId, 'zh');

describe('emptyDesignedBoxes', () => {
  it('finds nothing on the layout samples, which fill every box', () => {
    for (const id of Object.keys(layoutSamples)) expect(emptyDesignedBoxes(sampleOf(id)), id).toEqual([]);
  });

  it('names a drawn panel whose content slots are all empty (its heading stays: a blank labelled box)', () => {
    expect(emptyDesignedBoxes(without(sampleOf('hcp_ppt_a_008'), 'key_points'))).toEqual([
      'box "key_panel" is empty (key_points)',
    ]);
    expect(emptyDesignedBoxes(without(sampleOf('hcp_ppt_a_006'), 'supplement_points'))).toEqual([
      'box "supplement_panel" is empty (supplement_points)',
    ]);
  });

  it('counts a panel as filled when any of its slots has content, and a slot with a fallback as a label', () => {
    // key_points_title falls back to 要点: the key panel still needs its bullets.
    expect(emptyDesignedBoxes(without(sampleOf('hcp_ppt_a_006'), 'key_points_title'))).toEqual([]);
    expect(emptyDesignedBoxes(without(sampleOf('hcp_ppt_a_006'), 'key_points'))).toContain(
      'box "key_panel" is empty (key_points)',
    );
  });

  it('names a required slot left out and skips slots that hide when empty', () => {
    expect(emptyDesignedBoxes(without(sampleOf('hcp_ppt_a_008'), 'value1'))).toContain(
      'required "value1" is empty',
    );
    // The conclusion band hides when empty.
    expect(emptyDesignedBoxes(without(sampleOf('hcp_ppt_a_006'), 'key_conclusion'))).toEqual([]);
  });

  it('treats a whitespace-only text as empty', () => {
    const slide = sampleOf('hcp_ppt_a_008');
    const blank = {
      ...slide,
      content: slide.content.map((c) => (c.id === 'key_points' ? { ...c, list: [] } : c)),
    };
    expect(emptyDesignedBoxes(blank)).toEqual(['box "key_panel" is empty (key_points)']);
  });

  it('names an unknown layout', () => {
    expect(emptyDesignedBoxes({ ...sampleOf('hcp_ppt_a_008'), slide_id: 'nope' })).toEqual([
      'unknown layout nope',
    ]);
  });
});
