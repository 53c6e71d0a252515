import {
  envelopeSchema,
  loginResultSchema,
  SSO_CODE_PARAM,
  SSO_ERROR_PARAM,
  ssoConfigSchema,
  ssoExchangeBodySchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { type OidcLoginService, SsoRefusal } from './oidc-login.service';

/**
 * Single sign-on routes; all public (they are how a visitor gets a session). Without OIDC configuration `start`,
 * `callback` and `exchange` answer 404 and `config` says `oidc: false` (the login page hides the button).
 * `loginPage` is the web login page the callback sends the browser back to.
 */
export function oidcRoutes(app: FastifyInstance, service: OidcLoginService | null, loginPage: URL): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const configured = () => {
    if (!service) throw notFound('Single sign-on (not configured)');
    return service;
  };
  const backToLogin = (param: string, value: string) => {
    const url = new URL(loginPage);
    url.searchParams.set(param, value);
    return url.href;
  };

  r.get(
    '/api/sso/oidc/config',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], response: { 200: envelopeSchema(ssoConfigSchema) } },
    },
    async () => ok({ oidc: service !== null }),
  );

  r.get(
    '/api/sso/oidc/start',
    { config: { access: 'public' }, schema: { tags: ['accounts'] } },
    async (req, reply) => {
      const sso = configured();
      try {
        return reply.redirect(await sso.start(req.ip));
      } catch (err) {
        if (err instanceof SsoRefusal) return reply.redirect(backToLogin(SSO_ERROR_PARAM, err.reason));
        throw err;
      }
    },
  );

  r.get(
    '/api/sso/oidc/callback',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], querystring: z.record(z.string(), z.string().max(4096)) },
    },
    async (req, reply) => {
      const sso = configured();
      try {
        return reply.redirect(backToLogin(SSO_CODE_PARAM, await sso.callback(req.query)));
      } catch (err) {
        if (err instanceof SsoRefusal) {
          req.log.info({ reason: err.reason }, `OpenID Connect sign-in refused: ${err.message}`);
          return reply.redirect(backToLogin(SSO_ERROR_PARAM, err.reason));
        }
        throw err;
      }
    },
  );

  r.post(
    '/api/sso/oidc/exchange',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: ssoExchangeBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (req) => ok(await configured().exchange(req.body.code)),
  );
}
