import { describe, expect, it } from 'vitest';
import { targetFor } from './revise-target';

describe('targetFor', () => {
  it('keeps the pick while the same work is shown', () => {
    expect(targetFor({ workId: 'a', componentId: 'c1' }, 'a')).toEqual({ workId: 'a', componentId: 'c1' });
    expect(targetFor({ workId: 'a', slideNum: 4 }, 'a')).toEqual({ workId: 'a', slideNum: 4 });
  });

  it('drops the slide and the component when another work (or none) is shown', () => {
    expect(targetFor({ workId: 'a', componentId: 'c1', slideNum: 4 }, 'b')).toEqual({ workId: 'b' });
    expect(targetFor({ workId: 'a', slideNum: 4 }, null)).toEqual({ workId: null });
  });

  it('does not bring an old pick back when the first work is shown again', () => {
    // The panel stores what targetFor returned on the switch, so going back starts with no pick.
    const switched = targetFor({ workId: 'a', componentId: 'c1' }, 'b');
    expect(targetFor(switched, 'a')).toEqual({ workId: 'a' });
  });
});
