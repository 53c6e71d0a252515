import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { operatorFetch } from '../../http/outbound/operator-fetch';
import type { RateLimits } from '../rate-limits/rate-limits.service';
import type { RegionsService } from '../regions/regions.service';
import { AccountLinksRepository } from './account-switch/account-links.repository';
import { accountSwitchRoutes } from './account-switch/account-switch.routes';
import { AccountSwitchService } from './account-switch/account-switch.service';
import type { AccountsService } from './accounts.service';
import { AccountCodesService } from './codes/account-codes.service';
import type { CodeDelivery, CodeSender } from './codes/code-delivery';
import { CodeThrottle } from './codes/code-throttle';
import { codesRoutes } from './codes/codes.routes';
import { DevOutboxRepository } from './codes/dev-outbox.repository';
import { DevOutboxSender } from './codes/dev-outbox-sender';
import { HttpSmsSender } from './codes/sms-http-sender';
import { SmtpSender } from './codes/smtp-sender';
import { VerificationCodes } from './codes/verification-codes.service';
import { VerificationCodesRepository } from './codes/verification-codes.repository';
import { InvitationsRepository } from './invitations/invitations.repository';
import { invitationsRoutes } from './invitations/invitations.routes';
import { InvitationsService } from './invitations/invitations.service';
import { SignupTickets } from './invitations/signup-ticket';
import { SignupService } from './invitations/signup.service';
import type { OidcLoginService } from './oidc/oidc-login.service';
import { PartnerCredentials } from './partner-token/partner-credentials';
import { PartnerTokensRepository } from './partner-token/partner-tokens.repository';
import { partnerTokensRoutes } from './partner-token/partner-tokens.routes';
import { PartnerTokensService } from './partner-token/partner-tokens.service';
import { TempUsersRepository } from './temp-users/temp-users.repository';
import { tempUsersRoutes } from './temp-users/temp-users.routes';
import { TempUsersService } from './temp-users/temp-users.service';
import { registerOidcLogin } from './oidc/oidc.module';

export type AccountFlows = {
  codes: VerificationCodes;
  accountCodes: AccountCodesService;
  invitations: InvitationsService;
  signup: SignupService;
  /** Null when OpenID Connect is not configured. */
  oidc: OidcLoginService | null;
};

/** Email by SMTP_URL, SMS by SMS_PROVIDER_URL; a channel without its provider writes to the dev outbox. */
function createDelivery(app: FastifyInstance, config: Config, outbox: DevOutboxRepository): CodeDelivery {
  const { mail, sms } = config;
  let email: CodeSender;
  if (mail.smtpUrl) {
    const smtp = new SmtpSender(mail.smtpUrl, mail.from);
    app.addHook('onClose', async () => smtp.close());
    email = smtp;
  } else {
    email = new DevOutboxSender(outbox, app.log, 'SMTP_URL');
  }
  return {
    email,
    sms: sms.providerUrl
      ? new HttpSmsSender(
          sms.providerUrl,
          operatorFetch({ maxBytes: 64 * 1024, timeoutMs: sms.timeoutMs }),
          sms.timeoutMs,
        )
      : new DevOutboxSender(outbox, app.log, 'SMS_PROVIDER_URL'),
  };
}

/**
 * Verification codes, code login, invitations, sign-up, account switch, temporary users and partner tokens:
 * the account flows beyond password login.
 */
export function registerAccountFlows(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    rateLimits: RateLimits;
    accounts: AccountsService;
    serverKey: Buffer;
    regions: RegionsService;
  },
): AccountFlows {
  const outbox = new DevOutboxRepository(deps.db);
  const delivery = createDelivery(app, deps.config, outbox);
  const codes = new VerificationCodes(
    new VerificationCodesRepository(deps.db),
    delivery,
    new CodeThrottle(deps.rateLimits),
    app.log,
  );
  const invitationsRepo = new InvitationsRepository(deps.db);
  const invitations = new InvitationsService(
    invitationsRepo,
    deps.accounts,
    delivery,
    app.log,
    deps.config.publicUrl,
    deps.config.invitationTtlSeconds,
  );
  const accountCodes = new AccountCodesService(deps.accounts, codes, invitations);
  const signup = new SignupService(
    invitations,
    codes,
    deps.accounts,
    new SignupTickets(deps.serverKey),
    invitationsRepo,
  );
  codesRoutes(app, accountCodes, { read: (limit) => outbox.latest(limit) }, deps.regions, deps.accounts);
  invitationsRoutes(app, invitations, signup);
  accountSwitchRoutes(app, new AccountSwitchService(deps.accounts, new AccountLinksRepository(deps.db)));
  tempUsersRoutes(
    app,
    new TempUsersService(new TempUsersRepository(deps.db), deps.accounts, deps.rateLimits, deps.serverKey),
    deps.accounts,
  );
  const partners = new PartnerCredentials(deps.config.partners);
  partnerTokensRoutes(
    app,
    new PartnerTokensService(new PartnerTokensRepository(deps.db), partners),
    partners,
  );
  const oidc = registerOidcLogin(app, deps);
  return { codes, accountCodes, invitations, signup, oidc };
}
