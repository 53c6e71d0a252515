import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../../db/ids';
import type { CodeMessage, CodeSender } from './code-delivery';
import type { DevOutboxRepository } from './dev-outbox.repository';

/** Messages are kept a day: enough to read a code, short enough that the table stays small. */
const KEEP_MS = 24 * 3600_000;

/**
 * Without a configured provider, messages go to the development outbox an administrator reads in the
 * console; the log says so and names the channel, never the code.
 */
export class DevOutboxSender implements CodeSender {
  readonly kind = 'dev-outbox';

  constructor(
    private readonly repo: DevOutboxRepository,
    private readonly log: FastifyBaseLogger,
    private readonly missing: string,
  ) {}

  async send(message: CodeMessage): Promise<void> {
    await this.repo.deleteOlderThan(new Date(Date.now() - KEEP_MS));
    await this.repo.insert({
      id: newId(),
      channel: message.channel,
      address: message.address,
      subject: message.subject,
      body: message.text,
    });
    this.log.warn(
      { channel: message.channel },
      `${message.channel} message written to the development outbox (no ${this.missing} configured); read it in the console`,
    );
  }
}
