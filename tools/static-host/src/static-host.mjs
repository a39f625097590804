// Serves one built bundle from its own origin, the way a game team's CDN would: brotli/gzip
// copies made at build time, immutable hashed files, CORS open to every page without credentials
// (the shell on another origin fetches mf-manifest.json with fetch), security headers on every
// answer, Node's own parser refusals included.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';
import { bundleStaticOptions } from '@criadero/build-config/cache-policy';

/**
 * Public, credential-free files: `Access-Control-Allow-Origin: *` (never an echo of the caller's
 * Origin, which with credentials would hand any site a logged-in read), readable by pages of
 * other origins (CORP cross-origin: the shell loads these scripts), never sniffed or framed.
 */
const STATIC_HOST_HEADERS = Object.freeze({
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
});

/** Node's parser refused the bytes (malformed request, headers too large): a bare 400/431 with the same headers. */
function refuseUnparsable(error, socket) {
  if (!socket.writable) return socket.destroy(error);
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const headers = Object.entries(STATIC_HOST_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status}\r\n${headers}content-length: 0\r\nconnection: close\r\n\r\n`);
}

/**
 * @param {{ dir: string, port: number, host?: string, production?: boolean }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticHost({ dir, port, host = '127.0.0.1', production }) {
  const app = Fastify({ logger: false, clientErrorHandler: refuseUnparsable });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(STATIC_HOST_HEADERS);
    if (request.method === 'OPTIONS') {
      // a CORS preflight: any page may GET these files, without credentials
      return reply
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
  await app.register(fastifyStatic, bundleStaticOptions(resolve(dir), { production }));
  const address = await app.listen({ port, host });
  return { url: address, close: () => app.close() };
}
