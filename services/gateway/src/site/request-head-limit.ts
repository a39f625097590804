import { createHash } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, refuseUnparsable } from '@criadero/service-kit';
import { API_CSP_HEADER } from './content-security-policy';

/**
 * How large a request head (request line and headers) the gateway reads.
 *
 * Node's HTTP server refuses a head over its `maxHeaderSize` (16 KiB by default) before any
 * route runs. Links of the breeding calculator made before links were kept on the server carry
 * the whole page inline in the address (`?enlace=<base64url JSON>`), about 14.7 bytes an Axie:
 * past ≈ 1,050 Axies they no longer fit, and such links are in the wild. The largest a release
 * made is 20,000 loaded Axies with all of them hidden: 40,000 ids of 8 digits (every Axie id is
 * below 100,000,000) at 11 JSON bytes each, base64 (× 4/3), ≈ 587 KB, plus the filter, rules,
 * fees and the browser's own headers. So the server reads heads up to 768 KiB, and only a page
 * address's `enlace` value may use the room above the ordinary 16 KiB (`OrdinaryHeadBytes`):
 * every other request, and every API call, keeps the old limit.
 *
 * The cost: Node keeps a head in memory until it is whole, so a client can hold up to 768 KiB
 * per open connection instead of 16 KiB, for at most the request timeout (30 s, SERVER_LIMITS).
 * Bounding connections per address is the load balancer's job (deploy/nginx.conf.example).
 */
export const MAX_HEAD_BYTES = 768 * 1024;
/** Node's default limit, kept for everything but an inline link. */
export const ORDINARY_HEAD_BYTES = 16 * 1024;
/** The query parameter of an inline link (the breeding calculator's `SHARE_PARAM`). */
const INLINE_LINK_PARAM = 'enlace';

const TEXTS = {
  es: {
    title: 'Este enlace es demasiado largo',
    body: 'La dirección supera lo que el sitio acepta. Los enlaces de la calculadora de cría abren con hasta 20.000 Axies; pide a quien te lo envió un enlace nuevo con «Copiar enlace».',
    home: 'Ir al inicio',
  },
  en: {
    title: 'This link is too long',
    body: 'The address is longer than the site accepts. Breeding calculator links open with up to 20,000 Axies; ask whoever sent it for a new link made with “Copy link”.',
    home: 'Go to the home page',
  },
  pt: {
    title: 'Este link é longo demais',
    body: 'O endereço ultrapassa o que o site aceita. Os links da calculadora de cruzamento abrem com até 20.000 Axies; peça a quem o enviou um link novo feito com “Copiar link”.',
    home: 'Ir para o início',
  },
} as const;

// Shows the text in the language the player chose on the site (the shell keeps it in
// localStorage as `criadero.locale`, Spanish by default); without scripts the Spanish stays.
const PICK_LANGUAGE = `try{var l=JSON.parse(localStorage.getItem('criadero.locale')||'"es"');if(l==='en'||l==='pt'){var m=document.querySelector('main[lang='+l+']');document.querySelector('main[lang=es]').hidden=true;m.hidden=false;document.documentElement.lang=l;document.title=m.querySelector('h1').textContent}}catch(e){}`;
const STYLE = 'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2328}h1{font-size:1.6rem}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page a refused head gets: the three languages, Spanish shown until the script picks the player's. */
export const HEAD_TOO_LARGE_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${TEXTS.es.title}</title><style>${STYLE}</style></head><body>${(['es', 'en', 'pt'] as const)
  .map((lang) => `<main lang="${lang}"${lang === 'es' ? '' : ' hidden'}><h1>${TEXTS[lang].title}</h1><p>${TEXTS[lang].body}</p><p><a href="/">${TEXTS[lang].home}</a></p></main>`)
  .join('')}<script>${PICK_LANGUAGE}</script></body></html>`;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; script-src ${sha256(PICK_LANGUAGE)}; style-src ${sha256(STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/**
 * The gateway's `clientErrorHandler`: a head over MAX_HEAD_BYTES never reaches Fastify (Node's
 * parser stops at the limit, before the headers that name the client's wishes have arrived), so
 * it gets the page above with 431; anything else unreadable keeps the platform's JSON answer.
 */
export function refuseOversizedHead(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code !== 'HPE_HEADER_OVERFLOW' || !socket.writable) {
    refuseUnparsable(error, socket);
    return;
  }
  const headers = { ...PAGE_HEADERS, 'content-length': String(Buffer.byteLength(HEAD_TOO_LARGE_PAGE)), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 431 Request Header Fields Too Large\r\n${head}\r\n${HEAD_TOO_LARGE_PAGE}`);
}

/** Bytes of the head as it came on the wire (request line and header lines). */
function headBytes(method: string, url: string, rawHeaders: string[]): number {
  let bytes = Buffer.byteLength(`${method} ${url} HTTP/1.1\r\n\r\n`);
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) bytes += Buffer.byteLength(rawHeaders[i]!) + Buffer.byteLength(rawHeaders[i + 1]!) + 4;
  return bytes;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The length of the inline link's value a page request carries (0: none), which may pass the ordinary limit. */
function inlineLinkBytes(method: string, url: string): number {
  if (method !== 'GET' && method !== 'HEAD') return 0;
  const query = url.indexOf('?');
  if (query < 0 || isApi(url.slice(0, query))) return 0;
  const value = new URLSearchParams(url.slice(query)).get(INLINE_LINK_PARAM);
  return value ? value.length : 0;
}

/**
 * Where a load balancer that refused a head itself fetches the same page (nginx's 414 and 494,
 * see deploy/nginx.conf.example), so the player reads it there too.
 */
export const HEAD_TOO_LARGE_PATH = '/_criadero/head-too-large';

/**
 * Keeps the ordinary 16 KiB for every request but a page address's inline link: a larger head
 * anywhere else answers 431, a page in the player's language (an API call: the API's JSON
 * error, in the language it asks for). Serves that page at HEAD_TOO_LARGE_PATH.
 */
export const requestHeadLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.get(HEAD_TOO_LARGE_PATH, { schema: { hide: true } }, (_request, reply) => reply.status(431).headers(PAGE_HEADERS).send(HEAD_TOO_LARGE_PAGE));
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      const url = raw.url ?? '/';
      const bytes = headBytes(raw.method ?? 'GET', url, raw.rawHeaders);
      if (bytes <= ORDINARY_HEAD_BYTES || bytes - inlineLinkBytes(raw.method ?? 'GET', url) <= ORDINARY_HEAD_BYTES) return;
      request.log.info({ bytes, path: url.split('?')[0]!.slice(0, 200) }, 'request head over the ordinary limit refused');
      // as Node closes after refusing a head: a client sending such heads is not kept
      reply.header('connection', 'close');
      if (isApi(url.split('?')[0]!)) {
        // the site's hook that gives API answers their CSP comes after this one
        reply.header('content-security-policy', API_CSP_HEADER);
        throw new AppError(431, 'VALIDATION_ERROR', { detail: 'request head over 16 KiB' });
      }
      return reply.status(431).headers(PAGE_HEADERS).send(HEAD_TOO_LARGE_PAGE);
    });
  },
  { name: 'criadero-request-head-limit', fastify: '5.x' },
);
