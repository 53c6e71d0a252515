import type { ArticleComponent, WorkRevision } from '@prowrite/contracts';
import { componentUnit, letterCounts, sentenceParts, shortenUnit } from '@prowrite/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  auth,
  createWork,
  detail,
  generated,
  seedCorpusFile,
  startWorker,
} from '../works/testing/works-test-kit';
import { askWork, componentOf, proposalOf, reviseKit, textOf } from './testing/revise-test-kit';

let t: TestApp;
let base: string;
const revise = reviseKit(
  () => t,
  () => base,
);
let worker: Worker;
let fileId: string | null = null;
let workId = '';
let components: ArticleComponent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  worker = startWorker(t);
  fileId = await seedCorpusFile(t, 'text/st03.txt');
  if (!fileId) return;
  workId = await createWork(t, t.admin.token, {
    type: 'Tweets',
    file_ids: [fileId],
    select_template: 'tweets_template1',
  });
  components = (await generated(t, t.admin.token, workId)).components as ArticleComponent[];
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

/** Components the offline engine can shorten (a prose text of several sentences), by the engine's own rule. */
const shortenable = () => components.filter((c) => 'value' in shortenUnit(componentUnit(c, 'medical'), []));

const editComponent = (component: ArticleComponent, version: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/prowrite/v1/component_content',
    headers: auth(t.admin.token),
    payload: {
      id: workId,
      component_key: components.findIndex((c) => c.id === component.id) + 1,
      type: 'update',
      component,
      version,
    },
  });

