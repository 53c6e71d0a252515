import { type Slide, slideSchema, type WorkDetail } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { applyTextEdit } from '../utils/apply-text-edit';
import { deckReducer } from './deck-reducer';
import { type DeckAction, type DeckState, initialDeckState } from './deck-state';

const slide = (n: number, title: string): Slide =>
  slideSchema.parse({
    slide_num: n,
    slide_id: 'title_only_001',
    content: [{ id: 'slide_title', type: 'text', text: title }],
  });

const detail = (slides: Slide[], over: Partial<WorkDetail> = {}): WorkDetail => ({
  baseInfo: { id: 'w1', name: 'Deck', type: 'PPT', format: 'slides' },
  select_template: 'general',
  select_optional_components: [],
  out_lang: 'en',
  report_status: 1,
  process: 'end',
  progress: 100,
  err_msg: '',
  file_ids: [],
  slide_list: slides,
  components: [],
  theme_color: '',
  comment_num: 0,
  updated_at: 0,
  version: 4,
  ppt_id: null,
  report_id: null,
  ...over,
});

const run = (state: DeckState, ...actions: DeckAction[]) => actions.reduce(deckReducer, state);
const start = () => initialDeckState({ id: 'w1', reportId: null, showAnimation: true });
const source = { contentId: 'slide_title' };
const edit = (state: DeckState, n: number, text: string): DeckAction => {
  const current = state.slides.find((s) => s.slide_num === n)!;
  return {
    type: 'edit',
    slideNum: n,
    slide: applyTextEdit(current, source, text),
    edit: { slideNum: n, source, text },
    undoEdit: { slideNum: n, source, text: current.content[0]!.text! },
  };
};
const title = (state: DeckState, n: number) => state.slides.find((s) => s.slide_num === n)?.content[0]?.text;

describe('deck state', () => {
  it('collects streamed slides in order, replays included, and ends with the version of done', () => {
    let s = run(start(), { type: 'loaded', detail: detail([], { process: 'inProgress', version: 1 }) });
    expect(s.liveGeneration).toBe(true);
    s = run(
      s,
      { type: 'slide', slide: slide(2, 'b') },
      { type: 'slide', slide: slide(1, 'a') },
      { type: 'slide', slide: slide(2, 'b') },
      { type: 'status', process: 'inProgress', reportStatus: 0, progress: 50 },
    );
    expect(s.slides.map((x) => x.slide_num)).toEqual([1, 2]);
    expect(s.progress).toBe(50);
    s = run(s, { type: 'done', version: 3, reportStatus: 1 });
    expect(s.process).toBe('end');
    expect(s.version).toBe(3);
  });

  it('edits, undoes and redoes over slide states, each step marked for saving', () => {
    let s = run(start(), { type: 'loaded', detail: detail([slide(1, 'One'), slide(2, 'Two')]) });
    s = run(s, edit(s, 1, 'First'));
    s = run(s, edit(s, 2, 'Second'));
    expect([title(s, 1), title(s, 2)]).toEqual(['First', 'Second']);
    expect(s.dirty).toEqual([1, 2]);
    s = run(s, { type: 'undo' });
    expect(title(s, 2)).toBe('Two');
    s = run(s, { type: 'undo' }, { type: 'undo' });
    expect(title(s, 1)).toBe('One');
    expect(s.redo).toHaveLength(2);
    s = run(s, { type: 'redo' });
    expect(title(s, 1)).toBe('First');
    // A new edit clears what could be redone.
    s = run(s, edit(s, 2, 'Zwei'));
    expect(s.redo).toHaveLength(0);
    expect(s.unsavedEdits.map((e) => e.text)).toEqual(['First', 'Second', 'Two', 'One', 'First', 'Zwei']);
  });

  it('keeps a slide dirty when it was edited again while its save was on the way', () => {
    let s = run(start(), { type: 'loaded', detail: detail([slide(1, 'One')]) });
    s = run(s, edit(s, 1, 'A'), { type: 'saveStarted' });
    const sent = s.slides[0]!;
    s = run(
      s,
      edit(s, 1, 'AB'),
      { type: 'slideSaved', slideNum: 1, slide: sent, version: 5 },
      { type: 'saveFinished' },
    );
    expect(s.dirty).toEqual([1]);
    expect(s.version).toBe(5);
    s = run(s, { type: 'slideSaved', slideNum: 1, slide: s.slides[0]!, version: 6 });
    expect(s.dirty).toEqual([]);
    expect(s.unsavedEdits).toEqual([]);
  });

  it('goes back to the last saved slide when the server refuses it', () => {
    let s = run(start(), { type: 'loaded', detail: detail([slide(1, 'One')]) });
    s = run(s, edit(s, 1, 'Too long'), { type: 'saveStarted' }, { type: 'saveRefused', slideNum: 1 });
    expect(title(s, 1)).toBe('One');
    expect(s.dirty).toEqual([]);
    expect(s.saving).toBe(false);
  });

  it('after a conflict, reloads the newer deck and types the unsaved edits again', () => {
    let s = run(start(), { type: 'loaded', detail: detail([slide(1, 'One'), slide(2, 'Two')]) });
    s = run(s, edit(s, 1, 'Mine'), { type: 'conflict', message: 'changed elsewhere' });
    expect(s.conflict).toBe('changed elsewhere');
    const theirs = detail([slide(1, 'One'), slide(2, 'Theirs')], { version: 9 });
    s = run(s, { type: 'reloaded', detail: theirs, reapply: s.unsavedEdits });
    expect([title(s, 1), title(s, 2)]).toEqual(['Mine', 'Theirs']);
    expect(s.version).toBe(9);
    expect(s.dirty).toEqual([1]);
    expect(s.conflict).toBeNull();
  });

  it('does not overwrite local edits when the detail is synced after generation', () => {
    let s = run(start(), { type: 'loaded', detail: detail([slide(1, 'One')]) });
    s = run(s, edit(s, 1, 'Mine'), { type: 'synced', detail: detail([slide(1, 'One')], { version: 7 }) });
    expect(title(s, 1)).toBe('Mine');
  });
});
