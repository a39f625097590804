// The bundle hosts' cache policy (cache-policy.mjs): served by tools/static-host and the gateway,
// whose own tests check the headers on the wire.
import { describe, expect, it } from 'vitest';
import { IMMUTABLE, bundleStaticOptions, cacheControlFor } from './cache-policy.mjs';

describe('cache policy', () => {
  it('tells content-hashed names from the others', () => {
    expect(cacheControlFor('/d/main.1a2b3c4d.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/d/123.deadbeef.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('/d/index.html')).toBe('no-cache');
    expect(cacheControlFor('/d/remoteEntry.js.br')).toBe('no-cache');
    expect(cacheControlFor('/d/breeding-pairs-worker.js')).toBe('no-cache');
    expect(cacheControlFor('/d/embed/embed.js.gz')).toBe('no-cache');
  });

  it('publishes source maps and build statistics in development only', () => {
    const production = bundleStaticOptions('/d', { production: true });
    const development = bundleStaticOptions('/d', { production: false });
    for (const file of ['/main.1a2b3c4d.js.map', '/mf-stats.json', '/mf-stats.json.br']) {
      expect(production.allowedPath(file)).toBe(false);
      expect(development.allowedPath(file)).toBe(true);
    }
    expect(production.allowedPath('/mf-manifest.json')).toBe(true);
  });
});
