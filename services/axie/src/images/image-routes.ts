import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@criadero/service-kit';
import { AxieErrorBody, ImageQuery, ProxyQuery } from '@criadero/api-contracts/axie';
import { AxieError } from '../errors';
import { ProxyError } from './image-proxy';
import { PLACEHOLDER_SVG } from './placeholder';

/**
 * `GET /api/axie-img?genes=`: a generated SVG portrait (cached by genes).
 * `GET /api/imageProxy?url=`: an allow-listed image, or the placeholder when it cannot be had.
 */
export async function imageRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/axie-img',
    { schema: { tags: ['axie'], summary: 'Generated SVG portrait of an axie from its genes', querystring: ImageQuery, response: { 400: AxieErrorBody } } },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply; // an image, not a JSON body
      let portrait;
      try {
        portrait = app.axieImages.portraits.get(request.query.genes);
      } catch (error) {
        // Rendering is pure; the only failure is genes that do not decode to catalogue parts.
        throw new AxieError(400, 'IMAGE_GENERATION_FAILED', undefined, error);
      }
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', portrait.etag);
      if (request.headers['if-none-match'] === portrait.etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(portrait.svg);
    },
  );

  app.get(
    '/imageProxy',
    { schema: { tags: ['axie'], summary: 'Image from an allow-listed host (placeholder when refused or failed)', querystring: ProxyQuery, response: { 400: AxieErrorBody } } },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      try {
        const image = await app.axieImages.imageProxy.fetch(request.query.url);
        return reply.type(image.contentType).header('cache-control', 'public, max-age=86400').send(image.body);
      } catch (error) {
        if (!(error instanceof ProxyError)) throw error;
        request.log.info({ reason: error.reason, detail: error.message }, 'image proxy fell back to the placeholder');
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-image-proxy', `placeholder; reason=${error.reason}`)
          .send(PLACEHOLDER_SVG);
      }
    },
  );
}
