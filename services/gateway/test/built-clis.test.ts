// The command-line tools ship built and run under plain node: `npm run check-config` (the first
// step of start:prod and of the systemd unit) and `npm run store:backup` / `store:restore` /
// `store:verify`. tsx is a development tool only: no script an operator runs names it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { builtCli, plainNodeEnv } from './support/built-cli';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const gateway = fileURLToPath(new URL('../', import.meta.url));
const PROBE = fileURLToPath(new URL('./support/module-probe.mjs', import.meta.url));
const scripts = (dir: string) => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'criadero-built-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function runPlain(file: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [file, ...args], { env: plainNodeEnv({ PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env }), encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe('the built command-line tools', () => {
  it('are what the scripts run, with node: no tsx in any script an operator runs', () => {
    const root = scripts(repo);
    expect(root['store:backup']).toBe('node services/gateway/dist/store-backup.js backup');
    expect(root['store:restore']).toBe('node services/gateway/dist/store-backup.js restore');
    expect(root['store:verify']).toBe('node services/gateway/dist/store-backup.js verify');
    expect(scripts(gateway)['check-config']).toBe('node dist/check-config.js');
    expect(root['start:prod']).toContain('npm run -s check-config -w @criadero/gateway');
    for (const script of [root['start:prod'], root.start, root['store:backup'], scripts(gateway).start, scripts(gateway).serve]) expect(script).not.toMatch(/tsx/);
  });

  it('bundle the workspace packages: nothing imports a TypeScript source at run time', () => {
    for (const name of ['check-config', 'store-backup'] as const) {
      const code = readFileSync(builtCli(name), 'utf8');
      expect(code).not.toMatch(/from ["']@criadero\//);
      expect(code).not.toMatch(/import\(["'][^"']*\.ts["']\)/);
    }
  });

  it('run with no TypeScript loader in the process and load no TypeScript module', () => {
    for (const [name, args] of [['check-config', []], ['store-backup', ['verify', join(tempDir(), 'none.backup')]]] as const) {
      const report = join(tempDir(), 'probe.json');
      // the probe is the process's one node flag (see support/module-probe.mjs)
      const result = spawnSync(process.execPath, ['--import', PROBE, builtCli(name), ...args], {
        env: plainNodeEnv({ PATH: process.env.PATH, LOG_LEVEL: 'silent', CRIADERO_DATA_DIR: tempDir(), CRIADERO_MODULE_PROBE: report }),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status, result.stderr).toBe(name === 'check-config' ? 0 : 1);
      const probe = JSON.parse(readFileSync(report, 'utf8')) as { execArgv: string[]; nodeOptions: string; loaded: string[] };
      expect(probe.execArgv).toEqual(['--import', PROBE]);
      expect(probe.nodeOptions).not.toMatch(/tsx|loader|--import|--require/);
      expect(probe.loaded.length).toBeGreaterThan(0);
      expect(probe.loaded.filter((url) => /\.[cm]?tsx?$|\/tsx\//.test(url))).toEqual([]);
    }
  });

  it('check-config runs under plain node and says what it checked', () => {
    const result = runPlain(builtCli('check-config'), [], { CRIADERO_DATA_DIR: tempDir() });
    expect(result).toEqual({ status: 0, stdout: 'Configuration checked (development).', stderr: '' });
  });

  it('store-backup backs up, verifies and restores an embedded store under plain node', async () => {
    const data = tempDir();
    const file = join(tempDir(), 'store.backup');
    const empty = runPlain(builtCli('store-backup'), ['backup', file], { CRIADERO_DATA_DIR: data });
    expect(empty).toMatchObject({ status: 1, stderr: `backup of the embedded store in ${data} refused: no embedded store in ${data} (no store.journal)` });
    const store = new EmbeddedStore({ dataDir: data });
    await store.collection<{ _id: string; name: string }>('things').insertOne({ _id: 'a', name: 'una' });
    await store.close();
    expect(runPlain(builtCli('store-backup'), ['backup', file], { CRIADERO_DATA_DIR: data })).toMatchObject({ status: 0, stdout: expect.stringMatching(/^backed up the embedded store in .* documents: things 1$/) });
    expect(runPlain(builtCli('store-backup'), ['verify', file])).toMatchObject({ status: 0, stdout: expect.stringMatching(/^verified backup .*documents: things 1$/) });
    const restored = join(tempDir(), 'restored');
    expect(runPlain(builtCli('store-backup'), ['restore', file], { CRIADERO_DATA_DIR: restored })).toMatchObject({ status: 0, stderr: '' });
    const again = new EmbeddedStore({ dataDir: restored });
    expect(await again.collection('things').find({})).toEqual([{ _id: 'a', name: 'una' }]);
    await again.close();
    expect(runPlain(builtCli('store-backup'), ['copy'])).toMatchObject({ status: 2, stderr: 'usage: store-backup backup <file> | restore <file> | verify <file>' });
  });

  it('the same plain node refuses TypeScript: the check above would catch a tool that still needs a loader', () => {
    const source = runPlain(join(gateway, 'src', 'check-config.ts'), [], { CRIADERO_DATA_DIR: tempDir() });
    expect(source.status).not.toBe(0);
    expect(source.stderr).toMatch(/ERR_UNKNOWN_FILE_EXTENSION|Unknown file extension "\.ts"/);
  });
});
