import { COMPONENT_CHAR_LIMITS } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import {
  addImageToBody,
  bodyInsertIndex,
  insertBodyItem,
  removeBodyItem,
  removeImage,
  replaceImage,
  textBodyItem,
} from './body-items';
import {
  addExpertAfter,
  emptyExpert,
  expertsOf,
  removeAvatar,
  removeDescription,
  removeExpert,
} from './experts';
import { hintFromServer, limitHint, NEAR_LIMIT_RATIO } from './limits';
import { imagesOf, readItems } from './locations';
import {
  insertComponentAfter,
  insertKeyAfter,
  isMovable,
  isRemovable,
  swap,
  swapComponents,
} from './reorder';
import { articleWith, body, component, experts, image } from './test-fixtures';
import { setBodyText, setChapterTitle, setImageText, setSectionTitle, setValueById } from './text-edits';

const chapterLoc = { content: 0, chapter: 0 };
const chapterList = { chapter: chapterLoc, section: null };
const sectionList = { chapter: chapterLoc, section: 0 };

describe('limit hints (section 9, measureText: non-ASCII counts 2)', () => {
  const summary = (text: string) =>
    component('s', 'summary', { contents: [{ id: 'summary', type: 'text', value: text }] });

  it('is quiet well under the limit', () => {
    expect(limitHint(summary('短文本')).state).toBe('ok');
  });

  it('shows a used/limit counter within 10% of the limit', () => {
    const limit = COMPONENT_CHAR_LIMITS.summary;
    const used = Math.ceil(limit * NEAR_LIMIT_RATIO);
    const hint = limitHint(summary('x'.repeat(used)));
    expect(hint).toEqual({ state: 'near', kind: 'summary', used, limit });
  });

  it('counts CJK as two and reports the broken limit with used and limit', () => {
    const limit = COMPONENT_CHAR_LIMITS.summary;
    const hint = limitHint(summary('字'.repeat(limit / 2 + 1)));
    expect(hint).toMatchObject({ state: 'over', kind: 'summary', used: limit + 2, limit });
  });

  it('holds a body inside a chapter to the body limit', () => {
    const hint = limitHint(articleWith([body('b1', '中'.repeat(1001))]));
    expect(hint).toMatchObject({
      state: 'over',
      kind: 'body',
      limit: COMPONENT_CHAR_LIMITS.body,
      used: 2002,
    });
  });

  it('reads the limit from a 10008 message when the local check passes', () => {
    const hint = hintFromServer(summary('abc'), 'summary is over its limit of 2000 characters');
    expect(hint).toMatchObject({ state: 'over', limit: 2000, used: 3 });
  });
});

describe('reorder rules', () => {
  const list = [
    component('banner', 'banner'),
    component('intro', 'introduction'),
    component('art', 'article'),
    component('sum', 'summary'),
    component('code', 'review_code'),
  ];

  it('swaps two movable components', () => {
    expect(swapComponents(list, 'intro', 'sum')?.map((c) => c.id)).toEqual([
      'banner',
      'sum',
      'art',
      'intro',
      'code',
    ]);
  });

  it('refuses to move banner or review code, or to drop onto them', () => {
    expect(swapComponents(list, 'banner', 'intro')).toBeNull();
    expect(swapComponents(list, 'intro', 'banner')).toBeNull();
    expect(swapComponents(list, 'sum', 'code')).toBeNull();
    expect(swapComponents(list, 'intro', 'intro')).toBeNull();
    expect(swapComponents(list, 'intro', 'missing')).toBeNull();
    expect(isMovable('review_code')).toBe(false);
    expect(isMovable('quote')).toBe(true);
  });

  it('swaps two items of a list and leaves bad indexes alone', () => {
    expect(swap(['a', 'b', 'c'], 0, 2)).toEqual(['c', 'b', 'a']);
    const same = ['a', 'b'];
    expect(swap(same, 0, 5)).toBe(same);
  });

  it('offers remove except on banner, article, experts and images (and images of patient posts)', () => {
    expect(isRemovable('banner', 'Tweets')).toBe(false);
    expect(isRemovable('article', 'Tweets')).toBe(false);
    expect(isRemovable('personal_introductions', 'Tweets')).toBe(false);
    expect(isRemovable('image', 'Tweets')).toBe(false);
    expect(isRemovable('image', 'PatientEducationPost')).toBe(false);
    expect(isRemovable('quote', 'PatientEducationPost')).toBe(true);
    expect(isRemovable('summary', 'Tweets')).toBe(true);
  });
});

