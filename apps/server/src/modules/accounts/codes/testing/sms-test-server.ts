import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SmsRequest = { to: string; text: string; contentType: string | undefined };
/** `ok` 200; `fail` 503 with an error body; `hang` never answers (the sender's timeout must end it). */
export type SmsMode = 'ok' | 'fail' | 'hang';

/** A local HTTP SMS endpoint speaking the provider protocol of decision 0028, with its failures. */
export async function startSmsTestServer(): Promise<{
  url: string;
  received: SmsRequest[];
  setMode(mode: SmsMode): void;
  close(): Promise<void>;
}> {
  const received: SmsRequest[] = [];
  let mode: SmsMode = 'ok';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'hang') return;
      if (mode === 'fail') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end('{"error":"carrier unavailable"}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string };
      received.push({ to: body.to, text: body.text, contentType: req.headers['content-type'] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    setMode: (m) => {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function codeInSms(sms: SmsRequest): string {
  const match = /verification code is (\d{6})/.exec(sms.text);
  if (!match?.[1]) throw new Error('no code in the SMS');
  return match[1];
}
