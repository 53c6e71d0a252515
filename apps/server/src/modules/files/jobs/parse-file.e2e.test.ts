import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../jobs/job-services';
import type { Worker } from '../../../jobs/worker';
import { corpusFile } from '../../../test/corpus';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeDocx } from '../testing/test-fixtures';
import { parseKit, sourcesOf } from '../testing/parse-kit';

/** The whole path with the real engine: upload -> file.parse job in the app's worker -> facts endpoint. */
describe('file.parse end to end (real engine)', () => {
  let t: TestApp;
  let worker: Worker;
  beforeAll(async () => {
    t = await createTestApp();
    worker = createWorker(t.services.jobs, { concurrency: 1 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const { auth, uploadAndParse, factsOf, expectQuotesOnTheirPages } = parseKit(() => t);

  it('parses a TXT abstract and answers its facts with provenance', async () => {
    const text = [
      'Drug A versus placebo in chronic heart failure (TRIAL-1): a randomised, double-blind, phase 3 trial',
      '',
      'Methods',
      'In this double-blind trial, 1200 patients were randomly assigned in a 1:1 ratio to receive drug A or placebo.',
      'This trial is registered with ClinicalTrials.gov, number NCT01234567.',
      '',
      'Findings',
      'The primary endpoint was cardiovascular death or hospitalisation for heart failure.',
      'The hazard ratio was 0.74 (95% CI 0.65-0.85; p<0.001).',
      '',
    ].join('\n');
    const { id, detail } = await uploadAndParse('trial-1.txt', text);
    expect(detail).toMatchObject({ parse_status: 'success', err_msg: '' });
    expect(detail.pages).toBeGreaterThanOrEqual(1);
    const facts = await factsOf(id);
    expect(facts.registry_id?.value).toBe('NCT01234567');
    await expectQuotesOnTheirPages(id, sourcesOf(facts));
  });

  it('parses a DOCX', async () => {
    const { id, detail } = await uploadAndParse(
      'protocol.docx',
      makeDocx([
        'A randomised, open-label trial of drug B in asthma',
        'The trial is registered with ClinicalTrials.gov, number NCT07654321.',
      ]),
    );
    expect(detail.parse_status, detail.err_msg).toBe('success');
    const facts = await factsOf(id);
    expect(facts.registry_id?.value).toBe('NCT07654321');
    await expectQuotesOnTheirPages(id, sourcesOf(facts));
  });

  it('reports unreadable input as a parse error with the engine message', async () => {
    const { id, detail } = await uploadAndParse('blank.txt', '\n\n   \n');
    expect(detail.parse_status).toBe('error');
    expect(detail.err_msg).not.toBe('');
    const facts = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/facts?file_id=${id}`,
      headers: auth(),
    });
    expect(facts.statusCode).toBe(400);
  });

  it('parses a real paper from the corpus (act-v.pdf)', async () => {
    const file = corpusFile('pdf/act-v.pdf');
    if (!file) return;
    const { id, detail } = await uploadAndParse('act-v.pdf', await readFile(file));
    expect(detail.parse_status, detail.err_msg).toBe('success');
    expect(detail.pages).toBeGreaterThan(1);
    const facts = await factsOf(id);
    expect(facts.registry_id?.value).toBe('NCT00989001');
    await expectQuotesOnTheirPages(id, sourcesOf(facts));
    // The paper has two Kaplan-Meier/bar figures; their crops are stored and served.
    expect(facts.figures.filter((f) => f.url !== '').length).toBeGreaterThan(0);
    for (const [index, figure] of facts.figures.entries()) {
      if (!figure.url) continue;
      const png = await t.app.inject({ method: 'GET', url: figure.url, headers: auth() });
      expect(png.statusCode, `figure ${index}`).toBe(200);
      expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });
});
