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
