// Serves one built bundle from its own origin, the way a game team's CDN would: brotli/gzip
// copies made at build time, immutable hashed files, CORS open (the shell on another origin
// fetches mf-manifest.json with fetch).
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import cors from '@fastify/cors';
import { resolve } from 'node:path';
import { bundleStaticOptions } from './cache-policy.mjs';

/**
 * @param {{ dir: string, port: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticHost({ dir, port, host = '127.0.0.1' }) {
  const app = Fastify({ logger: false });
  await app.register(cors, { origin: true });
  await app.register(fastifyStatic, bundleStaticOptions(resolve(dir)));
  const address = await app.listen({ port, host });
  return { url: address, close: () => app.close() };
}
