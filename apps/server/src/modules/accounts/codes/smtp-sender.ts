import nodemailer, { type Transporter } from 'nodemailer';
import { type CodeMessage, type CodeSender, CodeDeliveryError } from './code-delivery';

/** Email through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://...), from MAIL_FROM. */
export class SmtpSender implements CodeSender {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs = 15_000,
  ) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // The transport's own logger would print message bodies (the code) at debug.
      logger: false,
      debug: false,
    });
  }

  async send(message: CodeMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.address,
        subject: message.subject,
        text: message.text,
      });
    } catch (err) {
      // The SMTP reply says what failed (mailbox refused, auth, timeout); it never contains the body.
      const reason = err instanceof Error ? err.message : String(err);
      throw new CodeDeliveryError(`The mail server did not accept the message: ${reason}`, { cause: err });
    }
  }

  close(): void {
    this.transport.close();
  }
}
