import { readFile } from 'node:fs/promises';

export type NetLogEvent = { type: string; params?: Record<string, unknown> };

/**
 * Reads a Chromium net log (`--log-net-log=FILE`, written when the browser closes) into named events: the
 * browser's own record of every request, name resolution, connect attempt and byte sent.
 */
export async function readNetLog(file: string): Promise<NetLogEvent[]> {
  const log = JSON.parse(await readFile(file, 'utf8')) as {
    constants: { logEventTypes: Record<string, number> };
    events: { type: number; params?: Record<string, unknown> }[];
  };
  const names = new Map(Object.entries(log.constants.logEventTypes).map(([name, id]) => [id, name]));
  return log.events.map((e) => ({
    type: names.get(e.type) ?? String(e.type),
    ...(e.params ? { params: e.params } : {}),
  }));
}

/** Events that mean a connection was attempted or data left the browser. */
export const NETWORK_USE = new Set([
  'TCP_CONNECT',
  'TCP_CONNECT_ATTEMPT',
  'SOCKET_BYTES_SENT',
  'UDP_BYTES_SENT',
  'SSL_CONNECT',
]);
