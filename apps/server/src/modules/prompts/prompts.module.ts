import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { PromptsRepository } from './prompts.repository';
import { promptsRoutes } from './prompts.routes';
import { PromptsService } from './prompts.service';

/** Wires the chat prompt library: repository, service, routes. */
export function registerPrompts(app: FastifyInstance, db: Db): PromptsService {
  const prompts = new PromptsService(new PromptsRepository(db));
  promptsRoutes(app, prompts);
  return prompts;
}
