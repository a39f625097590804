import { describe, expect, it } from 'vitest';
import { ownerOf, parseRegistry } from './registry';

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
});
