import type { Slide } from '@prowrite/contracts';
import { sentenceParts, shortenSlide } from '@prowrite/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import {
  auth,
  createWork,
  detail,
  generated,
  seedCorpusFile,
  seedParsedFile,
  startWorker,
} from '../works/testing/works-test-kit';
import { askWork, decide, reviseKit, slideOf, textOf } from './testing/revise-test-kit';

let t: TestApp;
let base: string;
const revise = reviseKit(
  () => t,
  () => base,
);
let worker: Worker;
let workId = '';
let slides: Slide[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  worker = startWorker(t);
  const fileId = await seedCorpusFile(t, 'text/st03.txt');
  if (!fileId) return;
  workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
  slides = (await generated(t, t.admin.token, workId)).slide_list as Slide[];
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

/** A slide the offline engine can shorten (a prose text of several sentences), by the engine's own rule. */
function shortenable(): Slide {
  const found = slides.find((s) => 'slide' in shortenSlide(s, []));
  expect(found, 'a slide with a prose text of several sentences').toBeDefined();
  return found!;
}

describe('the chat-revise panel on a corpus paper (offline)', () => {
  it('answers a question about the sources with citations, in a conversation linked to the work', async () => {
    if (!workId) return;
    const answer = await revise.ask({
      work_id: workId,
      question: 'How many patients were randomised?',
    });
    expect(answer.status).toBe(200);
    expect(answer.events.at(-1)).toMatchObject({ event: 'done' });
    expect(answer.events.some((e) => e.event === 'citation')).toBe(true);
    expect(answer.events.some((e) => e.event === 'proposal')).toBe(false);
    const chat = await t.app.inject({
      url: `/api/prowrite/v2/ask/chat?work_id=${workId}`,
      headers: auth(t.admin.token),
    });
    expect(chat.json().data.data.chat).toMatchObject({ type: 'work' });
  });

  it('proposes a shorter slide; rejecting saves nothing, accepting saves a new version', async () => {
    if (!workId) return;
    const target = shortenable();
    const before = await slideOf(t, t.admin.token, workId, target.slide_num);
    const proposal = await revise.propose({
      work_id: workId,
      question: 'Make this slide shorter',
      slide_num: target.slide_num,
    });
    expect(proposal).toMatchObject({
      status: 'proposed',
      operation: 'shorten',
      base_version: before.version,
    });
    expect(proposal.changes.length).toBeGreaterThan(0);
    for (const change of proposal.changes) {
      // Whole sentences of the text as it was, in order: nothing written.
      const kept = sentenceParts(change.after).map((s) => s.trim());
      const had = sentenceParts(change.before).map((s) => s.trim());
      expect(kept.every((s) => had.includes(s))).toBe(true);
      expect(change.after.length).toBeLessThan(change.before.length);
    }

    const rejected = await revise.reject(proposal);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.data.status).toBe('rejected');
    expect(await slideOf(t, t.admin.token, workId, target.slide_num)).toEqual(before);
    const again = await revise.accept(proposal, before.version);
    expect(again.statusCode).toBe(409);

    const second = await revise.propose({
      work_id: workId,
      chat_id: proposal.chat_id,
      question: `shorten slide ${target.slide_num}`,
    });
    const accepted = await revise.accept(second, before.version);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.data.save.version).toBe(before.version + 1);
    const after = await slideOf(t, t.admin.token, workId, target.slide_num);
    expect(after.version).toBe(before.version + 1);
    for (const change of second.changes)
      expect(after.slide.content.find((c) => c.id === change.content_id)?.text).toBe(change.after);

    const listed = await t.app.inject({
      url: `/api/prowrite/v2/ask/chat?work_id=${workId}`,
      headers: auth(t.admin.token),
    });
    expect(listed.json().data.data.revisions.map((r: { status: string }) => r.status)).toEqual([
      'rejected',
      'accepted',
    ]);
  });

  it('refuses to accept a revision once the work changed since it was proposed (409), saving nothing', async () => {
    if (!workId) return;
    const { slide, version } = await slideOf(t, t.admin.token, workId, slides[0]!.slide_num);
    const target = slides.find((s) => 'slide' in shortenSlide(s, []) && s.slide_num !== slide.slide_num);
    if (!target) return;
    const proposal = await revise.propose({
      work_id: workId,
      question: 'shorten it',
      slide_num: target.slide_num,
    });
    // An editor saves another slide meanwhile: the work moves to the next version.
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/slide',
      headers: auth(t.admin.token),
      payload: { id: workId, slide_num: slide.slide_num, slide_data: slide, version },
    });
    expect(save.statusCode, save.body).toBe(200);
    const current = await slideOf(t, t.admin.token, workId, target.slide_num);
    for (const v of [version, version + 1]) {
      const res = await revise.accept(proposal, v);
      expect(res.statusCode, res.body).toBe(409);
    }
    expect(await slideOf(t, t.admin.token, workId, target.slide_num)).toEqual(current);
  });

  it('adds a named fact with its provenance (refusing one already shown), and translates a slide from its facts', async () => {
    if (!workId) return;
    const conclusion = slides.find((s) => s.content.some((c) => c.id === 'Conclusion_text'))!;
    const added = await revise.propose({
      work_id: workId,
      question: 'add the trial registration',
      slide_num: conclusion.slide_num,
    });
    expect(added).toMatchObject({ operation: 'add_fact', status: 'proposed' });
    expect(added.changes[0]!.after).toContain('Registration: ');
    const { version } = await slideOf(t, t.admin.token, workId, conclusion.slide_num);
    const saved = await revise.accept(added, version);
    expect(saved.statusCode, saved.body).toBe(200);
    const { slide } = await slideOf(t, t.admin.token, workId, conclusion.slide_num);
    const sources = (slide.provenance ?? []).filter(
      (p) => added.changes[0]!.after.includes(p.text) && p.content_id === added.changes[0]!.content_id,
    );
    // Every value added is traced to its quote in the source.
    expect(sources.length).toBeGreaterThan(0);
    for (const p of sources) expect(p.quote).toContain(p.text);
    // Asked again, the slide already states it.
    const again = await revise.ask({
      work_id: workId,
      question: 'add the trial registration',
      slide_num: conclusion.slide_num,
    });
    expect(textOf(again)).toContain('already states');

    const p = await revise.propose({
      work_id: workId,
      question: 'Translate this slide into Chinese',
      slide_num: slides.find((s) => s.slide_id.startsWith('section_slide'))!.slide_num,
    });
    expect(p.operation).toBe('translate');
    expect(p.changes.some((c) => /\p{Script=Han}/u.test(c.after))).toBe(true);
  });

  it('says open rewriting needs a model, asks which slide, and refuses bad input without a stream', async () => {
    if (!workId) return;
    const open = await revise.ask({
      work_id: workId,
      question: 'Rewrite the conclusion to sound more persuasive',
      slide_num: slides.at(-2)!.slide_num,
    });
    expect(open.events.some((e) => e.event === 'proposal')).toBe(false);
    expect(textOf(open)).toContain('needs a language model');
    const which = await revise.ask({ work_id: workId, question: 'shorten please' });
    expect(textOf(which)).toContain('Which slide');
    const missing = await revise.ask({ work_id: workId, question: 'shorten slide 999' });
    expect(textOf(missing)).toContain('no slide 999');

    expect((await revise.ask({ work_id: workId, question: '' })).status).toBe(400);
    expect((await revise.ask({ work_id: 'nope', question: 'hi' })).status).toBe(404);
    const other = await createTeamWithAdmin(t, 'Revise Other');
    expect((await askWork(base, other.token, { work_id: workId, question: 'shorten slide 2' })).status).toBe(
      404,
    );
    const foreign = await decide(t, other.token, 'reject', { id: 'x'.repeat(32) });
    expect(foreign.statusCode).toBe(404);
    const long = await revise.ask({ work_id: workId, question: 'x'.repeat(20_001) });
    expect(long.status).toBe(400);
    expect((await revise.ask({ work_id: workId, question: 'hi', slide_num: 0 })).status).toBe(400);
    expect((await revise.accept({ id: 'x'.repeat(32) }, -1)).statusCode).toBe(400);
    expect((await revise.accept({ id: 'x'.repeat(32) }, 1)).statusCode).toBe(404);
  });

  it('is not offered for infographics', async () => {
    const fileId = await seedParsedFile(t, t.admin.token);
    const id = await createWork(t, t.admin.token, {
      type: 'Infographic',
      select_template: undefined,
      file_ids: [fileId],
    });
    await generated(t, t.admin.token, id);
    const res = await revise.ask({ work_id: id, question: 'shorten slide 1' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not offered');
    expect((await detail(t, t.admin.token, id)).baseInfo.type).toBe('Infographic');
  });
});