describe('insert positions', () => {
  it('adds a component right after the chosen index (component_key = position + 1)', () => {
    const list = [component('a', 'banner'), component('b', 'summary')];
    const quote = component('q', 'quote');
    expect(insertComponentAfter(list, 0, quote).map((c) => c.id)).toEqual(['a', 'q', 'b']);
    expect(insertComponentAfter(list, 1, quote).map((c) => c.id)).toEqual(['a', 'b', 'q']);
    expect(insertComponentAfter(list, -1, quote).map((c) => c.id)).toEqual(['q', 'a', 'b']);
    expect(insertKeyAfter(0)).toBe(2);
    expect(insertKeyAfter(-1)).toBe(1);
  });

  it('inserts body items after the index; -1 appends at chapter level, leads at section level', () => {
    expect(bodyInsertIndex(3, 0, 'chapter')).toBe(1);
    expect(bodyInsertIndex(3, -1, 'chapter')).toBe(3);
    expect(bodyInsertIndex(3, -1, 'section')).toBe(0);
    expect(bodyInsertIndex(3, 9, 'chapter')).toBe(3);
    const art = articleWith([body('b1', 'one'), body('b2', 'two')], [body('s1', 'sec')]);
    const atEnd = insertBodyItem(art, chapterList, -1, textBodyItem('new'));
    expect(readItems(atEnd, chapterList).map((i) => i.body.text)).toEqual(['one', 'two', 'new']);
    const first = insertBodyItem(art, sectionList, -1, textBodyItem('lead'));
    expect(readItems(first, sectionList).map((i) => i.body.text)).toEqual(['lead', 'sec']);
    const middle = insertBodyItem(art, chapterList, 0, textBodyItem('mid'));
    expect(readItems(middle, chapterList).map((i) => i.body.text)).toEqual(['one', 'mid', 'two']);
  });

  it('adds an image to a body image list', () => {
    const art = articleWith([body('b1', 'text', [image('i1')])]);
    const next = addImageToBody(art, chapterList, 0, image('i2'));
    expect(readItems(next, chapterList)[0]?.body.images.map((i) => i.id)).toEqual(['i1', 'i2']);
  });
});

describe('expert remove rules', () => {
  it('removes an item when several exist', () => {
    const outcome = removeExpert(experts(3), 1);
    expect(outcome.kind).toBe('item');
    if (outcome.kind === 'item')
      expect(expertsOf(outcome.component).map((e) => e.expert.id)).toEqual(['e0', 'e2']);
  });

  it('asks to delete the whole component when only one exists', () => {
    expect(removeExpert(experts(1), 0)).toEqual({ kind: 'component' });
  });

  it('adds an expert after any item, including before the first', () => {
    const first = addExpertAfter(experts(2), -1, emptyExpert('new'));
    expect(expertsOf(first).map((e) => e.expert.id)).toEqual(['new', 'e0', 'e1']);
    const after = addExpertAfter(experts(2), 0, emptyExpert('new'));
    expect(expertsOf(after).map((e) => e.expert.id)).toEqual(['e0', 'new', 'e1']);
    const none = addExpertAfter(experts(0), -1, emptyExpert('new'));
    expect(expertsOf(none).map((e) => e.expert.id)).toEqual(['new']);
  });

  it('removing an avatar or a description empties it and sets its flag', () => {
    const c = experts(1);
    const noAvatar = removeAvatar(c, 0).contents[0]?.expert;
    expect(noAvatar).toMatchObject({ avatar: '', avatar_remove_flag: true });
    const noDesc = removeDescription(c, 0).contents[0]?.expert;
    expect(noDesc).toMatchObject({ desc: '', desc_remove_flag: true });
  });
});

