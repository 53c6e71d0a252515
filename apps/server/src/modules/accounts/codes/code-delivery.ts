import type { CodeChannel } from '@prowrite/contracts';

/** One message carrying a code, ready for a channel. */
export type CodeMessage = { channel: CodeChannel; address: string; subject: string; text: string };

/** Sends one message; throws CodeDeliveryError when the provider refuses it or does not answer. */
export interface CodeSender {
  /** `smtp`, `sms-http` or `dev-outbox` (for logs and the send answer; never the message). */
  readonly kind: string;
  send(message: CodeMessage): Promise<void>;
}

export class CodeDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CodeDeliveryError';
  }
}

/** Which sender each channel uses. */
export type CodeDelivery = Record<CodeChannel, CodeSender>;

export function codeMessage(
  channel: CodeChannel,
  address: string,
  code: string,
  ttlMinutes: number,
): CodeMessage {
  const text = `Your Prowrite verification code is ${code}. It expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this message.`;
  return { channel, address, subject: 'Your Prowrite verification code', text };
}
