import {
  adminUserRowSchema,
  closingContactResultSchema,
  companyTemplateResultSchema,
  createTeamBodySchema,
  createUserBodySchema,
  envelopeSchema,
  accountLoginBodySchema,
  loginResultSchema,
  loginSaltQuerySchema,
  loginSaltSchema,
  nestedEnvelopeSchema,
  setClosingContactBodySchema,
  setCompanyTemplateBodySchema,
  teamSchema,
  urlTicketBodySchema,
  urlTicketSchema,
  userSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, decodeAccessToken } from '../../http/auth';
import { ok, okNested } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import type { AccountsService } from './accounts.service';
import type { SignedLoginService } from './signed-login.service';

export function accountsRoutes(
  app: FastifyInstance,
  service: AccountsService,
  signedLogin: SignedLoginService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login/account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: accountLoginBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (req) =>
      ok(
        'password' in req.body
          ? await service.login(req.body.account, req.body.password, req.ip)
          : await signedLogin.login(req.body, req.ip),
      ),
  );

  r.get(
    '/api/login/salt',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        querystring: loginSaltQuerySchema,
        response: { 200: envelopeSchema(loginSaltSchema) },
      },
    },
    async (req) => ok(await signedLogin.salt(req.query.account)),
  );

  r.get(
    '/api/user/getuserbytoken',
    { schema: { tags: ['accounts'], response: { 200: envelopeSchema(userSchema) } } },
    async (req) => ok(authOf(req).user),
  );

  r.post(
    '/api/user/url-ticket',
    {
      schema: {
        tags: ['accounts'],
        body: urlTicketBodySchema,
        response: { 200: envelopeSchema(urlTicketSchema) },
      },
    },
    async (req) => ok(service.mintUrlTicket(authOf(req), req.body.purpose)),
  );

  // The path segment is the access token itself (`GET /logout/{session id}`); logs redact it.
  r.get(
    '/logout/:token',
    { config: { access: 'public' }, schema: { tags: ['accounts'], params: z.object({ token: z.string() }) } },
    async (req) => {
      const sessionId = decodeAccessToken(req.params.token);
      if (!sessionId) throw unauthorized('Invalid access token');
      await service.logout(sessionId);
      return ok(null);
    },
  );

  r.post(
    '/api/admin/teams',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: createTeamBodySchema,
        response: { 200: nestedEnvelopeSchema(teamSchema) },
      },
    },
    async (req) => okNested(await service.createTeam(authOf(req), req.body.name)),
  );

  r.get(
    '/api/admin/teams',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: nestedEnvelopeSchema(z.array(teamSchema)) } },
    },
    async (req) => okNested(await service.listTeams(authOf(req))),
  );

  r.put(
    '/api/admin/teams/company-template',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: setCompanyTemplateBodySchema,
        response: { 200: nestedEnvelopeSchema(companyTemplateResultSchema) },
      },
    },
    async (req) => okNested(await service.setCompanyTemplate(authOf(req), req.body)),
  );

  r.put(
    '/api/admin/teams/closing-contact',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: setClosingContactBodySchema,
        response: { 200: nestedEnvelopeSchema(closingContactResultSchema) },
      },
    },
    async (req) => okNested(await service.setClosingContact(authOf(req), req.body)),
  );

  r.post(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: createUserBodySchema,
        response: { 200: nestedEnvelopeSchema(z.object({ id: z.string() })) },
      },
    },
    async (req) => okNested(await service.createUser(authOf(req), req.body)),
  );

  r.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: nestedEnvelopeSchema(z.array(adminUserRowSchema)) } },
    },
    async (req) => okNested(await service.listUsers(authOf(req))),
  );
}