describe('the chat-revise panel on an article (offline, corpus paper)', () => {
  it('proposes a shorter component; rejecting saves nothing, accepting saves the next version', async () => {
    if (!workId) return;
    const target = shortenable()[0];
    expect(target, 'a component with a prose text of several sentences').toBeDefined();
    const before = await componentOf(t, t.admin.token, workId, target!.id);
    const first = await revise.propose({
      work_id: workId,
      question: 'Make this shorter',
      component_id: target!.id,
    });
    expect(first).toMatchObject({
      status: 'proposed',
      operation: 'shorten',
      slide_num: 0,
      component_id: target!.id,
      base_version: before.version,
    });
    expect(first.changes.length).toBeGreaterThan(0);
    for (const change of first.changes) {
      // Whole sentences of the text as it was, in order: nothing written.
      const had = sentenceParts(change.before).map((s) => s.trim());
      expect(sentenceParts(change.after).every((s) => had.includes(s.trim()))).toBe(true);
      expect(change.after.length).toBeLessThan(change.before.length);
    }
    const rejected = await revise.reject(first);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await componentOf(t, t.admin.token, workId, target!.id)).toEqual(before);

    const second = await revise.propose({
      work_id: workId,
      chat_id: first.chat_id,
      question: 'shorten it',
      component_id: target!.id,
    });
    const accepted = await revise.accept(second, before.version);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.data.save).toMatchObject({ version: before.version + 1, revocation: 1 });
    const after = await componentOf(t, t.admin.token, workId, target!.id);
    expect(after.version).toBe(before.version + 1);
    const texts = componentUnit(after.component, 'medical').texts();
    for (const change of second.changes) expect(texts.get(change.content_id)).toBe(change.after);
    // Accepted once: a second decision is refused.
    expect((await revise.reject(second)).statusCode).toBe(409);
  });

  it('refuses to accept once the article changed since the proposal (409), saving nothing', async () => {
    if (!workId) return;
    const [target, other] = [shortenable().at(-1)!, components.find((c) => c.component === 'summary')];
    const { version } = await componentOf(t, t.admin.token, workId, target.id);
    const proposal = await revise.propose({ work_id: workId, question: 'shorten', component_id: target.id });
    // The editor saves another component meanwhile: the article moves to the next version.
    const edited = structuredClone(other ?? components[0]!);
    edited.title = `${edited.title ?? ''} (edited)`.trim();
    const save = await editComponent(edited, version);
    expect(save.statusCode, save.body).toBe(200);
    const current = await componentOf(t, t.admin.token, workId, target.id);
    for (const v of [version, version + 1]) {
      const res = await revise.accept(proposal, v);
      expect(res.statusCode, res.body).toBe(409);
    }
    expect(await componentOf(t, t.admin.token, workId, target.id)).toEqual(current);
  });

  it('adds a named fact with its provenance, and translates a component only while it is the writer’s', async () => {
    if (!workId) return;
    const target = shortenable()[0]!;
    // The first named fact the component does not state yet (the writer states some of them already).
    const facts: [string, string][] = [
      ['add the trial registration', 'Registration: '],
      ['add the secondary endpoints', 'Secondary endpoints: '],
      ['add the stratification factors', 'Stratification factors: '],
      ['add the randomisation ratio', 'Randomisation ratio: '],
      ['add the study design', 'Design: '],
    ];
    let added: WorkRevision | undefined;
    for (const [question, label] of facts) {
      const answer = await revise.ask({
        work_id: workId,
        question,
        component_id: target.id,
      });
      if (!answer.events.some((e) => e.event === 'proposal')) {
        expect(textOf(answer)).toMatch(/already states|no room|do not state/);
        continue;
      }
      added = proposalOf(answer);
      expect(added.changes[0]!.after).toContain(label);
      break;
    }
    expect(added, 'a named fact the component does not state').toBeDefined();
    expect(added).toMatchObject({ operation: 'add_fact', status: 'proposed', component_id: target.id });
    const { version, component: had } = await componentOf(t, t.admin.token, workId, target.id);
    const saved = await revise.accept(added!, version);
    expect(saved.statusCode, saved.body).toBe(200);
    const { component } = await componentOf(t, t.admin.token, workId, target.id);
    const known = new Set((had.provenance ?? []).map((p) => JSON.stringify(p)));
    const sources = (component.provenance ?? []).filter(
      (p) =>
        !known.has(JSON.stringify(p)) &&
        p.content_id === added!.changes[0]!.content_id &&
        added!.changes[0]!.after.includes(p.text),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const p of sources) expect(p.quote).toContain(p.text);

    // A component the writer made and nobody changed is written again in Chinese from its facts.
    const untouched = components.find(
      (c) => c.id !== target.id && c.component !== 'banner' && (c.provenance ?? []).length > 0,
    );
    expect(untouched, 'a component the writer made with provenance').toBeDefined();
    {
      const translated = await revise.propose({
        work_id: workId,
        question: 'Translate this into Chinese',
        component_id: untouched!.id,
      });
      expect(translated).toMatchObject({ operation: 'translate', component_id: untouched!.id });
      expect(translated.changes.some((c) => /\p{Script=Han}/u.test(c.after))).toBe(true);
    }
    // The component changed by the accepted revision is not the writer's any more: offline, nothing to take.
    const changed = await revise.ask({
      work_id: workId,
      question: 'Translate this into Chinese',
      component_id: target.id,
    });
    expect(changed.events.some((e) => e.event === 'proposal')).toBe(false);
    expect(textOf(changed)).toContain('needs a model');
  });

  it('asks which component, and answers for a component no longer there', async () => {
    if (!workId) return;
    expect(textOf(await revise.ask({ work_id: workId, question: 'shorten it' }))).toContain(
      'Which part of the article',
    );
    const gone = await revise.ask({
      work_id: workId,
      question: 'shorten it',
      component_id: 'no-such-component',
    });
    expect(textOf(gone)).toContain('no longer in this article');
    expect(gone.events.some((e) => e.event === 'proposal')).toBe(false);
  });

  it('never adds a value printed in another language to a patient post', async () => {
    if (!fileId) return;
    const id = await createWork(t, t.admin.token, {
      type: 'PatientEducationPost',
      file_ids: [fileId],
      select_template: 'patient_education_tweets_template2',
      out_lang: 'zh-cn',
    });
    const post = (await generated(t, t.admin.token, id)).components as ArticleComponent[];
    const target = post.find((c) => componentUnit(c, 'patients').factSlots().length > 0);
    expect(target, 'a component with prose').toBeDefined();
    let refused = 0;
    for (const question of ['添加研究设计', '添加次要终点', '添加主要终点']) {
      const answer = await revise.ask({ work_id: id, question, component_id: target!.id });
      const proposal = answer.events.find((e) => e.event === 'proposal');
      if (!proposal) {
        if (textOf(answer).includes('面向患者')) refused++;
        continue;
      }
      // Whatever is added to a Chinese patient post is printed in Chinese (names aside).
      for (const change of (proposal.data as { changes: { before: string; after: string }[] }).changes)
        expect(letterCounts(change.after.slice(change.before.length), 'zh-cn').other).toBe(0);
    }
    // The paper is English: its design and endpoints are printed in English, so at least one is refused.
    expect(refused).toBeGreaterThan(0);
  });

  it('revises the component a message names over the panel selection, and lists the parts for a bad name', async () => {
    if (!workId) return;
    const { component: summary } = await componentOf(
      t,
      t.admin.token,
      workId,
      components.find((c) => c.component === 'summary')!.id,
    );
    const selected = components.find((c) => c.id !== summary.id && c.component !== 'banner')!;
    // Named by its kind in English, by a Chinese synonym (结论: conclusions), and by its title.
    for (const question of ['shorten the summary', '把结论缩短', `Shorten the ${summary.title}`]) {
      const answer = await askWork(base, t.admin.token, {
        work_id: workId,
        question,
        component_id: selected.id,
      });
      const proposal = answer.events.find((e) => e.event === 'proposal')?.data as WorkRevision | undefined;
      if (proposal) expect(proposal.component_id, question).toBe(summary.id);
      // Answered about the summary (proposed, or a plain statement naming it), never about the selection.
      else expect(textOf(answer), question).toContain(summary.title);
    }
    const unknown = await askWork(base, t.admin.token, {
      work_id: workId,
      question: 'shorten the methods section',
      component_id: selected.id,
    });
    expect(unknown.events.some((e) => e.event === 'proposal')).toBe(false);
    expect(textOf(unknown)).toContain('no part called “methods”');
    expect(textOf(unknown)).toContain(`“${summary.title}”`);

    // Two quote components: "the quote" fits both, so the answer lists them and proposes nothing.
    for (const [n, text] of [
      [1, 'A first quote. It has two sentences.'],
      [2, 'A second quote. It has two sentences too.'],
    ] as const) {
      const work = await componentOf(t, t.admin.token, workId, summary.id);
      const count = ((await detail(t, t.admin.token, workId)).components as ArticleComponent[]).length;
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/prowrite/v1/component_content',
        headers: auth(t.admin.token),
        payload: {
          id: workId,
          component_key: count + 1,
          type: 'add',
          component: {
            id: `quote_${n}`,
            component: 'quote',
            component_name: 'quote',
            title: `Quote ${n}`,
            contents: [{ id: 'quote', type: 'text', value: `<p>${text}</p>` }],
          },
          version: work.version,
        },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const ambiguous = await askWork(base, t.admin.token, {
      work_id: workId,
      question: 'shorten the quote',
      component_id: selected.id,
    });
    expect(ambiguous.events.some((e) => e.event === 'proposal')).toBe(false);
    expect(textOf(ambiguous)).toMatch(/Several parts.*“Quote 1”.*“Quote 2”/);
    // Its own title names one of them (two sentences: nothing to drop, said of that quote).
    const one = await askWork(base, t.admin.token, {
      work_id: workId,
      question: 'shorten quote 2',
      component_id: selected.id,
    });
    expect(textOf(one)).toContain('“Quote 2”');
    expect(textOf(one)).not.toContain('Several parts');
  });
});
