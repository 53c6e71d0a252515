import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followGeneration } from './follow-generation';

/** The browser's EventSource as far as the follower uses it: named events, `close`, and what was asked. */
class StreamStub extends EventTarget {
  static last: StreamStub | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    StreamStub.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    this.dispatchEvent(data === undefined ? new Event(type) : new MessageEvent(type, { data }));
  }
}

function setup(process: 'inProgress' | 'end' = 'end') {
  const calls = {
    items: [] as string[],
    statuses: [] as unknown[],
    done: [] as unknown[],
    failed: [] as string[],
    synced: 0,
  };
  const load = vi.fn(async () => ({ process }));
  const stop = followGeneration<string, { process: 'inProgress' | 'end' }>({
    streamUrl: '/stream?id=w1',
    itemEvent: 'slide',
    parseItem: (data) => {
      const value = JSON.parse(data) as { slide?: unknown };
      if (typeof value.slide !== 'string') throw new Error('not a slide');
      return value.slide;
    },
    load,
    processOf: (s) => s.process,
    onSynced: () => calls.synced++,
    onStatus: (s) => calls.statuses.push(s),
    onItem: (item) => calls.items.push(item),
    onDone: (d) => calls.done.push(d),
    onFailed: (m) => calls.failed.push(m),
  });
  return { calls, load, stop };
}

describe('followGeneration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', StreamStub);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('passes on statuses and items, skips malformed events, and syncs once done', async () => {
    const { calls, load } = setup();
    const stream = StreamStub.last!;
    expect(stream.url).toBe('/stream?id=w1');
    stream.emit('status', JSON.stringify({ process: 'inProgress', report_status: 0, progress: 40 }));
    stream.emit('status', '{"process":"sideways"}');
    stream.emit('slide', JSON.stringify({ slide: 'one' }));
    stream.emit('slide', 'not json');
    stream.emit('slide', JSON.stringify({ slide: 7 }));
    stream.emit('done', JSON.stringify({ version: 4 }));
    await vi.runAllTimersAsync();
    expect(calls.statuses).toEqual([{ process: 'inProgress', report_status: 0, progress: 40 }]);
    expect(calls.items).toEqual(['one']);
    expect(calls.done).toEqual([{ version: 4, report_status: 1 }]);
    expect(stream.closed).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls.synced).toBe(1);
  });

  it("reports the server's error event, and polls every 2 s after a lost connection until the work ends", async () => {
    const { calls, load } = setup('inProgress');
    const stream = StreamStub.last!;
    stream.emit('error', JSON.stringify({ code: 0, msg: 'the writer failed' }));
    expect(calls.failed).toEqual(['the writer failed']);
    expect(stream.closed).toBe(false);
    stream.emit('error');
    expect(stream.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(4_100);
    expect(load).toHaveBeenCalledTimes(3);
    load.mockResolvedValue({ process: 'end' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('polls when the browser has no EventSource, and stops on request', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { load, stop, calls } = setup('inProgress');
    await vi.advanceTimersByTimeAsync(2_100);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls.synced).toBe(2);
  });
});
