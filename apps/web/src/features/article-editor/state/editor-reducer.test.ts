import { COMPONENT_CHAR_LIMITS, type WorkDetail, workDetailSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { createSerialQueue } from '../utils/serial-queue';
import { component } from '../utils/test-fixtures';
import { setValueById } from '../utils/text-edits';
import { editorReducer, savableIds } from './editor-reducer';
import { type ArticleEditorState, initialEditorState } from './editor-state';

const summary = (id: string, value: string) =>
  component(id, 'summary', { contents: [{ id: 'summary', type: 'text', value }] });

function detail(components = [summary('s1', 'a'), summary('s2', 'b')], version = 3): WorkDetail {
  return workDetailSchema.parse({
    baseInfo: { id: 'w', name: '推文', type: 'Tweets', format: 'article' },
    select_template: 'tweets_template2',
    select_optional_components: ['summary'],
    out_lang: 'zh-cn',
    report_status: 1,
    process: 'end',
    progress: 100,
    err_msg: '',
    file_ids: ['f'],
    slide_list: [],
    components,
    theme_color: '#14ACB2',
    comment_num: 0,
    updated_at: 1,
    version,
    ppt_id: null,
    report_id: null,
  });
}

const result = (version: number, revocation = 1) => ({
  updated_at: 1_750_000_000,
  export_write_name: 'x',
  outline: [],
  version,
  revocation,
});

function loaded(): ArticleEditorState {
  return editorReducer(initialEditorState('w'), {
    type: 'loaded',
    detail: detail(),
    companyElement: false,
    revocation: 0,
  });
}

describe('article editor reducer', () => {
  it('loads the work', () => {
    const s = loaded();
    expect(s).toMatchObject({ phase: 'ready', type: 'Tweets', version: 3, themeColour: '#14ACB2' });
    expect(s.components.map((c) => c.id)).toEqual(['s1', 's2']);
  });

  it('adds streamed components once (replays replace by id)', () => {
    let s = editorReducer(initialEditorState('w'), { type: 'component', component: summary('c1', 'x') });
    s = editorReducer(s, { type: 'component', component: summary('c1', 'y') });
    expect(s.components).toHaveLength(1);
    expect(s.components[0]?.contents[0]?.value).toBe('y');
  });

  it('marks an edited component dirty and bumps the revision; a no-op edit changes nothing', () => {
    const s = loaded();
    const same = editorReducer(s, { type: 'edit', id: 's1', update: (c) => c });
    expect(same).toBe(s);
    const next = editorReducer(s, {
      type: 'edit',
      id: 's1',
      update: (c) => setValueById(c, 'summary', 'new'),
    });
    expect(next.dirty).toEqual(['s1']);
    expect(next.revision).toBe(1);
    expect(savableIds(next)).toEqual(['s1']);
  });

  it('keeps over-limit text locally and out of the save queue until it fits', () => {
    const s = loaded();
    const long = 'x'.repeat(COMPONENT_CHAR_LIMITS.summary + 1);
    const over = editorReducer(s, {
      type: 'edit',
      id: 's1',
      update: (c) => setValueById(c, 'summary', long),
    });
    expect(over.overLimit.s1).toMatchObject({ state: 'over', limit: COMPONENT_CHAR_LIMITS.summary });
    expect(over.components[0]?.contents[0]?.value).toBe(long);
    expect(savableIds(over)).toEqual([]);
    const fits = editorReducer(over, {
      type: 'edit',
      id: 's1',
      update: (c) => setValueById(c, 'summary', 'ok'),
    });
    expect(fits.overLimit.s1).toBeUndefined();
    expect(savableIds(fits)).toEqual(['s1']);
  });

  it('stays dirty when edited again while its save was on the way', () => {
    const s = editorReducer(loaded(), {
      type: 'edit',
      id: 's1',
      update: (c) => setValueById(c, 'summary', 'one'),
    });
    const sent = s.components[0]!;
    const typed = editorReducer(s, {
      type: 'edit',
      id: 's1',
      update: (c) => setValueById(c, 'summary', 'two'),
    });
    const saved = editorReducer(typed, {
      type: 'componentSaved',
      id: 's1',
      component: sent,
      result: result(4),
    });
    expect(saved.dirty).toEqual(['s1']);
    expect(saved.version).toBe(4);
    expect(saved.revocation).toBe(1);
    expect(saved.savedAt).toBe(1_750_000_000_000);
    const clean = editorReducer(s, { type: 'componentSaved', id: 's1', component: sent, result: result(4) });
    expect(clean.dirty).toEqual([]);
  });

  it('does not redraw the fields when the post-generation sync brings what was streamed', () => {
    const s = loaded();
    const same = editorReducer(s, { type: 'synced', detail: detail(undefined, 7) });
    expect(same.epoch).toBe(s.epoch);
    expect(same.components).toBe(s.components);
    expect(same.version).toBe(7);
    const changed = editorReducer(s, { type: 'synced', detail: detail([summary('s1', 'other')], 7) });
    expect(changed.epoch).toBe(s.epoch + 1);
    expect(changed.components).toHaveLength(1);
  });

  it('ignores the post-generation sync once the user has edited', () => {
    const s = editorReducer(loaded(), {
      type: 'edit',
      id: 's1',
      update: (c) => setValueById(c, 'summary', 'mine'),
    });
    expect(editorReducer(s, { type: 'synced', detail: detail([], 9) })).toBe(s);
  });

  it('after a conflict keeps my unsaved components on top of the newer work, or drops them', () => {
    let s = editorReducer(loaded(), {
      type: 'edit',
      id: 's1',
      update: (c) => setValueById(c, 'summary', 'mine'),
    });
    s = editorReducer(s, { type: 'conflict', message: 'stale' });
    const newer = detail([summary('s1', 'theirs'), summary('s2', 'theirs too')], 7);
    const kept = editorReducer(s, { type: 'reloaded', detail: newer, keepMine: true });
    expect(kept.conflict).toBeNull();
    expect(kept.version).toBe(7);
    expect(kept.components.map((c) => c.contents[0]?.value)).toEqual(['mine', 'theirs too']);
    expect(kept.dirty).toEqual(['s1']);
    expect(kept.epoch).toBe(s.epoch + 1);
    const dropped = editorReducer(s, { type: 'reloaded', detail: newer, keepMine: false });
    expect(dropped.components.map((c) => c.contents[0]?.value)).toEqual(['theirs', 'theirs too']);
    expect(dropped.dirty).toEqual([]);
  });

  it('applies structure changes and undo from the server', () => {
    const s = loaded();
    const removed = editorReducer(s, {
      type: 'structureSaved',
      components: [s.components[1]!],
      result: result(4, 2),
    });
    expect(removed.components.map((c) => c.id)).toEqual(['s2']);
    expect(removed.revocation).toBe(2);
    const undone = editorReducer(removed, {
      type: 'withdrawn',
      components: s.components,
      result: result(5, 1),
    });
    expect(undone.components.map((c) => c.id)).toEqual(['s1', 's2']);
    expect(undone.epoch).toBe(removed.epoch + 1);
  });

  it('shows and clears the loading flag of an inserted component', () => {
    const s = loaded();
    const on = editorReducer(s, { type: 'setLoading', id: 's2', on: true });
    expect(on.components[1]?.show_loading).toBe(true);
    expect(editorReducer(on, { type: 'setLoading', id: 's2', on: false }).components[1]?.show_loading).toBe(
      false,
    );
  });
});

describe('serial queue', () => {
  it('runs tasks one after another, even after a failure', async () => {
    const queue = createSerialQueue();
    const order: string[] = [];
    const slow = queue.run(async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('a');
      throw new Error('a failed');
    });
    const fast = queue.run(async () => {
      order.push('b');
      return 'b';
    });
    expect(queue.busy()).toBe(true);
    await expect(slow).rejects.toThrow('a failed');
    await expect(fast).resolves.toBe('b');
    expect(order).toEqual(['a', 'b']);
    expect(queue.busy()).toBe(false);
  });
});
