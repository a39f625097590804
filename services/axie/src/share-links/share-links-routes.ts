import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieErrorBody, SHARE_LINK_MAX_BYTES, ShareLinkBody, ShareLinkCreated, ShareLinkParams, ShareLinkResponse } from '@criadero/api-contracts/axie';
import { AxieError } from '../errors';
import { ShareLinksRepository } from './share-links-repository';

/**
 * New links one address may make per minute: a player copies a handful; the limit keeps a
 * script from filling the store (each link is at most SHARE_LINK_MAX_BYTES).
 */
export const SHARE_LINKS_PER_MINUTE = 30;

/** The body's bytes beyond the state itself (`{"state":…}`). */
const ENVELOPE_BYTES = 64;

/** The breeding calculator's shared links: any page state under a short, content-addressed id. */
export async function shareLinksRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repository = new ShareLinksRepository(app.store);

  app.post(
    '/axie/share-links',
    {
      bodyLimit: SHARE_LINK_MAX_BYTES + ENVELOPE_BYTES,
      config: { rateLimit: { max: SHARE_LINKS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['axie'],
        summary: 'Keeps a breeding page’s state and answers its id (the same state always the same id; 413 over the size limit, 429 over the rate)',
        body: ShareLinkBody,
        response: { 200: ShareLinkCreated, 400: AxieErrorBody, 413: AxieErrorBody, 429: AxieErrorBody },
      },
    },
    async (request) => {
      const { id, bytes } = await repository.save(request.body.state);
      request.log.info({ shareLink: id, bytes }, 'share link kept');
      return { id };
    },
  );

  app.get(
    '/axie/share-links/:id',
    {
      schema: {
        tags: ['axie'],
        summary: 'A shared breeding page’s state (404 SHARE_LINK_NOT_FOUND for an unknown id)',
        params: ShareLinkParams,
        response: { 200: ShareLinkResponse, 400: AxieErrorBody, 404: AxieErrorBody, 429: AxieErrorBody },
      },
    },
    async (request) => {
      const state = await repository.get(request.params.id);
      if (!state) throw new AxieError(404, 'SHARE_LINK_NOT_FOUND');
      return { id: request.params.id, state };
    },
  );
}
