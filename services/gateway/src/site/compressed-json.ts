import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed body saves nothing worth the work. */
const MIN_BYTES = 1024;

/**
 * A JSON answer built per request (the registry with its nav manifests, a few KB), compressed
 * for the browsers that accept it: brotli at a fast quality, else gzip. The built files have
 * their copies made at build time instead.
 */
export function sendJsonCompressed(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = Buffer.from(JSON.stringify(value));
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body.length < MIN_BYTES) return reply.send(body);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}