describe('body and image edits', () => {
  it('removing a body with images deletes only its text; without images the whole item', () => {
    const art = articleWith([body('b1', 'text', [image('i1')]), body('b2', 'plain')]);
    const textGone = removeBodyItem(art, chapterList, 0);
    expect(readItems(textGone, chapterList).map((i) => [i.id, i.body.text])).toEqual([
      ['b1', ''],
      ['b2', 'plain'],
    ]);
    const itemGone = removeBodyItem(art, chapterList, 1);
    expect(readItems(itemGone, chapterList).map((i) => i.id)).toEqual(['b1']);
  });

  it('regenerate keeps the uniq_id; replace takes the new one; empty texts keep the old', () => {
    const old = image('old', { image_title: '图1', footnote: '<p>注</p>' });
    const art = articleWith([body('b1', '', [old])]);
    const loc = { kind: 'body' as const, container: chapterList, item: 0, slot: 0 };
    const fresh = image('fresh');
    const regenerated = readItems(replaceImage(art, loc, fresh, 'regenerate'), chapterList)[0]?.body
      .images[0];
    expect(regenerated).toMatchObject({
      uniq_id: old.uniq_id,
      url: fresh.url,
      image_title: '图1',
      footnote: '<p>注</p>',
    });
    const replaced = readItems(replaceImage(art, loc, fresh, 'replace'), chapterList)[0]?.body.images[0];
    expect(replaced?.uniq_id).toBe(fresh.uniq_id);
  });

  it('removing the last image of an empty body removes the body', () => {
    const art = articleWith([body('b1', '', [image('i1')]), body('b2', 'keep')]);
    const next = removeImage(art, { kind: 'body', container: chapterList, item: 0, slot: 0 });
    expect(readItems(next, chapterList).map((i) => i.id)).toEqual(['b2']);
  });

  it('edits texts in place, sharing everything untouched, and returns the same object for no change', () => {
    const art = articleWith([body('b1', 'one')], [body('s1', 'sec')]);
    expect(setBodyText(art, chapterList, 0, 'one')).toBe(art);
    const next = setBodyText(art, chapterList, 0, '<p>新</p>');
    expect(readItems(next, chapterList)[0]?.body.text).toBe('<p>新</p>');
    expect(readItems(next, sectionList)).toBe(readItems(art, sectionList));
    expect(setChapterTitle(art, chapterLoc, '新章节').contents[0]?.chapters?.[0]?.chapter_title).toBe(
      '新章节',
    );
    expect(
      setSectionTitle(art, chapterLoc, 0, '新小节').contents[0]?.chapters?.[0]?.sections[0]?.section_title,
    ).toBe('新小节');
    const withImage = articleWith([body('b1', '', [image('i1')])]);
    const titled = setImageText(
      withImage,
      { kind: 'body', container: chapterList, item: 0, slot: 0 },
      'image_title',
      'T',
    );
    expect(imagesOf([titled])[0]?.image_title).toBe('T');
  });

  it('creates a missing banner entry (drug name) and leaves an empty one uncreated', () => {
    const banner = component('b', 'banner', { contents: [{ id: 'post_title', type: 'text', value: 'T' }] });
    expect(setValueById(banner, 'drug_name', '')).toBe(banner);
    expect(setValueById(banner, 'drug_name', 'X').contents.map((c) => c.id)).toEqual([
      'post_title',
      'drug_name',
    ]);
  });
});
