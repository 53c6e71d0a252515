import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_ORIGIN } from '../../export/browser/in-process-origin';
import { NETWORK_USE, type NetLogEvent, readNetLog } from '../../export/browser/testing/net-log';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postExport, renderingAvailable, sampleSlides, seedWork, webDist } from './testing/export-test-kit';

/**
 * The print path never touches the network: Chromium's own net log of a PDF and a PNG export holds the
 * print pages' requests (answered in process) and not one connection attempt or byte sent.
 */
describe.runIf(renderingAvailable())('export without the network', () => {
  let t: TestApp | undefined;
  let dir: string;
  let events: NetLogEvent[] = [];
  const statuses: number[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pw-netlog-'));
    const netLog = path.join(dir, 'net-log.json');
    t = await createTestApp(
      { WEB_DIST: webDist },
      { exportPool: { extraArgs: [`--log-net-log=${netLog}`] } },
    );
    const deck = await seedWork(t, t.admin.token, { name: 'Offline deck', slides: sampleSlides(2) });
    for (const type of ['PDF', 'PNG'] as const) {
      statuses.push(
        (await postExport(t, t.admin.token, { title: 'Offline', type, pro_write_id: deck })).statusCode,
      );
    }
    // Closing the app closes Chromium, which finishes the net log.
    await t.close();
    t = undefined;
    events = await readNetLog(netLog);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders both exports', () => {
    expect(statuses).toEqual([200, 200]);
  });

  it('logged the print page and Chromium’s preconnect to its origin (what used to open a socket)', () => {
    const preconnects = events.filter(
      (e) =>
        e.type === 'HTTP_STREAM_JOB_CONTROLLER' &&
        e.params?.is_preconnect === true &&
        String(e.params?.url).startsWith(`${PRINT_ORIGIN}/print/`),
    );
    expect(preconnects.length).toBeGreaterThan(0);
  });

  it('attempted no connection and sent no byte, to loopback or anywhere', () => {
    const used = events.filter((e) => NETWORK_USE.has(e.type));
    expect(used.map((e) => `${e.type} ${JSON.stringify(e.params ?? {})}`)).toEqual([]);
    const loopback = events.filter((e) => JSON.stringify(e.params ?? {}).includes('127.0.0.1'));
    expect(loopback).toEqual([]);
  });
});
