import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { operatorFetch } from '../../../http/outbound/operator-fetch';
import type { RateLimits } from '../../rate-limits/rate-limits.service';
import type { AccountsService } from '../accounts.service';
import { OidcLoginService } from './oidc-login.service';
import { OidcRepository } from './oidc.repository';
import { oidcRoutes } from './oidc.routes';

/** Provider answers (metadata, keys, tokens) are small and quick; anything bigger or slower is refused. */
const OIDC_OUTBOUND_LIMITS = { maxBytes: 1024 * 1024, timeoutMs: 10_000 };

/**
 * OpenID Connect single sign-on (decision 0034). The provider at OIDC_ISSUER is operator-configured, so it is
 * reached through the operator fetch (a provider on a private address is normal; size, time and no redirects).
 */
export function registerOidcLogin(
  app: FastifyInstance,
  deps: { config: Config; db: Db; accounts: AccountsService; rateLimits: RateLimits },
): OidcLoginService | null {
  const { oidc } = deps.config;
  const service = oidc
    ? new OidcLoginService(
        oidc,
        new OidcRepository(deps.db),
        deps.accounts,
        operatorFetch(OIDC_OUTBOUND_LIMITS),
        app.log,
        deps.rateLimits,
      )
    : null;
  // The web login page: PUBLIC_URL when set, else the callback's origin (the web and the API share one origin).
  const loginPage = new URL('/login', deps.config.publicUrl ?? oidc?.redirectUrl ?? 'http://localhost/');
  oidcRoutes(app, service, loginPage);
  return service;
}
