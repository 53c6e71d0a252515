import type { FetchLike } from '../../../http/outbound/operator-fetch';
import { OutboundTimeoutError } from '../../../http/outbound/outbound-errors';
import { type CodeMessage, type CodeSender, CodeDeliveryError } from './code-delivery';

/**
 * SMS through an HTTP provider at SMS_PROVIDER_URL (decision 0028): `POST` JSON `{to, text}` (`to` in E.164);
 * any 2xx means accepted. Other statuses, timeouts and network errors are delivery failures.
 */
export class HttpSmsSender implements CodeSender {
  readonly kind = 'sms-http';

  constructor(
    private readonly url: string,
    private readonly fetchImpl: FetchLike,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: CodeMessage): Promise<void> {
    let status: number;
    try {
      const res = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.address, text: message.text }),
        // A backstop: the operator fetch ends the exchange at the same limit with its own timeout error.
        signal: AbortSignal.timeout(this.timeoutMs + 1000),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      const timedOut =
        err instanceof OutboundTimeoutError ||
        (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'));
      throw new CodeDeliveryError(
        timedOut ? 'The SMS provider did not answer in time' : 'The SMS provider could not be reached',
        { cause: err },
      );
    }
    if (status < 200 || status >= 300) {
      throw new CodeDeliveryError(`The SMS provider refused the message (HTTP ${status})`);
    }
  }
}
