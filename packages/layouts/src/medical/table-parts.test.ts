import { describe, expect, it } from 'vitest';
import { table } from '../samples/build';
import { validateSlideContent } from '../validate/validate-slide';
import { sample } from '../testing/fixtures';
import { asTableSlot, MEDICAL_TABLE_CONTENT_IDS } from './table-parts';

describe('asTableSlot (spec table content ids into the generic table slot)', () => {
  it('moves every spec table id into `table`, keeping the original id in text', () => {
    for (const id of MEDICAL_TABLE_CONTENT_IDS) {
      const moved = asTableSlot(table(id, ['a'], [['1']]));
      expect(moved).toMatchObject({ id: 'table', type: 'table', text: id, json: { headers: ['a'] } });
    }
  });

  it('leaves other items alone, and a slide holding a spec id only validates once moved', () => {
    const title = { id: 'title', type: 'text' as const, text: 'x' };
    expect(asTableSlot(title)).toBe(title);
    const s = sample('hcp_ppt_a_029', 'en');
    const raw = {
      ...s,
      content: s.content.map((c) => (c.id === 'table' ? { ...c, id: 'table_adverse_events' } : c)),
    };
    expect(validateSlideContent(raw).ok).toBe(false);
    expect(validateSlideContent({ ...raw, content: raw.content.map(asTableSlot) })).toEqual({ ok: true });
  });
});
