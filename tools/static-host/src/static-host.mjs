// Serves one built bundle from its own origin, the way a game team's CDN would: immutable
// hashed files, CORS open (the shell on another origin fetches mf-manifest.json with fetch).
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import cors from '@fastify/cors';
import { resolve } from 'node:path';

/**
 * @param {{ dir: string, port: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticHost({ dir, port, host = '127.0.0.1' }) {
  const app = Fastify({ logger: false });
  await app.register(cors, { origin: true });
  await app.register(fastifyStatic, {
    root: resolve(dir),
    setHeaders(reply, filePath) {
      // manifests and entries must be re-read after a deploy; hashed chunks never change
      const mutable = /(mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/.test(filePath);
      reply.header('cache-control', mutable ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  const address = await app.listen({ port, host });
  return { url: address, close: () => app.close() };
}
