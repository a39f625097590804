// Unknown paths get the shell's 'not found' page with HTTP 404 (it used to be 200), known
// tool routes and the home page 200, and a remote whose navigation cannot be read keeps its
// prefixes (the shell then says the tool is unavailable).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavManifest, RemoteRegistry } from '@criadero/remote-contract';
import { startSiteGateway } from '../support/site-gateway';
import { isKnownPage, openingRemoteOf } from '../../src/site/page-status';

const nav = (...paths: string[]): NavManifest => ({
  groups: [{ id: 'g', labelId: 'x.group', order: 1 }],
  routes: paths.map((path, order) => ({ path, group: 'g', order, titleId: 'x.title', purposeId: 'x.purpose' })),
  messages: { es: {}, en: {}, pt: {} },
});
const REGISTRY: RemoteRegistry = {
  remotes: [
    { name: 'axie', entry: 'http://127.0.0.1:9/a/mf-manifest.json', version: '1', prefixes: ['/axie-tools', '/dashboard/axie'], nav: nav('/axie-tools/breeding', '/axie-tools/tree/:id') },
    { name: 'dead', entry: 'http://127.0.0.1:9/d/mf-manifest.json', version: '1', prefixes: ['/horse-tools'] },
  ],
};

describe('isKnownPage', () => {
  it('knows the home page, every route (params included), the same under /embed, and a dead remote’s prefixes', () => {
    for (const path of ['/', '/axie-tools/breeding', '/axie-tools/breeding/', '/axie-tools/tree/10000001', '/embed/axie-tools/breeding', '/horse-tools/anything'])
      expect(isKnownPage(path, REGISTRY), path).toBe(true);
  });
  it('does not know anything else', () => {
    for (const path of ['/nope', '/axie-tools', '/axie-tools/breedings', '/axie-tools/tree', '/axie-tools/tree/1/2', '/embed/nope', '/embedded', '/dashboard/axie/x'])
      expect(isKnownPage(path, REGISTRY), path).toBe(false);
  });
});

describe('openingRemoteOf', () => {
  const gated: RemoteRegistry = {
    remotes: [{ ...REGISTRY.remotes[0]!, nav: { ...nav('/axie-tools/breeding'), routes: [...nav('/axie-tools/breeding').routes, { path: '/dashboard/axie', group: 'g', order: 9, titleId: 'x.title', purposeId: 'x.purpose', requiresLogin: true }] } }],
  };
  it('names the remote of a route anyone opens, params and a trailing slash included', () => {
    for (const path of ['/axie-tools/breeding', '/axie-tools/breeding/', '/axie-tools/tree/1']) expect(openingRemoteOf(path, REGISTRY)?.name, path).toBe('axie');
  });
  it('names none for the home page, an unknown path, a dead remote, an embed or a route behind a login', () => {
    for (const path of ['/', '/nope', '/horse-tools/anything', '/embed/axie-tools/breeding']) expect(openingRemoteOf(path, REGISTRY), path).toBeUndefined();
    expect(openingRemoteOf('/dashboard/axie', gated)).toBeUndefined();
    expect(openingRemoteOf('/axie-tools/breeding', gated)?.name).toBe('axie');
  });
});

describe('the gateway', () => {
  let site: Awaited<ReturnType<typeof startSiteGateway>>;
  let app: Awaited<ReturnType<typeof startSiteGateway>>['app'];
  beforeAll(async () => {
    site = await startSiteGateway({ 'index.html': '<!doctype html><div id="root"></div>' }, REGISTRY);
    app = site.app;
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  it('answers an unknown path with the shell page and 404, a tool route with 200', async () => {
    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');
    expect((await app.inject('/axie-tools/tree/10000001')).statusCode).toBe(200);
    expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/horse-tools/marketplace')).statusCode).toBe(200);
  });
});
