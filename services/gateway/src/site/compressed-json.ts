import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed body saves nothing worth the work. */
const MIN_BYTES = 1024;
/** Brotli at a fast quality: most of the gain of 11 for a fraction of its time on an answer built per request. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The coding a request accepts that the gateway sends: brotli, else gzip, else none. */
function acceptedCoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A JSON answer built per request (the registry with its nav manifests, a few KB), compressed
 * for the browsers that accept it: brotli at a fast quality, else gzip. The built files have
 * their copies made at build time instead.
 */
export function sendJsonCompressed(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  return sendCompressed(request, reply, JSON.stringify(value), 'application/json; charset=utf-8');
}

/**
 * A body built per request (JSON, a page's HTML), compressed as sendJsonCompressed says. `memo`
 * keeps each coding of a text sent again and again (a served page), compressed once.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string, contentType: string, memo?: Map<string, Buffer>) {
  reply.header('content-type', contentType).header('vary', 'accept-encoding');
  const coding = Buffer.byteLength(text) < MIN_BYTES ? undefined : acceptedCoding(request);
  let body = memo?.get(coding ?? 'identity');
  if (!body) {
    const plain = Buffer.from(text);
    body = coding === 'br' ? brotliCompressSync(plain, BROTLI_OPTIONS) : coding === 'gzip' ? gzipSync(plain, GZIP_OPTIONS) : plain;
    memo?.set(coding ?? 'identity', body);
  }
  if (coding) reply.header('content-encoding', coding);
  return reply.send(body);
}

/**
 * An `onSend` hook for the API: a JSON answer of 1 KB or more goes out brotli- or
 * gzip-compressed to a client that accepts it (a phone on a slow network gets the 142 KB of
 * Craft World's game data as ~15 KB). Compressed off the event loop (zlib's thread pool); an
 * answer already encoded, a stream, or another type goes out as it is.
 */
export async function compressJsonAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !/\bjson\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_BYTES) return payload;
  // appended: a CORS answer already varies on Origin
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const coding = acceptedCoding(request);
  if (!coding) return payload;
  reply.header('content-encoding', coding).removeHeader('content-length');
  return coding === 'br' ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body, GZIP_OPTIONS);
}
