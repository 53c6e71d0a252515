import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { operatorFetch } from '../../../http/outbound/operator-fetch';
import type { RateLimits } from '../../rate-limits/rate-limits.service';
import type { AccountsService } from '../accounts.service';
import { AccountCodesService } from './account-codes.service';
import type { CodeDelivery, CodeSender } from './code-delivery';
import { CodeThrottle } from './code-throttle';
import { DevOutboxRepository } from './dev-outbox.repository';
import { DevOutboxSender } from './dev-outbox-sender';
import { HttpSmsSender } from './sms-http-sender';
import { SmtpSender } from './smtp-sender';
import { VerificationCodes } from './verification-codes.service';
import { VerificationCodesRepository } from './verification-codes.repository';
import { codesRoutes } from './codes.routes';

export type CodesModule = { codes: VerificationCodes; accountCodes: AccountCodesService };

/** Email by SMTP_URL, SMS by SMS_PROVIDER_URL; a channel without its provider writes to the dev outbox. */
export function registerCodes(
  app: FastifyInstance,
  deps: { config: Config; db: Db; rateLimits: RateLimits; accounts: AccountsService },
): CodesModule {
  const outbox = new DevOutboxRepository(deps.db);
  const { mail, sms } = deps.config;
  let email: CodeSender;
  if (mail.smtpUrl) {
    const smtp = new SmtpSender(mail.smtpUrl, mail.from);
    app.addHook('onClose', async () => smtp.close());
    email = smtp;
  } else {
    email = new DevOutboxSender(outbox, app.log, 'SMTP_URL');
  }
  const delivery: CodeDelivery = {
    email,
    sms: sms.providerUrl
      ? new HttpSmsSender(
          sms.providerUrl,
          operatorFetch({ maxBytes: 64 * 1024, timeoutMs: sms.timeoutMs }),
          sms.timeoutMs,
        )
      : new DevOutboxSender(outbox, app.log, 'SMS_PROVIDER_URL'),
  };
  const codes = new VerificationCodes(
    new VerificationCodesRepository(deps.db),
    delivery,
    new CodeThrottle(deps.rateLimits),
    app.log,
  );
  const accountCodes = new AccountCodesService(deps.accounts, codes);
  codesRoutes(app, accountCodes, { read: (limit) => outbox.latest(limit) });
  return { codes, accountCodes };
}
