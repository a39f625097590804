import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type AxieTestApp } from './helpers';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const dir = mkdtempSync(join(tmpdir(), 'land-cards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const list = {
  source: { label: 'Lista de prueba de Land Battles', url: 'https://example.org/land-cards', asOf: '2025-03-01' },
  cards: [
    { id: 1, name: 'Test Claw', class: 'Beast', part: { type: 'Mouth', name: 'Nut Cracker', id: 'mouth-nut-cracker' }, energy: 1, attack: 30, defense: 10, description: 'Deal damage.' },
    { id: 2, name: 'Test Root', class: 'Plant', part: { type: 'Tail', name: 'Yam' }, energy: 2, attack: 0, defense: 40, healing: 20, description: 'Heal an ally. Apply 1 {Poison}.', abilityType: 'Support', stage: 2, tags: ['heal'] },
  ],
};
const write = (name: string, data: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
};
const post = (app: AxieTestApp, payload: object) => app.inject({ method: 'POST', url: '/api/land-battles/cards', payload });

describe('POST /api/land-battles/cards', () => {
  let imported: AxieTestApp;
  let fallback: AxieTestApp;
  beforeAll(async () => {
    imported = await buildTestApp({ size: 50, landBattleCardsFile: write('cards.json', list) });
    fallback = await buildTestApp({ size: 50, landBattleCardsFile: join(dir, 'missing.json') });
  });
  afterAll(async () => Promise.all([imported.close(), fallback.close()]));

  it('serves the imported list with its own label and date', async () => {
    const res = await post(imported, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toEqual({ kind: 'imported', label: 'Lista de prueba de Land Battles', asOf: '2025-03-01', url: 'https://example.org/land-cards' });
    expect(body.catalogueSize).toBe(2);
    expect(body.cards[0]).toEqual({
      id: 1, name: 'Test Claw', description: 'Deal damage.', partClass: 'Beast', partType: 'Mouth', partName: 'Nut Cracker', partId: 'mouth-nut-cracker',
      energy: 1, attack: 30, defense: 10, healing: 0, stage: 1, tags: [],
    });
    const plant = (await post(imported, { classes: ['plant'], partTypes: ['Tail'], stages: [2], q: 'poison' })).json();
    expect(plant.cards.map((c: { id: number }) => c.id)).toEqual([2]);
    expect(plant.cards[0]).toMatchObject({ healing: 20, abilityType: 'Support', tags: ['heal'] });
    expect((await post(imported, { energy: [3, 1] })).json().code).toBe('INVALID_RANGE');
  });

  it('without the file: the Origins cards, labelled as Origins (same as /origins/cards)', async () => {
    const body = (await post(fallback, { pageSize: 1 })).json();
    expect(body.catalogueSize).toBe(522);
    expect(body.source.kind).toBe('sample');
    expect(body.source.label).toMatch(/Origins/);
    const origins = (await fallback.inject({ method: 'POST', url: '/api/origins/cards', payload: { pageSize: 1 } })).json();
    expect(body).toEqual(origins);
  });

  it('refuses to start with a bad file, naming the file and the entry', async () => {
    const bad = write('bad.json', { ...list, cards: [list.cards[0], { ...list.cards[1], energy: 11, colour: 'green' }] });
    await expect(buildTestApp({ size: 50, landBattleCardsFile: bad })).rejects.toThrow(
      new RegExp(`Invalid land-battle card file ${bad.replace(/[.\\]/g, '\\$&')}:[\\s\\S]*cards\\[1\\] \\(id 2 "Test Root"\\)`),
    );
    const error = await buildTestApp({ size: 50, landBattleCardsFile: bad }).catch((e: Error) => e);
    expect(String(error)).toContain('cards[1] (id 2 "Test Root") /energy: must be <= 10');
    expect(String(error)).toContain('cards[1] (id 2 "Test Root"): must not have additional properties: colour');
    const dup = write('dup.json', { ...list, cards: [list.cards[0], { ...list.cards[1], id: 1 }] });
    await expect(buildTestApp({ size: 50, landBattleCardsFile: dup })).rejects.toThrow('cards[1] (id 1 "Test Root"): duplicate id, already used by cards[0]');
    await expect(buildTestApp({ size: 50, landBattleCardsFile: write('broken.json', '{"source":') })).rejects.toThrow(/broken\.json:\n {2}not readable JSON/);
  });
});

describe('npm run import:land-cards', () => {
  const run = (args: string[], target: string) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      execFile(process.execPath, [tsxCli, 'src/cli/import-land-cards.ts', ...args], { cwd: pkg, env: { ...process.env, LAND_BATTLE_CARDS_FILE: target } }, (error, stdout, stderr) =>
        done({ code: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });

  it('0: validates and writes the list to LAND_BATTLE_CARDS_FILE (creating the directory)', async () => {
    const target = join(dir, 'out', 'nested', 'cards.json');
    const res = await run([write('input.json', list)], target);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('imported 2 land-battle cards');
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(list);
    expect(readdirSync(join(dir, 'out', 'nested'))).toEqual(['cards.json']); // no temporary file left
  }, 30_000);

  it('1: an invalid file is refused with its problems and nothing is written', async () => {
    const target = join(dir, 'refused.json');
    const res = await run([write('invalid.json', { source: { label: 'x', asOf: 'March' }, cards: [{ ...list.cards[0], class: 'Wizard' }] })], target);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('invalid.json');
    expect(res.stderr).toContain('/source/asOf');
    expect(res.stderr).toContain('cards[0] (id 1 "Test Claw") /class');
    expect(existsSync(target)).toBe(false);
  }, 30_000);

  it('2: usage errors (no file, two files, a missing file)', async () => {
    const target = join(dir, 'never.json');
    for (const args of [[], ['a.json', 'b.json'], [join(dir, 'nope.json')]]) {
      const res = await run(args, target);
      expect(res.code, JSON.stringify(args)).toBe(2);
      expect(res.stderr).toContain('usage: npm run import:land-cards');
    }
    expect(existsSync(target)).toBe(false);
  }, 60_000);
});
