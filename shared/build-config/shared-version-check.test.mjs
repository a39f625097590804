import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { sharedVersionMismatches, routerBypasses } = require('./shared-version-check.cjs');

/** A fake package inside the workspace (so it resolves the workspace's installed react). */
const made = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakePackage(dependencies) {
  const dir = mkdtempSync(join(process.cwd(), '.tmp-pkg-'));
  made.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fake', dependencies }));
  return dir;
}

describe('shared singleton version check', () => {
  const reactVersion = require('react/package.json').version;

  it('accepts ranges the shared version satisfies', () => {
    expect(sharedVersionMismatches(fakePackage({ react: `^${reactVersion}`, jotai: '*', lodash: '1.0.0' }))).toEqual([]);
  });

  it('reports a remote built against another major', () => {
    expect(sharedVersionMismatches(fakePackage({ react: '^19.0.0' }))).toEqual([{ pkg: 'react', declared: '^19.0.0', shared: reactVersion }]);
  });

  it('passes for every real package of the platform', () => {
    for (const pkg of ['shell', 'mfe-axie', 'mfe-apeiron', 'mfe-billing', 'mfe-craftworld', 'mfe-horse', 'mfe-lumiterra-pixels']) {
      expect(sharedVersionMismatches(join(process.cwd(), '../..', pkg)), pkg).toEqual([]);
    }
  });

  it('reports a bundle that depends on react-router(-dom) instead of the shared @criadero/router', () => {
    expect(routerBypasses(fakePackage({ 'react-router-dom': '7.0.0', react: '*' }))).toEqual(['react-router-dom']);
    for (const pkg of ['shell', 'mfe-axie', 'mfe-apeiron', 'mfe-billing', 'mfe-craftworld', 'mfe-horse', 'mfe-lumiterra-pixels']) {
      expect(routerBypasses(join(process.cwd(), '../..', pkg)), pkg).toEqual([]);
    }
  });
});
