import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeployError, publish, rollback, unsatisfiedShared } from './deploy.mjs';

let dir, dist, cdnDir, registryFile, shellManifest;
const cdnUrl = 'http://cdn.example';
const registry = () => JSON.parse(readFileSync(registryFile, 'utf8'));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-'));
  dist = join(dir, 'dist');
  mkdirSync(dist);
  // the shapes of a real build's mf-manifest.json `shared` entries (only what publish reads)
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_horse', shared: [
    { name: '@criadero/ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true },
    { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true },
  ] }));
  shellManifest = join(dir, 'shell-mf-manifest.json');
  writeFileSync(shellManifest, JSON.stringify({ name: 'shell', shared: [
    { name: '@criadero/ui', version: '1.2.0', requiredVersion: '^1.2.0' },
    { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' },
  ] }));
  writeFileSync(join(dist, 'remoteEntry.js'), '// v');
  cdnDir = join(dir, 'cdn');
  registryFile = join(dir, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify({ remotes: [
    { name: 'mfe_axie', entry: 'http://a/mf-manifest.json', version: '0.1.0', prefixes: ['/axie-infinity-tools'] },
    { name: 'mfe_horse', entry: 'http://h/mf-manifest.json', version: '0.1.0', prefixes: ['/planet-horse-tools'] },
  ] }));
});

describe('publish and rollback', () => {
  it('publishes into an immutable versioned folder and edits only that registry entry', () => {
    publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '1.0.0' });
    expect(readFileSync(join(cdnDir, '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('// v');
    const [axie, horse] = registry().remotes;
    expect(horse).toMatchObject({ entry: 'http://cdn.example/1.0.0/mf-manifest.json', version: '1.0.0' });
    expect(axie).toEqual({ name: 'mfe_axie', entry: 'http://a/mf-manifest.json', version: '0.1.0', prefixes: ['/axie-infinity-tools'] });
    writeFileSync(join(dist, 'remoteEntry.js'), '// changed');
    expect(() => publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '1.0.0' })).toThrow(/immutable/);
    expect(readFileSync(join(cdnDir, '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('// v');
  });

  it('rolls back to the previous release, or to a named one, and refuses unknown ones', () => {
    for (const version of ['1.0.0', '1.1.0', '2.0.0']) publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version });
    expect(rollback({ remote: 'mfe_horse', cdnDir, cdnUrl, registryFile }).version).toBe('1.1.0');
    expect(rollback({ remote: 'mfe_horse', cdnDir, cdnUrl, registryFile }).version).toBe('1.0.0');
    expect(() => rollback({ remote: 'mfe_horse', cdnDir, cdnUrl, registryFile })).toThrow(DeployError);
    expect(rollback({ remote: 'mfe_horse', cdnDir, cdnUrl, registryFile, to: '2.0.0' }).entry).toBe('http://cdn.example/2.0.0/mf-manifest.json');
    expect(() => rollback({ remote: 'mfe_horse', cdnDir, cdnUrl, registryFile, to: '9.9.9' })).toThrow(/never published/);
  });

  it("writes the published version's nav manifest into the entry, and the rolled-back one's on rollback", () => {
    const nav = (title) => ({ groups: [], routes: [{ path: '/planet-horse-tools/x', group: 'horse', order: 1, titleId: 't', purposeId: 'p' }], messages: { es: { t: title } } });
    writeFileSync(join(dist, 'nav-manifest.json'), JSON.stringify(nav('uno')));
    publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '1.0.0' });
    expect(registry().remotes[1].nav).toEqual(nav('uno'));
    writeFileSync(join(dist, 'nav-manifest.json'), JSON.stringify(nav('dos')));
    publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '1.1.0' });
    expect(registry().remotes[1].nav).toEqual(nav('dos'));
    rollback({ remote: 'mfe_horse', cdnDir, cdnUrl, registryFile });
    expect(registry().remotes[1].nav).toEqual(nav('uno'));
    expect(registry().remotes[0].nav).toBeUndefined(); // the other remotes untouched
  });

  it('refuses a dist of another remote, an unbuilt dist, a bad version and an unknown remote', () => {
    expect(() => publish({ remote: 'mfe_axie', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '1.0.0' })).toThrow(/not mfe_axie/);
    expect(() => publish({ remote: 'mfe_horse', distDir: join(dir, 'nope'), cdnDir, cdnUrl, registryFile, shellManifest, version: '1.0.0' })).toThrow(/build the remote/);
    expect(() => publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '../x' })).toThrow(/bad version/);
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_ghost' }));
    expect(() => publish({ remote: 'mfe_ghost', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '1.0.0' })).toThrow(/no remote named/);
    expect(() => readFileSync(join(cdnDir, '1.0.0', 'remoteEntry.js'))).toThrow(); // nothing copied
  });

  it("refuses a remote whose shared ranges the served shell's versions do not satisfy, naming each, and copies nothing", () => {
    writeFileSync(shellManifest, JSON.stringify({ name: 'shell', shared: [
      { name: '@criadero/ui', version: '1.0.0', requiredVersion: '^1.0.0' },
      { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' },
    ] }));
    expect(() => publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest, version: '1.0.0' }))
      .toThrow('mfe_horse 1.0.0 cannot run on this shell: @criadero/ui: the shell has 1.0.0, the remote requires ^1.1.0');
    expect(() => readFileSync(join(cdnDir, '1.0.0', 'remoteEntry.js'))).toThrow();
    expect(registry().remotes[1].version).toBe('0.1.0');
    expect(() => publish({ remote: 'mfe_horse', distDir: dist, cdnDir, cdnUrl, registryFile, shellManifest: join(dir, 'none.json'), version: '1.0.0' }))
      .toThrow(/shell's mf-manifest.json is needed/);
  });

  it('accepts a newer minor of the shell and refuses another major', () => {
    const remote = { shared: [{ name: '@criadero/ui', requiredVersion: '^1.1.0' }, { name: 'left-out', requiredVersion: '^2.0.0' }] };
    expect(unsatisfiedShared(remote, { shared: [{ name: '@criadero/ui', version: '1.4.2' }] })).toEqual([]);
    expect(unsatisfiedShared(remote, { shared: [{ name: '@criadero/ui', version: '2.0.0' }] })).toHaveLength(1);
  });
});
