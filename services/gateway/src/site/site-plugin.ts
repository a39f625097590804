import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bundleStaticOptions } from '@criadero/build-config/cache-policy';
import { SESSION_COOKIE } from '@criadero/api-contracts/paths';
import { LOCALES } from '@criadero/remote-contract';
import { AppError, errorBody, sendNotFound } from '@criadero/service-kit';
import { API_CSP_HEADER, pageCsp, type WalletHosts } from './content-security-policy';
import { pagePath } from './page-path';
import { readRemoteRegistry } from './remote-registry';
import { createNavResolver } from './nav-manifests';
import { sendCompressed, sendJsonCompressed } from './compressed-json';
import { isKnownPage, openingRemoteOf, routeOf } from './page-status';
import { createRemotePreloads } from './remote-preloads';
import { createShellFiles, withFirstPaint, type OpeningPage } from './first-paint';
import { createNoteReads } from './note-reads';

export interface SiteOptions {
  shellDir: string;
  remotesFile: string;
  /** registered partner sites: they may load embed.js and frame /embed/ pages */
  partnerOrigins: string[];
  /** sign-in kits the platform configures: the page may reach their services */
  wallets?: WalletHosts;
}

const EMBED_PREFIX = '/embed/';

/** false for anything that is not a readable regular file, including paths the file system refuses (ENOTDIR, ENAMETOOLONG) */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
/** whether the request carries the session cookie (its validity is the session service's business: the page only needs to know whether the shell will start signed out) */
const hasSessionCookie = (request: FastifyRequest) => (request.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** a request for a file (`/main.js`, `/embed/embed.js`, `/favicon.svg`), not a page or client route */
const requestsAFile = (url: string) => /\.(?!html?$)[a-z0-9]{1,8}$/i.test(url.split('?')[0]!);

/**
 * The site on the gateway's port: `/remotes.json` read fresh from the registry
 * file on each request, the built shell's files, and index.html for every
 * other GET outside /api (client-side routes). Unknown /api paths stay JSON 404s.
 */
export const sitePlugin = fp<SiteOptions>(
  async (app: FastifyInstance, options) => {
    const indexFile = join(options.shellDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built shell at ${options.shellDir} (index.html missing): build the shell to serve pages. The API works.`);
    }

    const pageHeaders = async (request: FastifyRequest, reply: FastifyReply) => {
      const embed = request.url.startsWith(EMBED_PREFIX);
      if (embed) {
        // embed.js and its chunks run on partner pages (cross-site script loads); the
        // /embed/<tool> pages are the iframe fallback, framed by those partners
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.removeHeader('x-frame-options');
      }
      if (requestsAFile(request.url)) {
        // a script, style or image is not a document: a CSP on it does nothing, and the page's
        // (every remote origin listed) would add ~1.5 KB to each of a first visit's ~30 responses
        reply.header('content-security-policy', API_CSP_HEADER);
        return;
      }
      const frameAncestors = embed ? options.partnerOrigins : [];
      try {
        reply.header('content-security-policy', pageCsp(await readRemoteRegistry(options.remotesFile), { frameAncestors, wallets: options.wallets }));
      } catch (error) {
        request.log.error({ err: error }, 'remote registry unreadable; pages served with a same-origin CSP');
        reply.header('content-security-policy', pageCsp({ remotes: [] }, { frameAncestors, wallets: options.wallets }));
      }
    };

    // Pages get a CSP built from the registry (read from disk: async); API answers a
    // locked-down one, set synchronously (no promise per API call).
    app.addHook('onRequest', (request, reply, done) => {
      if (isApi(request.url)) {
        reply.header('content-security-policy', API_CSP_HEADER);
        done();
        return;
      }
      pageHeaders(request, reply).then(
        () => done(),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    });

    // each remote's navigation, so the shell draws the whole menu before loading any remote
    const withNav = createNavResolver({ warn: (message) => app.log.warn(message) });
    const remotePreloads = createRemotePreloads({ warn: (message) => app.log.warn(message) });
    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const registry = await withNav(await readRemoteRegistry(options.remotesFile));
      // an entry file: revalidated on every load, so a deploy shows up at once
      reply.header('cache-control', 'no-cache');
      return sendJsonCompressed(request, reply, registry);
    });

    // The shell's files with their build-time brotli/gzip copies and the bundles' cache policy
    // (hashed files immutable, index.html and the other unhashed files no-cache).
    // wildcard: false registers one route per file present at start; files added later (a rebuild)
    // are served by the not-found handler below.
    await app.register(fastifyStatic, { ...bundleStaticOptions(options.shellDir), wildcard: false, index: false, serve: existsSync(options.shellDir) });

    const shellFiles = createShellFiles(options.shellDir);
    // the services' answers a page's note is drawn from (a route's `note.read`)
    const noteAnswer = createNoteReads(app, (message) => app.log.warn(message));
    // each drawn page's compressed copies, made once per text rather than per visit (compression is
    // synchronous); a rebuilt shell or a redeployed remote draws new texts: past 100, it starts over
    const encodedPages = new Map<string, Map<string, Buffer>>();
    const encodedCopies = (html: string) => {
      if (!encodedPages.has(html) && encodedPages.size >= 100) encodedPages.clear();
      return encodedPages.get(html) ?? encodedPages.set(html, new Map()).get(html)!;
    };
    /** index.html, with the opening page's heading and purpose drawn in it when the page is known */
    const sendShell = async (request: FastifyRequest, reply: FastifyReply, status = 200, page?: OpeningPage) => {
      const shell = await shellFiles();
      if (!shell) {
        return reply.status(503).send(errorBody(request, new AppError(503, 'NOT_READY', { detail: 'shell not built' })));
      }
      reply.header('cache-control', 'no-cache');
      const html = page ? withFirstPaint(shell.html, page, shell.texts) : shell.html;
      // the page as built: the file with its build-time brotli/gzip copies
      if (html === shell.html) return reply.status(status).sendFile('index.html');
      return sendCompressed(request, reply.status(status), html, 'text/html; charset=utf-8', encodedCopies(html));
    };

    app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, 200, { kind: 'home' })); // a page, not the API
    app.setNotFoundHandler(async (request, reply) => {
      if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) return sendNotFound(request, reply);
      const path = pagePath(request.url);
      if (!path.includes('..') && isFile(join(options.shellDir, path))) {
        return reply.sendFile(path.slice(1));
      }
      // the shell still draws its 'not found' page, but a path no tool has answers 404
      // (an unreadable registry cannot tell: the page is served as before)
      const registry = await readRemoteRegistry(options.remotesFile).then(withNav).catch(() => null);
      const known = registry === null || isKnownPage(path, registry);
      // the page's remote files, asked for beside the shell's scripts rather than after them
      const opening = registry && openingRemoteOf(path, registry);
      const route = registry && routeOf(path, registry);
      if (opening) reply.header('link', (await remotePreloads(opening, route?.route.path)).join(', '));
      // read only where the note is drawn: a tool open to every visitor (routeTexts)
      const noteRead = route && !route.route.requiresLogin && !route.route.creatorOnly ? route.route.note?.read : undefined;
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const noteAnswers = noteRead && Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await noteAnswer(noteRead, locale)] as const)));
      const page: OpeningPage | undefined = route ? { kind: 'route', ...route, signedIn: hasSessionCookie(request), query, noteAnswers } : undefined;
      return sendShell(request, reply, known ? 200 : 404, page);
    });
  },
  { name: 'criadero-site', fastify: '5.x', dependencies: ['@criadero/service-kit'] },
);
