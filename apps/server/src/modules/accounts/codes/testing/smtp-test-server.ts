import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives. `rejectNext` makes it answer
 * the next message's recipient with a permanent 550, as a server refusing a mailbox does.
 */
export async function startSmtpTestServer(): Promise<{
  url: string;
  mails: ReceivedMail[];
  rejectNext(): void;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  let reject = false;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: STARTTLS would need a certificate the client trusts.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (reject) {
        reject = false;
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP test server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    rejectNext: () => {
      reject = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a received message (the body is plain text). */
export function codeInMail(mail: ReceivedMail): string {
  const match = /verification code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
}
