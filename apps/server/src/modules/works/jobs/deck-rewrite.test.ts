import type { Slide } from '@prowrite/contracts';
import { checkWork } from '@prowrite/engine';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { TRIAL_PAGES, trialFacts } from '@prowrite/engine/testing/trial-facts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../jobs/worker';
import { captureLog } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WorkSourcesRepository } from '../work-sources.repository';
import { createWork, generated, seedParsedFile, startWorker, teamOf } from '../testing/works-test-kit';
import { planDeck } from './deck-plan';

/** A model that rewrites two fields faithfully and lies about the primary result's hazard ratio. */
const REWRITES: Record<string, string> = {
  'Drug X should be considered a new standard of care for advanced disease.':
    'Drug X may become the new standard of care in advanced disease.',
  'Median age was 61 years and 58% were men.': 'Patients had a median age of 61 years; 58% were men.',
};
const LIE = (text: string) => text.replace('0.62', '0.52');

const log = captureLog();
let server: FakeOpenAiServer;
let t: TestApp;
/** When set, the model answers every request with this error. */
let failing: { status: number; message: string } | null = null;
let worker: Worker | null = null;

beforeAll(async () => {
  server = await startFakeOpenAiServer({
    fallback: (request) => {
      if (failing) return { type: 'error', ...failing };
      const user = request.body?.messages?.find((m) => m.role === 'user')?.content ?? '{}';
      const asked = (JSON.parse(user) as { fields?: { id: string; text: string }[] }).fields ?? [];
      const fields = asked.flatMap((f) => {
        const text = REWRITES[f.text] ?? (f.text.includes('0.62') ? LIE(f.text) : null);
        return text ? [{ id: f.id, text }] : [];
      });
      return { type: 'reply', content: JSON.stringify({ fields }) };
    },
  });
  t = await createTestApp(
    { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'fake-model', LOG_LEVEL: 'info' },
    { logStream: log.stream },
  );
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  failing = null;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const textOf = (slide: Slide, id: string) => slide.content.find((c) => c.id === id)?.text;

describe('work.generate with an LLM configured', () => {
  it('stores rewritten text where the model was right and offline text where it lied', async () => {
    const fileId = await seedParsedFile(t, t.admin.token);
    const workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
    worker = startWorker(t);
    const done = await generated(t, t.admin.token, workId);
    expect(done).toMatchObject({ process: 'end', report_status: 1 });
    const slides = done.slide_list as Slide[];

    const { teamId } = await teamOf(t, t.admin.token);
    const offline = await planDeck(
      new WorkSourcesRepository(t.database.db),
      { teamId },
      {
        fileIds: [fileId],
        template: 'general',
        outLang: 'en',
      },
    );
    // Same slides, same provenance; only the two faithful rewrites differ from the offline deck.
    expect(slides.map((s) => s.slide_id)).toEqual(offline.slides.map((s) => s.slide_id));
    expect(slides.map((s) => s.provenance ?? [])).toEqual(offline.slides.map((s) => s.provenance ?? []));
    const changed = slides.flatMap((s, i) =>
      s.content
        .filter((c) => c.text !== undefined && c.text !== textOf(offline.slides[i]!, c.id))
        .map((c) => c.text),
    );
    expect(changed.sort()).toEqual(Object.values(REWRITES).sort());

    // The primary result the model changed to HR 0.52 is shown as the offline writer wrote it.
    const primary = slides.find((s) => textOf(s, 'highlight') === 'HR 0.62')!;
    expect(textOf(primary, 'text_1')).toContain('hazard ratio (HR) 0.62 (95% CI 0.51–0.75; p<0.0001)');
    expect(JSON.stringify(slides)).not.toContain('0.52 (95%');
    // The lie was retried once with the value named, then refused.
    const retries = server
      .chatRequests()
      .filter((r) => r.body?.messages?.at(-1)?.content.includes('0.52 is not'));
    expect(retries.length).toBeGreaterThan(0);

    const check = checkWork({ lang: 'en', slides, facts: [trialFacts(fileId)], sourceTexts: TRIAL_PAGES });
    expect(check.unsourcedNumbers).toEqual([]);
    expect(check.primary).toBe('stated');
    expect(check.truncated).toEqual([]);

    // The job logs counts, never the text of the sources or of the model.
    const summary = log.lines().find((l) => l.msg === 'LLM deck rewrite checked' && l.workId === workId);
    // Two fields print the HR the model changed (the cover's summary and the result slide): both refused.
    expect(summary).toMatchObject({ rewritten: 2, fallback: 2, fallbackBy: { unsourced: 2 } });
    expect(log.text()).not.toContain('standard of care');
    expect(log.text()).not.toContain('median age');
  });

  it('still finishes the deck, offline, when the model only answers errors', async () => {
    const fileId = await seedParsedFile(t, t.admin.token);
    const requestsBefore = server.chatRequests().length;
    // Every request of this run is refused (a 400 is not retried by the client).
    failing = { status: 400, message: "Invalid 'response_format': json_schema is not supported" };
    const workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
    worker = startWorker(t);
    const done = await generated(t, t.admin.token, workId);
    expect(done).toMatchObject({ process: 'end', report_status: 1 });
    expect(server.chatRequests().length).toBeGreaterThan(requestsBefore);
    const { teamId } = await teamOf(t, t.admin.token);
    const offline = await planDeck(
      new WorkSourcesRepository(t.database.db),
      { teamId },
      {
        fileIds: [fileId],
        template: 'general',
        outLang: 'en',
      },
    );
    expect((done.slide_list as Slide[]).map((s) => s.content)).toEqual(offline.slides.map((s) => s.content));
  });
});
