import {
  createInvitationBodySchema,
  envelopeSchema,
  invitationCreatedSchema,
  inviteInfoQuerySchema,
  inviteInfoSchema,
  loginResultSchema,
  nestedEnvelopeSchema,
  signupCompleteBodySchema,
  signupVerifyBodySchema,
  signupVerifyResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../http/auth';
import { ok, okNested } from '../../../http/envelope';
import type { InvitationsService } from './invitations.service';
import type { SignupService } from './signup.service';

export function invitationsRoutes(
  app: FastifyInstance,
  invitations: InvitationsService,
  signup: SignupService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/invitations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        body: createInvitationBodySchema,
        response: { 200: nestedEnvelopeSchema(invitationCreatedSchema) },
      },
    },
    async (req) => okNested(await invitations.create(authOf(req), req.body)),
  );

  r.get(
    '/invite/info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        querystring: inviteInfoQuerySchema,
        response: { 200: envelopeSchema(inviteInfoSchema) },
      },
    },
    async (req) => ok(await invitations.info(req.query.sid)),
  );

  r.post(
    '/api/signup/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: signupVerifyBodySchema,
        response: { 200: envelopeSchema(signupVerifyResultSchema) },
      },
    },
    async (req) => ok(await signup.verify(req.body, req.ip)),
  );

  r.post(
    '/api/signup/complete',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: signupCompleteBodySchema,
        response: { 200: envelopeSchema(loginResultSchema.extend({ improve_flag: z.literal(1) })) },
      },
    },
    async (req) => ok(await signup.complete(req.body)),
  );
}
