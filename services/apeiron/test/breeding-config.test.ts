// APEIRON_BREEDING_CONFIG_FILE: an operator's JSON laid over the engine's defaults, checked at start-up.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { analysePair, DEFAULT_BREEDING_CONFIG, type BreedingConfig } from '@criadero/apeiron-breeding';
import { loadApeironConfig } from '../src/config';
import type { BreedingConfigResponse, PairResponse } from '@criadero/api-contracts/apeiron';
import { buildTestApp, sampleDataset, type ApeironApp } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'apeiron-breeding-config-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

const override = {
  asOf: '2026-12-01',
  grandparentWeight: 0,
  hatchDays: 5,
  cost: { aprsByConjunction: [10, 20, 30] },
  provenance: { cost: { kind: 'official', url: 'https://example.org/conjunction-costs' } },
};
const expected: BreedingConfig = {
  ...DEFAULT_BREEDING_CONFIG,
  asOf: '2026-12-01',
  grandparentWeight: 0,
  hatchDays: 5,
  cost: { ...DEFAULT_BREEDING_CONFIG.cost, aprsByConjunction: [10, 20, 30] },
  provenance: { ...DEFAULT_BREEDING_CONFIG.provenance, cost: { kind: 'official', url: 'https://example.org/conjunction-costs' } },
};
const goodFile = file('good.json', override);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a valid APEIRON_BREEDING_CONFIG_FILE', () => {
  let app: ApeironApp;
  afterAll(async () => app?.close());

  it('is laid over the defaults (nested cost and provenance merged field by field)', () => {
    expect(loadApeironConfig({ APEIRON_BREEDING_CONFIG_FILE: goodFile }).breeding).toEqual(expected);
    expect(loadApeironConfig({}).breeding).toEqual(DEFAULT_BREEDING_CONFIG);
  });

  it('shows in the breeding config route and drives the pair calculator', async () => {
    ({ app } = await buildTestApp({ env: { APEIRON_BREEDING_CONFIG_FILE: goodFile } }));
    const res = await app.inject('/api/apeiron/breeding/config');
    expect(res.statusCode).toBe(200);
    const { config, examplePair } = res.json<BreedingConfigResponse>();
    expect(config).toEqual(expected);
    expect(examplePair).not.toBeNull();

    const byId = new Map(sampleDataset().planets!.map((p) => [p.id, p]));
    const [a, b] = examplePair!.map((id) => byId.get(id)!);
    const pair = (await app.inject({ method: 'POST', url: '/api/apeiron/breeding/pair', payload: { a: a!.id, b: b!.id } })).json<PairResponse>();
    expect(pair.config).toEqual(expected);
    const lineage = (id: string) => {
      const parents = (byId.get(id)!.parentIds ?? []).map((pid) => byId.get(pid)!);
      return { planet: byId.get(id)!, parents, grandparentIds: parents.flatMap((p) => p.parentIds ?? []) };
    };
    expect(pair.analysis).toEqual(analysePair(lineage(a!.id), lineage(b!.id), expected));
    expect(pair.analysis.cost.aprs).toBe(expected.cost.aprsByConjunction[a!.breedCount]! + expected.cost.aprsByConjunction[b!.breedCount]!);
    expect(pair.analysis.checks.hatchDays).toBe(5);
  });
});

describe('a bad APEIRON_BREEDING_CONFIG_FILE', () => {
  const bad: [string, unknown, RegExp][] = [
    ['not-json.json', '{ "parentWeight": ', /JSON/],
    ['array.json', [1, 2], /must hold a JSON object/],
    ['misspelt.json', { parentWeigth: 2 }, /unknown setting parentWeigth/],
    ['misspelt-cost.json', { cost: { aprs: [1, 2, 3] } }, /unknown setting cost\.aprs/],
    ['out-of-range.json', { legacyChanceCap: 2, parentWeight: 0 }, /parentWeight must be an integer >= 1; legacyChanceCap must be from 0 to 1/],
    ['limit-without-costs.json', { maxConjunctions: 4 }, /cost\.aprsByConjunction needs one value per conjunction count/],
    ['cost-not-array.json', { cost: { aprsByConjunction: 'cheap' } }, /cost\.aprsByConjunction must be an array/],
    ['wrong-type.json', { hatchDays: '7' }, /hatchDays must be a number >= 0/],
    ['provenance.json', { provenance: { cost: { kind: 'rumour', url: 'x' } } }, /provenance\.cost must be \{kind: official\|community\|placeholder, url\}/],
  ];

  it.each(bad)('%s is refused with the variable, the file and the reason', (name, content, reason) => {
    const path = file(name, content);
    let message = '';
    try {
      loadApeironConfig({ APEIRON_BREEDING_CONFIG_FILE: path });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`APEIRON_BREEDING_CONFIG_FILE ${path}: `);
    expect(message).toMatch(reason);
  });

  it('a missing file is refused too', () => {
    expect(() => loadApeironConfig({ APEIRON_BREEDING_CONFIG_FILE: join(dir, 'nowhere.json') })).toThrow(/APEIRON_BREEDING_CONFIG_FILE .*nowhere\.json: ENOENT/);
  });

  it('stops the service at start-up with that message (it never listens)', () => {
    const path = file('startup.json', { maxConjunctions: 0 });
    const pkg = fileURLToPath(new URL('..', import.meta.url));
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: pkg,
      encoding: 'utf8',
      env: { ...process.env, APEIRON_BREEDING_CONFIG_FILE: path, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', MONGODB_URI: '' },
      timeout: 60_000,
    });
    expect(res.signal, 'the service started instead of refusing the file').toBeNull();
    expect(res.status).not.toBe(0);
    expect(res.stderr).toContain(`APEIRON_BREEDING_CONFIG_FILE ${path}: maxConjunctions must be an integer >= 1`);
    expect(res.stdout).not.toMatch(/Criadero Apeiron service: http/);
  });
});
