// The import command as an operator runs it (a child process through tsx).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MongoStore } from '@criadero/service-kit/store';
import { createRepositories } from '../src/repositories';
import { sampleDataset } from './helpers';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], { cwd: pkg, encoding: 'utf8', env: { ...process.env, INIT_CWD: pkg, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 });

const dir = mkdtempSync(join(tmpdir(), 'apeiron-import-'));
const small = { ...sampleDataset(), planets: sampleDataset().planets!.filter((p) => !p.parentIds).slice(0, 20) };
const good = join(dir, 'good.json');
writeFileSync(good, JSON.stringify(small));

describe('npm run import -w @criadero/service-apeiron -- <file>', () => {
  it('prints usage and exits 2 without a file', () => {
    const res = run([]);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/usage/);
  });

  it('lists the problems of a bad file and exits 1', () => {
    const bad = join(dir, 'bad.json');
    const spoiled = structuredClone(small);
    spoiled.planets![0]!.elements.air += 5;
    spoiled.wars![0]!.guildB = 'ghost-guild';
    writeFileSync(bad, JSON.stringify(spoiled));
    const res = run([bad]);
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/add up to 100/);
    expect(res.stderr).toMatch(/unknown guild ghost-guild/);
    const notJson = join(dir, 'broken.json');
    writeFileSync(notJson, '{ "format": ');
    expect(run([notJson]).status).toBe(1);
  });

  it('validates only when there is no database, and imports into MONGODB_URI (FerretDB) when set', async () => {
    const dry = run([good]);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/valid .*NOT saved/);

    const db = `criadero_import_${Date.now()}`;
    const res = run([good], { MONGODB_URI: inject('ferretdbUri'), MONGODB_DB: db });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/imported .*planets: 20.*players: 150/);
    const store = await MongoStore.connect(inject('ferretdbUri'), db);
    try {
      const repos = await createRepositories(store);
      expect(await repos.planets.count()).toBe(20);
      expect(await repos.sources.get('wars')).toEqual(small.source);
    } finally {
      await store.dropDatabase();
      await store.close();
    }
  });
});
