import { describe, expect, it } from 'vitest';
import { openingRemote, ownerOf, parseRegistry } from './registry';

const registry = parseRegistry({
  remotes: [
    { name: 'mfe_billing', entry: 'http://b/mf-manifest.json', version: '1.0.0', prefixes: ['/dashboard'] },
    { name: 'mfe_craftworld', entry: 'http://c/mf-manifest.json', version: '1.0.0', prefixes: ['/craft-world-tools', '/dashboard/craftworld'] },
  ],
});

describe('remote registry', () => {
  it('parses entries and defaults the optional fields', () => {
    const [entry] = parseRegistry({ remotes: [{ name: 'x', entry: 'http://x/mf-manifest.json' }] });
    expect(entry).toEqual({ name: 'x', entry: 'http://x/mf-manifest.json', version: '0.0.0', prefixes: [], title: 'x' });
  });

  it('keeps the nav an entry carries, and ignores one the shell could not draw', () => {
    const nav = {
      groups: [{ id: 'g', labelId: 'x.group', order: 1 }],
      routes: [{ path: '/x/one', group: 'g', order: 1, titleId: 'x.one', purposeId: 'x.one.p' }],
      messages: { es: { 'x.one': 'Uno' }, en: { 'x.one': 'One' }, pt: { 'x.one': 'Um' } },
    };
    const [withNav, broken] = parseRegistry({
      remotes: [
        { name: 'x', entry: 'http://x/mf-manifest.json', nav },
        { name: 'y', entry: 'http://y/mf-manifest.json', nav: { groups: [], routes: [{ title: 'no path' }], messages: {} } },
      ],
    });
    expect(withNav?.nav).toEqual(nav);
    expect(broken?.nav).toBeUndefined();
  });

  it('rejects a registry without a remotes list or with an entry missing its URL', () => {
    expect(() => parseRegistry({})).toThrow(/remotes/);
    expect(() => parseRegistry({ remotes: [{ name: 'x' }] })).toThrow(/entry 0/);
  });

  it('finds the owner by the longest matching prefix, on path segment boundaries', () => {
    expect(ownerOf('/dashboard/profile', registry)?.name).toBe('mfe_billing');
    expect(ownerOf('/dashboard/craftworld', registry)?.name).toBe('mfe_craftworld');
    expect(ownerOf('/craft-world-tools/factory-guide', registry)?.name).toBe('mfe_craftworld');
    expect(ownerOf('/dashboardx', registry)).toBeUndefined();
    expect(ownerOf('/nowhere', registry)).toBeUndefined();
  });

  it('names the remote of the page being opened only when its tool opens for anyone', () => {
    const messages = { es: {}, en: {}, pt: {} };
    const withNav = parseRegistry({
      remotes: [
        {
          name: 'mfe_craftworld',
          entry: 'http://c/mf-manifest.json',
          prefixes: ['/craft-world-tools', '/dashboard/craftworld'],
          nav: {
            groups: [{ id: 'cw', labelId: 'cw.group', order: 1 }],
            routes: [
              { path: '/craft-world-tools/resource-optimizer', group: 'cw', order: 1, titleId: 'cw.r', purposeId: 'cw.r.p' },
              { path: '/dashboard/craftworld', group: 'cw', order: 2, titleId: 'cw.d', purposeId: 'cw.d.p', requiresLogin: true },
              { path: '/craft-world-tools/creator', group: 'cw', order: 3, titleId: 'cw.c', purposeId: 'cw.c.p', creatorOnly: true },
            ],
            messages,
          },
        },
      ],
    });
    expect(openingRemote(withNav, '/craft-world-tools/resource-optimizer')?.name).toBe('mfe_craftworld');
    expect(openingRemote(withNav, '/dashboard/craftworld')).toBeUndefined(); // the login gate first
    expect(openingRemote(withNav, '/craft-world-tools/creator')).toBeUndefined(); // the creator gate first
    expect(openingRemote(withNav, '/craft-world-tools/no-such-tool')).toBeUndefined();
    expect(openingRemote(withNav, '/')).toBeUndefined();
    expect(openingRemote(registry, '/craft-world-tools/resource-optimizer')).toBeUndefined(); // no nav: loaded at start anyway
  });
});
