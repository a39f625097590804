// `npm run import:origins-items` reads the full rune and charm catalogues from the
// Origins API (here a local server with the recorded responses) and the service then serves them
// instead of the docs' 20-item sample, labelled with the import's date.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { KEY, recordedOriginsApi } from './recorded-origins-api';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const dir = mkdtempSync(join(tmpdir(), 'origins-items-'));
const today = new Date().toISOString().slice(0, 10);

let api: Awaited<ReturnType<typeof recordedOriginsApi>>;
beforeAll(async () => {
  api = await recordedOriginsApi();
});
afterAll(() => api.close());

const run = (args: string[], env: Record<string, string | undefined>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const { ORIGINS_API_KEY: _key, ...inherited } = process.env;
    execFile(process.execPath, [tsxCli, 'src/cli/import-origins-items.ts', ...args], { cwd: pkg, env: { ...inherited, ...env } }, (error, stdout, stderr) =>
      done({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });

describe('npm run import:origins-items', () => {
  it('0: reads every page of runes and charms with the key and writes both catalogues; the service serves them, labelled', async () => {
    const target = join(dir, 'ok');
    const res = await run([], { ORIGINS_API_KEY: KEY, ORIGINS_API_URL: api.url, ORIGINS_ITEMS_DIR: target });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('imported 20 of 20 runes');
    expect(res.stdout).toContain('imported 20 of 20 charms');
    expect(api.seen).toEqual(expect.arrayContaining(['/origins/v2/community/runes?offset=0&limit=100', '/origins/v2/community/charms?offset=100&limit=100']));
    expect(readdirSync(target).sort()).toEqual(['charms.json', 'runes.json']); // no temporary file left
    const runes = JSON.parse(readFileSync(join(target, 'runes.json'), 'utf8'));
    expect(runes).toMatchObject({ kind: 'rune', total: 20, source: { url: `${api.url}/`, asOf: today } });
    expect(runes.items[0]).toMatchObject({ id: 'rune_neutral_4011_s6_nondec', name: 'Shady Exchange', kind: 'rune' });

    // served without a key: the import, not the sample
    const saved = process.env.ORIGINS_ITEMS_DIR;
    process.env.ORIGINS_ITEMS_DIR = target;
    const app = await buildTestApp({ size: 50 });
    try {
      const body = (await app.inject({ method: 'POST', url: '/api/origins/items', payload: { kind: 'rune' }, headers: { 'accept-language': 'en' } })).json();
      expect(body).toMatchObject({ sample: false, catalogueSize: 20, fullCatalogueSize: 20 });
      expect(body.source).toEqual({ kind: 'imported', asOf: today, label: 'Catalogue imported from the Origins API (Sky Mavis): 20 of 20 runes' });
    } finally {
      await app.close();
      if (saved === undefined) delete process.env.ORIGINS_ITEMS_DIR;
      else process.env.ORIGINS_ITEMS_DIR = saved;
    }
  }, 60_000);

  it('1: the API fails: nothing written', async () => {
    const target = join(dir, 'failed');
    api.fail(true);
    try {
      const res = await run([], { ORIGINS_API_KEY: KEY, ORIGINS_API_URL: api.url, ORIGINS_ITEMS_DIR: target });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('the Origins API failed, nothing written: HTTP 503');
    } finally {
      api.fail(false);
    }
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('2: no key, or an argument: usage, nothing written', async () => {
    const target = join(dir, 'never');
    const noKey = await run([], { ORIGINS_API_URL: api.url, ORIGINS_ITEMS_DIR: target });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('ORIGINS_API_KEY is not set');
    const extra = await run(['runes.json'], { ORIGINS_API_KEY: KEY, ORIGINS_API_URL: api.url, ORIGINS_ITEMS_DIR: target });
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('usage: ORIGINS_API_KEY=… npm run import:origins-items');
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('a broken imported file stops the start-up, naming the file', async () => {
    const target = join(dir, 'broken');
    await run([], { ORIGINS_API_KEY: KEY, ORIGINS_API_URL: api.url, ORIGINS_ITEMS_DIR: target });
    writeFileSync(join(target, 'charms.json'), JSON.stringify({ kind: 'charm', total: 1, items: [] }));
    const saved = process.env.ORIGINS_ITEMS_DIR;
    process.env.ORIGINS_ITEMS_DIR = target;
    try {
      await expect(buildTestApp({ size: 50 })).rejects.toThrow(`Invalid imported charm file ${join(target, 'charms.json')}`);
    } finally {
      if (saved === undefined) delete process.env.ORIGINS_ITEMS_DIR;
      else process.env.ORIGINS_ITEMS_DIR = saved;
    }
  }, 60_000);
});
